const longFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/** "1 Mar 2026, 3:30 pm" (long) or "1 Mar" (short), in the shopper's own time zone. */
export function formatOrderTime(iso: string, style: 'long' | 'short' = 'long'): string {
  return (style === 'long' ? longFormat : shortFormat).format(new Date(iso));
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "1 Mar 2026", in the reader's own time zone: when a document was uploaded. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}
