// Money is integer paise everywhere inside; rupees only at the API edge and on screen.

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

// Formatted by hand, not by Intl.NumberFormat: every page formats a price, and the first Intl
// formatter of a page loads ICU's locale data, most of the task that evaluates the page's
// entry script (tens to hundreds of ms on a slow phone; Lighthouse). The output is
// Intl's for en-IN currency INR with two decimals (money.test.ts compares them).

/** 450000_00 paise -> "₹4,50,000.00" */
export function formatPaise(paise: Paise): string {
  return formatRupees(paise / 100);
}

/** For amounts already in rupees, as the API returns them. */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = String(Math.floor(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  const sign = rupees < 0 && paise !== 0 ? '-' : '';
  return `${sign}₹${groupIndian(whole)}.${fraction}`;
}

/** Whole rupees, rounded half away from zero as Intl does: 1000 -> "₹1,000" (the price filter). */
export function formatWholeRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const whole = Math.round(Math.abs(rupees));
  const sign = rupees < 0 && whole !== 0 ? '-' : '';
  return `${sign}₹${groupIndian(String(whole))}`;
}

/** "1234567" -> "12,34,567": the last three digits, then pairs (lakh, crore). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}
