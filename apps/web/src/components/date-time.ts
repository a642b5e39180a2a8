// Written by hand, not by Intl.DateTimeFormat: a page's first Intl formatter loads ICU's locale
// data, 50-250 ms of a slow phone's main thread while the page starts (the product page showed
// it in Lighthouse). The output is Intl's for en-IN (date-time.test.ts compares them), in the
// reader's own time zone.

// en-IN's short month names: September is "Sept".
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "1 Mar" */
function dayAndMonth(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]}`;
}

/** "3:30 pm", "12:05 am" */
function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "1 Mar 2026", in the reader's own time zone: when a document was uploaded, a review's day. */
export function formatDay(iso: string | Date): string {
  const date = new Date(iso);
  return `${dayAndMonth(date)} ${date.getFullYear()}`;
}

/** "1 Mar 2026, 3:30 pm" (long) or "1 Mar" (short), in the shopper's own time zone. */
export function formatOrderTime(iso: string, style: 'long' | 'short' = 'long'): string {
  const date = new Date(iso);
  return style === 'long' ? `${formatDay(date)}, ${clockTime(date)}` : dayAndMonth(date);
}

/** "Fri, 27 Nov": an expected delivery day. */
export function formatWeekdayDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${dayAndMonth(date)}`;
}
