import type { Paise } from '../money.ts';
import type { Gstr1Section, TaxedDocument } from './gstr1-sections.ts';
import { rowsOf, type RateSummary } from './tax.ts';
import { stateByCode } from './states.ts';

// The CSV files of the GST offline tool: its own column headers, in its order, then the tax
// amounts the shop charged (the tool would work them out from rate x taxable value; ours are
// the invoice's own, rounded per row, so the accountant can reconcile to the paisa).

const TAX_COLUMNS = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];

export const GSTR1_HEADERS: Record<Gstr1Section, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAX_COLUMNS,
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    ...TAX_COLUMNS,
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAX_COLUMNS,
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAX_COLUMNS,
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    ...TAX_COLUMNS,
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
};

/** Rupees with two decimals and no grouping, as the tool reads them. */
export function gstAmount(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd-mmm-yyyy in India's calendar, the tool's date format: 05-Nov-2026. */
export function gstDate(at: Date): string {
  const [year, month, day] = new Date(at.getTime() + 330 * 60_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** "33-Tamil Nadu", the tool's place of supply. */
export function placeOfSupply(code: string): string {
  const state = stateByCode(code);
  return state ? `${state.code}-${state.name}` : code;
}

/** The tool's unit codes carry their name: NOS-NUMBERS. */
const UQC_NAMES: Record<string, string> = { NOS: 'NOS-NUMBERS' };

// A text cell that a spreadsheet would read as a formula is kept as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const taxCells = (rate: RateSummary) => [
  gstAmount(rate.igstPaise),
  gstAmount(rate.cgstPaise),
  gstAmount(rate.sgstPaise),
];

/** One row per rate of an invoice or note that the return lists one by one. */
export function documentRows(taxed: TaxedDocument): string[][] {
  const d = taxed.document;
  const value = gstAmount(taxed.valuePaise);
  const pos = placeOfSupply(d.placeOfSupplyCode);
  const date = gstDate(d.issuedAt);
  return taxed.byRate.map((rate) => {
    const taxable = gstAmount(rate.taxableValuePaise);
    const r = String(rate.ratePercent);
    switch (taxed.section) {
      case 'b2b':
        return [
          d.recipientGstin ?? '',
          d.recipientName,
          d.number,
          date,
          value,
          pos,
          'N',
          '',
          'Regular B2B',
          '',
          r,
          taxable,
          '0.00',
          ...taxCells(rate),
        ];
      case 'b2cl':
        return [d.number, date, value, pos, '', r, taxable, '0.00', '', ...taxCells(rate)];
      case 'cdnr':
        return [
          d.recipientGstin ?? '',
          d.recipientName,
          d.number,
          date,
          'C',
          pos,
          'N',
          'Regular B2B',
          value,
          '',
          r,
          taxable,
          '0.00',
          ...taxCells(rate),
        ];
      case 'cdnur':
        return ['B2CL', d.number, date, 'C', pos, value, '', r, taxable, '0.00', ...taxCells(rate)];
      case 'b2cs':
        throw new Error('B2C (Small) is summarised, not listed');
    }
  });
}

interface Sums {
  taxableValuePaise: Paise;
  igstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

const zero = (): Sums => ({ taxableValuePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

function addInto(sums: Sums, from: Sums, sign: 1 | -1) {
  sums.taxableValuePaise += sign * from.taxableValuePaise;
  sums.igstPaise += sign * from.igstPaise;
  sums.cgstPaise += sign * from.cgstPaise;
  sums.sgstPaise += sign * from.sgstPaise;
}

const signOf = (taxed: TaxedDocument) => (taxed.document.kind === 'credit-note' ? -1 : 1);

/** B2C (Small): small unregistered sales by place of supply and rate, net of their credit notes. */
export class B2csSummary {
  private readonly rows = new Map<string, Sums & { pos: string; rate: number }>();

  add(taxed: TaxedDocument): void {
    for (const rate of taxed.byRate) {
      const key = `${taxed.document.placeOfSupplyCode}|${rate.ratePercent}`;
      const row = this.rows.get(key) ?? {
        ...zero(),
        pos: taxed.document.placeOfSupplyCode,
        rate: rate.ratePercent,
      };
      addInto(row, rate, signOf(taxed));
      this.rows.set(key, row);
    }
  }

  csvRows(): string[][] {
    return [...this.rows.values()]
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
      .map((row) => [
        'OE',
        placeOfSupply(row.pos),
        '',
        String(row.rate),
        gstAmount(row.taxableValuePaise),
        '0.00',
        '',
        gstAmount(row.igstPaise),
        gstAmount(row.cgstPaise),
        gstAmount(row.sgstPaise),
      ]);
  }
}

/** The HSN summary: every row of every document by HSN code and rate, credit notes taken off. */
export class HsnSummary {
  private readonly rows = new Map<
    string,
    Sums & { hsn: string; rate: number; unit: string; description: string; quantity: number }
  >();

  add(taxed: TaxedDocument): void {
    const sign = signOf(taxed);
    for (const line of taxed.lines) {
      const key = `${line.hsnCode}|${line.ratePercent}|${line.unit}`;
      const row = this.rows.get(key) ?? {
        ...zero(),
        hsn: line.hsnCode,
        rate: line.ratePercent,
        unit: line.unit,
        description: line.description,
        quantity: 0,
      };
      row.quantity += sign * line.quantity;
      // Delivery travels with its goods (a composite supply): counted under their HSN code.
      for (const split of rowsOf(line)) addInto(row, split, sign);
      this.rows.set(key, row);
    }
  }

  csvRows(): string[][] {
    return [...this.rows.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
      .map((row) => [
        row.hsn,
        row.description,
        UQC_NAMES[row.unit] ?? row.unit,
        String(row.quantity),
        gstAmount(row.taxableValuePaise + row.igstPaise + row.cgstPaise + row.sgstPaise),
        String(row.rate),
        gstAmount(row.taxableValuePaise),
        gstAmount(row.igstPaise),
        gstAmount(row.cgstPaise),
        gstAmount(row.sgstPaise),
        '0.00',
      ]);
  }
}
