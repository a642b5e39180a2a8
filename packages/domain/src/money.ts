// Money is integer paise everywhere inside; rupees only at the API edge and on screen.

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 450000_00 paise -> "₹4,50,000.00" */
export function formatPaise(paise: Paise): string {
  return inr.format(paise / 100);
}

/** For amounts already in rupees, as the API returns them. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}
