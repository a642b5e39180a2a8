import type { Paise } from '../money.ts';
import { isGstRate, type GstRatePercent } from './gst-rates.ts';

// Shop prices include GST. Each amount is split into taxable value and tax at its rate, every
// figure rounded to the paisa per row, and the invoice shows what rounding leaves over as its
// own line so the grand total is exactly what was paid.

/** Intra-state: the place of supply is the seller's state (CGST + SGST); otherwise IGST. */
export type SupplyType = 'intra-state' | 'inter-state';

export function supplyTypeOf(sellerStateCode: string, placeOfSupplyCode: string): SupplyType {
  return sellerStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';
}

export interface TaxSplit {
  /** The GST-inclusive amount that was split. */
  inclusivePaise: Paise;
  ratePercent: GstRatePercent;
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Taxable value plus the taxes: within a paisa of `inclusivePaise`. */
  totalPaise: Paise;
}

/**
 * a x b / d rounded half up, for non-negative integers. In bigint: a x b of a large order passes
 * 2^53 (where numbers stop being exact) long before the result does.
 */
function divideRounded(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b);
  return Number((2n * n + BigInt(d)) / (2n * BigInt(d)));
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of paise, not ${value}`);
  }
}

function assertRate(rate: number): asserts rate is GstRatePercent {
  if (!isGstRate(rate)) throw new RangeError(`Not a GST rate: ${rate}`);
}

/**
 * One GST-inclusive amount at one rate: taxable value = amount x 100 / (100 + rate), and each
 * tax on that taxable value (CGST and SGST at half the rate each, or IGST at the full rate).
 */
export function splitInclusiveAmount(
  inclusivePaise: Paise,
  ratePercent: number,
  supplyType: SupplyType,
): TaxSplit {
  assertPaise(inclusivePaise, 'An amount');
  assertRate(ratePercent);
  const taxableValuePaise = divideRounded(inclusivePaise, 100, 100 + ratePercent);
  const halfTax = divideRounded(taxableValuePaise, ratePercent, 200);
  const fullTax = divideRounded(taxableValuePaise, ratePercent, 100);
  const cgstPaise = supplyType === 'intra-state' ? halfTax : 0;
  const sgstPaise = cgstPaise;
  const igstPaise = supplyType === 'inter-state' ? fullTax : 0;
  return {
    inclusivePaise,
    ratePercent,
    taxableValuePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxableValuePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

/** What a shopper bought on one order line, at the shop's GST-inclusive prices. */
export interface InclusiveLine {
  quantity: number;
  unitPricePaise: Paise;
  deliveryChargePaise: Paise;
  ratePercent: number;
}

export interface TaxedLine {
  /** Goods and delivery together, as paid. */
  amountPaidPaise: Paise;
  goods: TaxSplit;
  /** Delivery travels with the goods (a composite supply), so it is taxed at their rate. */
  delivery: TaxSplit | null;
}

export function taxLine(line: InclusiveLine, supplyType: SupplyType): TaxedLine {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`A quantity must be a whole number from 1, not ${line.quantity}`);
  }
  assertPaise(line.unitPricePaise, 'A unit price');
  assertPaise(line.deliveryChargePaise, 'A delivery charge');
  const goodsPaise = line.unitPricePaise * line.quantity;
  return {
    amountPaidPaise: goodsPaise + line.deliveryChargePaise,
    goods: splitInclusiveAmount(goodsPaise, line.ratePercent, supplyType),
    delivery:
      line.deliveryChargePaise > 0
        ? splitInclusiveAmount(line.deliveryChargePaise, line.ratePercent, supplyType)
        : null,
  };
}

export interface TaxTotals {
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Amount paid minus the rows' totals: a paisa or so either way, shown as its own line. */
  roundingPaise: Paise;
  /** Always the amount paid. */
  grandTotalPaise: Paise;
}

/** Every taxed row of a line: the goods, then their delivery when charged. */
export function rowsOf(line: TaxedLine): TaxSplit[] {
  return line.delivery ? [line.goods, line.delivery] : [line.goods];
}

export function totalTaxes(lines: readonly TaxedLine[]): TaxTotals {
  const rows = lines.flatMap(rowsOf);
  const sum = (pick: (row: TaxSplit) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const amountPaidPaise = lines.reduce((total, line) => total + line.amountPaidPaise, 0);
  return {
    taxableValuePaise: sum((row) => row.taxableValuePaise),
    cgstPaise: sum((row) => row.cgstPaise),
    sgstPaise: sum((row) => row.sgstPaise),
    igstPaise: sum((row) => row.igstPaise),
    roundingPaise: amountPaidPaise - sum((row) => row.totalPaise),
    grandTotalPaise: amountPaidPaise,
  };
}

export interface TaxedInvoice<L extends InclusiveLine> {
  supplyType: SupplyType;
  lines: (L & TaxedLine)[];
  totals: TaxTotals;
}

/** The whole invoice: each line taxed by where it is supplied, and the totals. */
export function taxInvoice<L extends InclusiveLine>(input: {
  sellerStateCode: string;
  placeOfSupplyCode: string;
  lines: readonly L[];
}): TaxedInvoice<L> {
  const supplyType = supplyTypeOf(input.sellerStateCode, input.placeOfSupplyCode);
  const lines = input.lines.map((line) => ({ ...line, ...taxLine(line, supplyType) }));
  return { supplyType, lines, totals: totalTaxes(lines) };
}

export interface RateSummary {
  ratePercent: GstRatePercent;
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/** Taxable value and tax per rate, lowest rate first: the tax summary under the lines. */
export function summariseByRate(lines: readonly TaxedLine[]): RateSummary[] {
  const byRate = new Map<GstRatePercent, RateSummary>();
  for (const row of lines.flatMap(rowsOf)) {
    const summary = byRate.get(row.ratePercent) ?? {
      ratePercent: row.ratePercent,
      taxableValuePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    summary.taxableValuePaise += row.taxableValuePaise;
    summary.cgstPaise += row.cgstPaise;
    summary.sgstPaise += row.sgstPaise;
    summary.igstPaise += row.igstPaise;
    byRate.set(row.ratePercent, summary);
  }
  return [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}
