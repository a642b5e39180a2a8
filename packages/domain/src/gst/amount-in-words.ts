import type { Paise } from '../money.ts';

// Indian numbering: thousand, lakh (1,00,000), crore (1,00,00,000); above that the crores are
// counted with the same words ("One Lakh Crore"). British "and" before the last part under a
// hundred ("Four Hundred and Fifty", "One Thousand and Five"), as Indian cheques are written.

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function underHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens} ${UNITS[unit]}`;
}

const SCALES = [
  { size: 10_000_000, word: 'Crore' },
  { size: 100_000, word: 'Lakh' },
  { size: 1_000, word: 'Thousand' },
  { size: 100, word: 'Hundred' },
] as const;

/** A whole number in words, Indian system: 120450 -> "One Lakh Twenty Thousand Four Hundred and Fifty". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return UNITS[0] ?? 'Zero';
  const parts: string[] = [];
  let rest = n;
  for (const { size, word } of SCALES) {
    const count = Math.floor(rest / size);
    if (count === 0) continue;
    // Crores count past ninety-nine with the whole system again: "One Hundred Crore".
    parts.push(`${size === 10_000_000 ? numberInWords(count) : underHundred(count)} ${word}`);
    rest %= size;
  }
  if (rest > 0) parts.push(parts.length > 0 ? `and ${underHundred(rest)}` : underHundred(rest));
  return parts.join(' ');
}

/**
 * An amount as an invoice writes it: "Rupees One Lakh Twenty Thousand Four Hundred and Fifty
 * and Paise Fifty Only"; no paise part when they are zero, no rupee part below a rupee.
 */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount must be a whole number of paise, not ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  if (cents === 0) return `Rupees ${numberInWords(rupees)} Only`;
  if (rupees === 0) return `Paise ${numberInWords(cents)} Only`;
  return `Rupees ${numberInWords(rupees)} and Paise ${numberInWords(cents)} Only`;
}
