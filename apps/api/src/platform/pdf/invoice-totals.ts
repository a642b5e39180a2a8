import { amountInWords } from '@labshop/domain/gst/amount-in-words';
import {
  summariseByRate,
  type SupplyType,
  type TaxTotals,
  type TaxedLine,
} from '@labshop/domain/gst/tax';
import { formatPaise } from '@labshop/domain/money';
import {
  COLORS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  formatAmount,
  horizontalRule,
  measureText,
  writeText,
} from './pdf-layout.ts';

// Under the table: the amount in words and the tax summary by rate on the left, the totals on
// the right (rounding as its own line), then the signature block.

const TOTALS_WIDTH = 200;
const LEFT_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - 24;
const TOTALS_X = MARGIN + CONTENT_WIDTH - TOTALS_WIDTH;
const LINE = 14;

function totalRows(totals: TaxTotals, supplyType: SupplyType): [string, string][] {
  const taxes: [string, string][] =
    supplyType === 'intra-state'
      ? [
          ['CGST', formatPaise(totals.cgstPaise)],
          ['SGST', formatPaise(totals.sgstPaise)],
        ]
      : [['IGST', formatPaise(totals.igstPaise)]];
  return [
    ['Total taxable value', formatPaise(totals.taxableValuePaise)],
    ...taxes,
    ['Rounding off', formatPaise(totals.roundingPaise)],
  ];
}

function drawTotals(
  pdf: PDFKit.PDFDocument,
  totals: TaxTotals,
  supplyType: SupplyType,
  grandTotalLabel: string,
  y: number,
): number {
  let top = y;
  for (const [label, value] of totalRows(totals, supplyType)) {
    writeText(pdf, label, TOTALS_X, top, TOTALS_WIDTH / 2, { size: 8.5, color: COLORS.muted });
    writeText(pdf, value, TOTALS_X + TOTALS_WIDTH / 2, top, TOTALS_WIDTH / 2, {
      size: 8.5,
      align: 'right',
    });
    top += LINE;
  }
  pdf
    .rect(TOTALS_X - 4, top, TOTALS_WIDTH + 4, 20)
    .fillColor(COLORS.band)
    .fill();
  writeText(pdf, grandTotalLabel, TOTALS_X, top + 5, TOTALS_WIDTH / 2, { size: 9.5, bold: true });
  writeText(
    pdf,
    formatPaise(totals.grandTotalPaise),
    TOTALS_X + TOTALS_WIDTH / 2,
    top + 5,
    TOTALS_WIDTH / 2,
    {
      size: 9.5,
      bold: true,
      align: 'right',
    },
  );
  return top + 20;
}

function drawRateSummary(
  pdf: PDFKit.PDFDocument,
  lines: readonly TaxedLine[],
  supplyType: SupplyType,
  y: number,
): number {
  const heads =
    supplyType === 'intra-state'
      ? ['GST rate', 'Taxable value', 'CGST', 'SGST']
      : ['GST rate', 'Taxable value', 'IGST'];
  const width = LEFT_WIDTH / heads.length;
  const row = (cells: string[], top: number, bold = false) =>
    cells.forEach((cell, i) =>
      writeText(pdf, cell, MARGIN + i * width, top, width - 4, {
        size: 7.5,
        bold,
        align: i === 0 ? 'left' : 'right',
        color: bold ? COLORS.text : COLORS.muted,
      }),
    );
  writeText(pdf, 'Tax summary by rate', MARGIN, y, LEFT_WIDTH, { size: 8, bold: true });
  let top = y + 13;
  row(heads, top, true);
  top += 11;
  for (const summary of summariseByRate(lines)) {
    const taxes =
      supplyType === 'intra-state'
        ? [formatAmount(summary.cgstPaise), formatAmount(summary.sgstPaise)]
        : [formatAmount(summary.igstPaise)];
    row([`${summary.ratePercent}%`, formatAmount(summary.taxableValuePaise), ...taxes], top);
    top += 11;
  }
  return top;
}

function drawAmountInWords(pdf: PDFKit.PDFDocument, grandTotalPaise: number, y: number): number {
  writeText(pdf, 'Amount in words', MARGIN, y, LEFT_WIDTH, { size: 8, color: COLORS.muted });
  const height = writeText(pdf, amountInWords(grandTotalPaise), MARGIN, y + 11, LEFT_WIDTH, {
    size: 9,
    bold: true,
  });
  return y + 11 + height;
}

function drawSignature(pdf: PDFKit.PDFDocument, sellerName: string, y: number): number {
  writeText(pdf, `For ${sellerName}`, TOTALS_X - 40, y, TOTALS_WIDTH + 40, {
    size: 8.5,
    bold: true,
    align: 'right',
  });
  writeText(pdf, 'Authorised Signatory', TOTALS_X - 40, y + 34, TOTALS_WIDTH + 40, {
    size: 8,
    color: COLORS.muted,
    align: 'right',
  });
  return y + 46;
}

const SECTION_HEIGHT = 190;

export interface TotalsSection {
  lines: readonly TaxedLine[];
  totals: TaxTotals;
  supplyType: SupplyType;
  grandTotalLabel: string;
  sellerName: string;
  notes: string[];
}

/** Draws everything under the table, on a new page when it would not fit. */
export function drawTotalsSection(
  pdf: PDFKit.PDFDocument,
  section: TotalsSection,
  y: number,
  onNewPage: () => number,
): number {
  const notesHeight = section.notes.reduce(
    (sum, note) => sum + measureText(pdf, note, LEFT_WIDTH, { size: 7.5 }) + 2,
    0,
  );
  let top = y + 10;
  if (top + SECTION_HEIGHT + notesHeight > CONTENT_BOTTOM) {
    pdf.addPage();
    top = onNewPage();
  }
  const totalsEnd = drawTotals(
    pdf,
    section.totals,
    section.supplyType,
    section.grandTotalLabel,
    top,
  );
  const wordsEnd = drawAmountInWords(pdf, section.totals.grandTotalPaise, top);
  const summaryEnd = drawRateSummary(pdf, section.lines, section.supplyType, wordsEnd + 10);
  top = Math.max(totalsEnd, summaryEnd) + 14;
  horizontalRule(pdf, top);
  top += 8;
  const signatureEnd = drawSignature(pdf, section.sellerName, top);
  for (const note of section.notes) {
    top += writeText(pdf, note, MARGIN, top, LEFT_WIDTH, { size: 7.5, color: COLORS.muted }) + 2;
  }
  return Math.max(top, signatureEnd);
}
