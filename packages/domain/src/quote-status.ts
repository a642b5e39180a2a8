// A quote's life: the buyer requests it, the shop prices it (quoted) or declines it, the buyer
// accepts it and pays. Expired is never stored: a quoted quote past its valid-until day shows
// as expired, so no job has to run on time for the answer to be right.

export const QUOTE_STATES = ['requested', 'quoted', 'accepted', 'declined'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const SHOWN_QUOTE_STATES = [
  'requested',
  'quoted',
  'accepted',
  'expired',
  'declined',
] as const;
export type ShownQuoteState = (typeof SHOWN_QUOTE_STATES)[number];

export const QUOTE_STATE_LABELS: Readonly<Record<ShownQuoteState, string>> = {
  requested: 'Requested',
  quoted: 'Quoted',
  accepted: 'Accepted',
  expired: 'Expired',
  declined: 'Declined',
};

/** What the buyer and the admin see: a quoted quote whose validity has run out is expired. */
export function shownQuoteState(
  state: QuoteState,
  validUntilEnd: Date | null,
  now: Date,
): ShownQuoteState {
  if (state === 'quoted' && validUntilEnd && now.getTime() >= validUntilEnd.getTime()) {
    return 'expired';
  }
  return state;
}

// India keeps UTC+05:30 all year: a quote valid until a day is valid until that day's end there.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a quote valid until `date` (YYYY-MM-DD, India) stops being valid; null if no date. */
export function validUntilEnd(date: string): Date | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return new Date(midnight + DAY_MS - IST_OFFSET_MS);
}

/** The valid-until day (YYYY-MM-DD) of a stored end instant. */
export function validUntilDate(end: Date): string {
  return new Date(end.getTime() - 1 + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date in India as YYYY-MM-DD, `days` later when given. */
export function indiaDay(now: Date, days = 0): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}
