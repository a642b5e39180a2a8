import { indiaDate } from './india-time.ts';

// Invoice and credit-note numbers: series prefix, financial year, running number,
// e.g. LS/2627/000123. CGST rule 46(b): at most 16 characters of letters, digits, '-' and '/',
// unique and consecutive within a financial year.

export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** Each series counts on its own: tax invoices and credit notes. */
export const DOCUMENT_SERIES = { invoice: 'LS', creditNote: 'CN' } as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

const SEQUENCE_DIGITS = 6;
// Prefix (2) + '/' + year (4) + '/' leaves 8 characters for the running number.
export const MAX_SEQUENCE = 99_999_999;

/** India's financial year (April to March) of an instant, by the date in India. */
export interface FinancialYear {
  /** The calendar year it starts in: 2026 for April 2026 to March 2027. */
  startYear: number;
  /** '2627' for 2026-27: how the year appears in document numbers. */
  code: string;
}

export function financialYearOf(at: Date): FinancialYear {
  const { year, month } = indiaDate(at);
  return financialYearOfStart(month >= 4 ? year : year - 1);
}

/** 'LS/2627/000123' */
export function formatDocumentNumber(
  series: DocumentSeries,
  year: FinancialYear,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(
      `A document's running number runs from 1 to ${MAX_SEQUENCE}, not ${sequence}`,
    );
  }
  return `${series}/${year.code}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

export function formatInvoiceNumber(year: FinancialYear, sequence: number): string {
  return formatDocumentNumber(DOCUMENT_SERIES.invoice, year, sequence);
}

export function formatCreditNoteNumber(year: FinancialYear, sequence: number): string {
  return formatDocumentNumber(DOCUMENT_SERIES.creditNote, year, sequence);
}

const RULE_46_PATTERN = new RegExp(`^[A-Za-z0-9/-]{1,${INVOICE_NUMBER_MAX_LENGTH}}$`);

/** What rule 46 allows any invoice number to be. */
export function isRule46DocumentNumber(value: string): boolean {
  return RULE_46_PATTERN.test(value);
}

const OUR_PATTERN = /^(LS|CN)\/([0-9]{2})[0-9]{2}\/([0-9]{6,8})$/;

export interface ParsedDocumentNumber {
  series: DocumentSeries;
  year: FinancialYear;
  sequence: number;
}

/** Our own numbers read back (for look-ups by number); null for anything we would not issue. */
export function parseDocumentNumber(value: string): ParsedDocumentNumber | null {
  const match = OUR_PATTERN.exec(value);
  if (!match) return null;
  const [, prefix, from, digits] = match;
  const series =
    prefix === DOCUMENT_SERIES.invoice ? DOCUMENT_SERIES.invoice : DOCUMENT_SERIES.creditNote;
  const year = financialYearOfStart(2000 + Number(from));
  const sequence = Number(digits);
  // Only the one spelling we issue: no '0000123' twin of '000123', no '2628' year.
  if (sequence < 1 || formatDocumentNumber(series, year, sequence) !== value) {
    return null;
  }
  return { series, year, sequence };
}

function financialYearOfStart(startYear: number): FinancialYear {
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return { startYear, code: `${two(startYear)}${two(startYear + 1)}` };
}
