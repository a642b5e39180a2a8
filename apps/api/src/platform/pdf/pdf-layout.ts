import type { Paise } from '@labshop/domain/money';

// The page and type scale every part of the invoice draws with.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 36;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** Where body content must stop, leaving room for the page footer. */
export const CONTENT_BOTTOM = A4.height - MARGIN - 24;

export const COLORS = {
  text: '#0f172a',
  muted: '#475569',
  accent: '#0f766e',
  rule: '#cbd5e1',
  band: '#f1f5f9',
} as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Writes `value` in a box `width` wide at (x, y) and answers the height it took. */
export function writeText(
  pdf: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  const { size = 8, bold = false, color = COLORS.text, align = 'left' } = style;
  pdf
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color);
  const options = { width, align, lineGap: 1 };
  pdf.text(value, x, y, options);
  return pdf.heightOfString(value, options);
}

export function measureText(
  pdf: PDFKit.PDFDocument,
  value: string,
  width: number,
  style: TextStyle = {},
): number {
  const { size = 8, bold = false } = style;
  pdf.font(bold ? 'bold' : 'regular').fontSize(size);
  return pdf.heightOfString(value, { width, lineGap: 1 });
}

export function horizontalRule(pdf: PDFKit.PDFDocument, y: number, color: string = COLORS.rule) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 12045050 -> '1,20,450.50': table cells, where the column heading says rupees. */
export function formatAmount(paise: Paise): string {
  return amount.format(paise / 100);
}
