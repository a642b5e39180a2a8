// India keeps one offset all year (UTC+05:30, no daylight saving), so plain arithmetic
// gives its calendar date without depending on the runtime's time-zone data.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The calendar date in India at an instant. */
export function indiaDate(at: Date): CalendarDate {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError('Not a date');
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '01 Apr 2026': the date in India, as invoices print it. */
export function formatIndiaDate(at: Date): string {
  const { year, month, day } = indiaDate(at);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}
