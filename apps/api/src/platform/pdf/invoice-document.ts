import type { Paise } from '@labshop/domain/money';

// Everything a tax invoice or credit note prints, as plain data: the PDF is drawn from this
// alone, so a document kept at issue time renders the same for as long as it is kept.

export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  /** Two-digit GST state code of the seller's registration. */
  stateCode: string;
}

export interface InvoiceRecipient {
  /** The account's name, or the trade name of a corporate buyer. */
  name: string;
  billingAddress: string;
  /** Printed for corporate buyers, so they can claim input tax credit. */
  gstin?: string;
}

/** Who receives the goods, when the delivery address names someone: printed as Ship to. */
export interface InvoiceShipTo {
  /** The address's recipient, or the account's name when only a company or phone was given. */
  name: string;
  company?: string;
  phone?: string;
  address: string;
}

/** One order line at the shop's GST-inclusive prices; the PDF splits out the tax. */
export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  /** GST unit quantity code, e.g. NOS. */
  unit: string;
  unitPricePaise: Paise;
  deliveryChargePaise: Paise;
  ratePercent: number;
}

interface DocumentBase {
  number: string;
  issuedAt: Date;
  /** The order's transaction id, so buyer and shop can match the document to the payment. */
  orderReference: string;
  /** The buyer's purchase order number, when they gave one at checkout. */
  purchaseOrderNumber?: string;
  /** The quote whose prices the order carries, when it was placed from one. */
  quoteNumber?: string;
  seller: InvoiceSeller;
  recipient: InvoiceRecipient;
  /** Absent when the account holder receives the goods at the billing address. */
  shipTo?: InvoiceShipTo;
  /** GST state code of the delivery address: decides CGST + SGST or IGST. */
  placeOfSupplyCode: string;
  lines: InvoiceLine[];
}

export interface TaxInvoiceDocument extends DocumentBase {
  kind: 'invoice';
}

/**
 * Reverses a whole invoice, line for line, when a paid order is cancelled; or, for a return,
 * only the returned units of some lines (`isPartial`).
 */
export interface CreditNoteDocument extends DocumentBase {
  kind: 'credit-note';
  reverses: { number: string; issuedAt: Date };
  reason: string;
  isPartial?: boolean;
}

export type InvoiceDocument = TaxInvoiceDocument | CreditNoteDocument;
