import type { Paise } from '../money.ts';
import {
  summariseByRate,
  taxInvoice,
  type InclusiveLine,
  type RateSummary,
  type SupplyType,
  type TaxedLine,
} from './tax.ts';

// Where each tax document of a month goes in GSTR-1. The return sorts outward supplies by who
// bought (registered or not), where (inter- or intra-state) and how large the invoice was.

/** The files the GST offline tool imports, in the order the zip holds them. */
export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'cdnr', 'cdnur', 'b2cs', 'hsn'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

/**
 * An inter-state invoice to an unregistered buyer above this value is B2C (Large), invoice by
 * invoice; anything smaller is summarised in B2C (Small). ₹1,00,000 from August 2024
 * (notification 12/2024-Central Tax), ₹2,50,000 before.
 */
export function b2clThresholdPaise(issuedMonth: string): Paise {
  return issuedMonth >= '2024-08' ? 1_00_000_00 : 2_50_000_00;
}

export interface Gstr1Line extends InclusiveLine {
  hsnCode: string;
  description: string;
  /** GST unit quantity code, e.g. NOS. */
  unit: string;
}

/** One issued invoice or credit note, as GSTR-1 needs it. */
export interface Gstr1Document {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  recipientName: string;
  /** Present for a registered buyer. */
  recipientGstin?: string;
  sellerStateCode: string;
  placeOfSupplyCode: string;
  lines: Gstr1Line[];
  /** The whole invoice's value (the order's total): for a credit note, the invoice it reverses. */
  invoiceValuePaise: Paise;
  /** A credit note's original invoice: its number and when it was issued. */
  reverses?: { number: string; issuedAt: Date };
}

export interface TaxedDocument {
  document: Gstr1Document;
  supplyType: SupplyType;
  lines: (Gstr1Line & TaxedLine)[];
  /** What the document is worth, GST included: the invoice or note value. */
  valuePaise: Paise;
  byRate: RateSummary[];
  section: Exclude<Gstr1Section, 'hsn'>;
}

const monthOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);

function sectionOf(document: Gstr1Document, supplyType: SupplyType): TaxedDocument['section'] {
  const isRegistered = Boolean(document.recipientGstin);
  const invoiceDate = document.reverses?.issuedAt ?? document.issuedAt;
  const isLarge =
    supplyType === 'inter-state' &&
    document.invoiceValuePaise > b2clThresholdPaise(monthOf(invoiceDate));
  if (document.kind === 'invoice') return isRegistered ? 'b2b' : isLarge ? 'b2cl' : 'b2cs';
  // A credit note against a small B2C invoice is netted into B2C (Small), as the return asks.
  return isRegistered ? 'cdnr' : isLarge ? 'cdnur' : 'b2cs';
}

/** The document taxed exactly as it printed, and the section it belongs in. */
export function taxDocument(document: Gstr1Document): TaxedDocument {
  const taxed = taxInvoice({
    sellerStateCode: document.sellerStateCode,
    placeOfSupplyCode: document.placeOfSupplyCode,
    lines: document.lines,
  });
  return {
    document,
    supplyType: taxed.supplyType,
    lines: taxed.lines,
    valuePaise: taxed.totals.grandTotalPaise,
    byRate: summariseByRate(taxed.lines),
    section: sectionOf(document, taxed.supplyType),
  };
}
