import type { SupplyType, TaxSplit, TaxedLine } from '@labshop/domain/gst/tax';
import type { InvoiceLine } from './invoice-document.ts';
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

// The lines table: one row per order line, and a row for its delivery charge when there is one.

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const TEXT_SIZE = 7.5;
const PAD = 3;

function columnsFor(supplyType: SupplyType): Column[] {
  const taxColumns: Column[] =
    supplyType === 'intra-state'
      ? [
          { label: 'CGST\n(₹)', width: 46, align: 'right' },
          { label: 'SGST\n(₹)', width: 46, align: 'right' },
        ]
      : [{ label: 'IGST\n(₹)', width: 60, align: 'right' }];
  const fixed: Column[] = [
    { label: '#', width: 16, align: 'center' },
    { label: 'Description', width: 0, align: 'left' },
    { label: 'HSN', width: 44, align: 'center' },
    { label: 'Qty', width: 26, align: 'right' },
    { label: 'Unit', width: 28, align: 'center' },
    { label: 'Unit price\nincl. GST (₹)', width: 58, align: 'right' },
    { label: 'Taxable\nvalue (₹)', width: 58, align: 'right' },
    { label: 'GST\nrate', width: 28, align: 'right' },
    ...taxColumns,
    { label: 'Total\n(₹)', width: 58, align: 'right' },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) =>
    column.label === 'Description' ? { ...column, width: CONTENT_WIDTH - used } : column,
  );
}

function taxCells(split: TaxSplit, supplyType: SupplyType): string[] {
  return supplyType === 'intra-state'
    ? [formatAmount(split.cgstPaise), formatAmount(split.sgstPaise)]
    : [formatAmount(split.igstPaise)];
}

function rowsFor(lines: readonly (InvoiceLine & TaxedLine)[], supplyType: SupplyType): string[][] {
  return lines.flatMap((line, index) => {
    const { goods, delivery } = line;
    const goodsRow = [
      String(index + 1),
      line.description,
      line.hsnCode,
      String(line.quantity),
      line.unit,
      formatAmount(line.unitPricePaise),
      formatAmount(goods.taxableValuePaise),
      `${goods.ratePercent}%`,
      ...taxCells(goods, supplyType),
      formatAmount(goods.totalPaise),
    ];
    if (!delivery) return [goodsRow];
    const deliveryRow = [
      '',
      `Delivery charges for item ${index + 1}`,
      line.hsnCode,
      '',
      '',
      '',
      formatAmount(delivery.taxableValuePaise),
      `${delivery.ratePercent}%`,
      ...taxCells(delivery, supplyType),
      formatAmount(delivery.totalPaise),
    ];
    return [goodsRow, deliveryRow];
  });
}

const MIN_FIGURE_SIZE = 5.5;

/** Figures never wrap: a crore-sized amount shrinks to fit its column instead. */
function figureSize(pdf: PDFKit.PDFDocument, value: string, width: number): number {
  pdf.font('regular').fontSize(TEXT_SIZE);
  const natural = pdf.widthOfString(value);
  return natural <= width ? TEXT_SIZE : Math.max(MIN_FIGURE_SIZE, (TEXT_SIZE * width) / natural);
}

// Only the description (and the two-line headings) wrap; every other cell is one line.
const WRAPPING_COLUMN = 1;

function rowHeight(pdf: PDFKit.PDFDocument, cells: string[], columns: Column[], bold = false) {
  const heights = cells.map((cell, i) =>
    bold || i === WRAPPING_COLUMN
      ? measureText(pdf, cell, (columns[i]?.width ?? 0) - 2 * PAD, { size: TEXT_SIZE, bold })
      : measureText(pdf, 'X', 100, { size: TEXT_SIZE }),
  );
  return Math.max(...heights) + 2 * PAD;
}

function drawRow(
  pdf: PDFKit.PDFDocument,
  cells: string[],
  columns: Column[],
  y: number,
  style: { bold?: boolean; color?: string } = {},
) {
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = columns[i];
    if (!column) return;
    const width = column.width - 2 * PAD;
    const isFigure = !style.bold && i !== WRAPPING_COLUMN;
    writeText(pdf, cell, x + PAD, y + PAD, width, {
      size: isFigure ? figureSize(pdf, cell, width) : TEXT_SIZE,
      align: column.align,
      ...style,
    });
    x += column.width;
  });
}

function drawHeader(pdf: PDFKit.PDFDocument, columns: Column[], y: number): number {
  const labels = columns.map((column) => column.label);
  const height = rowHeight(pdf, labels, columns, true);
  pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(COLORS.band).fill();
  drawRow(pdf, labels, columns, y, { bold: true, color: COLORS.text });
  horizontalRule(pdf, y + height, COLORS.muted);
  return y + height;
}

/**
 * Draws the table from `y`, starting a new page (and repeating the heading) when a row would
 * run into the footer; `onNewPage` draws what each continued page opens with. Answers where
 * the table ends.
 */
export function drawLinesTable(
  pdf: PDFKit.PDFDocument,
  lines: readonly (InvoiceLine & TaxedLine)[],
  supplyType: SupplyType,
  y: number,
  onNewPage: () => number,
): number {
  const columns = columnsFor(supplyType);
  let top = drawHeader(pdf, columns, y);
  for (const cells of rowsFor(lines, supplyType)) {
    const height = rowHeight(pdf, cells, columns);
    if (top + height > CONTENT_BOTTOM) {
      pdf.addPage();
      top = drawHeader(pdf, columns, onNewPage());
    }
    drawRow(pdf, cells, columns, top);
    top += height;
    horizontalRule(pdf, top);
  }
  return top;
}
