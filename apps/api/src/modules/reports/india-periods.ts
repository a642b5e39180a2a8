// The shop counts days and months as India's calendar has them. India keeps one offset all
// year (UTC+05:30, no daylight saving), so plain arithmetic finds its midnights.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of the India day an instant falls in. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India day (YYYY-MM-DD) begins. */
export function indiaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

export interface IndiaDays {
  /** Inclusive start and exclusive end, as instants. */
  start: Date;
  end: Date;
  /** Every India day of the window, oldest first. */
  days: string[];
}

/** The last `count` India days up to and including today, today ending at its next midnight. */
export function lastIndiaDays(count: number, now: Date): IndiaDays {
  const todayStart = indiaMidnight(indiaDay(now));
  const start = new Date(todayStart.getTime() - (count - 1) * DAY_MS);
  const days = Array.from({ length: count }, (_, i) =>
    indiaDay(new Date(start.getTime() + i * DAY_MS)),
  );
  return { start, end: new Date(todayStart.getTime() + DAY_MS), days };
}

/** A month (YYYY-MM) as the instants its first India day begins and the next month's does. */
export function indiaMonth(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next =
    monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { start: indiaMidnight(`${month}-01`), end: indiaMidnight(`${next}-01`) };
}

/** The India month (YYYY-MM) an instant falls in. */
export function indiaMonthOf(at: Date): string {
  return indiaDay(at).slice(0, 7);
}
