import { formatIndiaDate } from '@labshop/domain/gst/india-time';

/** '15 Dec 2026' for a valid-until day (YYYY-MM-DD, India): the last day the prices hold. */
export function formatValidUntil(date: string): string {
  return formatIndiaDate(new Date(`${date}T12:00:00+05:30`));
}
