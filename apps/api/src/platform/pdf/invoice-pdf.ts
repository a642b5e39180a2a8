import { formatIndiaDate } from '@labshop/domain/gst/india-time';
import { describeState, stateByCode, type GstState } from '@labshop/domain/gst/states';
import { taxInvoice } from '@labshop/domain/gst/tax';
import { createPdfDocument } from './fonts.ts';
import type { InvoiceDocument, InvoiceShipTo } from './invoice-document.ts';
import { drawLinesTable } from './invoice-table.ts';
import { drawTotalsSection } from './invoice-totals.ts';
import { A4, COLORS, CONTENT_WIDTH, MARGIN, horizontalRule, writeText } from './pdf-layout.ts';

// An A4 tax invoice or credit note as CGST rule 46 (and 53 for credit notes) asks: supplier and
// recipient with GSTINs, place of supply, number and date, per-line HSN, taxable value, rate
// and tax, totals that equal the amount paid, and the amount in words.

const TITLES = { invoice: 'TAX INVOICE', 'credit-note': 'CREDIT NOTE' } as const;
const HALF = CONTENT_WIDTH / 2;

function knownState(code: string, what: string): GstState {
  const state = stateByCode(code);
  if (!state) throw new RangeError(`${what} is not a GST state code: ${code}`);
  return state;
}

function drawSeller(pdf: PDFKit.PDFDocument, document: InvoiceDocument, sellerState: GstState) {
  const { seller } = document;
  let y = MARGIN;
  y += writeText(pdf, seller.legalName, MARGIN, y, HALF + 40, { size: 13, bold: true });
  y += writeText(pdf, seller.address, MARGIN, y + 2, HALF + 20, { size: 8.5, color: COLORS.muted });
  y += writeText(pdf, `GSTIN: ${seller.gstin}`, MARGIN, y + 4, HALF, { size: 8.5, bold: true });
  y += writeText(pdf, `State: ${describeState(sellerState)}`, MARGIN, y + 4, HALF, { size: 8.5 });
  const titleX = MARGIN + HALF;
  writeText(pdf, TITLES[document.kind], titleX, MARGIN, HALF, {
    size: 16,
    bold: true,
    color: COLORS.accent,
    align: 'right',
  });
  writeText(pdf, 'Original for recipient', titleX, MARGIN + 22, HALF, {
    size: 8,
    color: COLORS.muted,
    align: 'right',
  });
  return y + 10;
}

function detailRows(document: InvoiceDocument, placeOfSupply: GstState, isIntraState: boolean) {
  const numberLabel = document.kind === 'invoice' ? 'Invoice No.' : 'Credit note No.';
  const rows: [string, string][] = [
    [numberLabel, document.number],
    ['Date of issue', formatIndiaDate(document.issuedAt)],
  ];
  if (document.kind === 'credit-note') {
    rows.push(
      ['Against invoice', document.reverses.number],
      ['Invoice date', formatIndiaDate(document.reverses.issuedAt)],
      ['Reason', document.reason],
    );
  }
  rows.push(['Order reference', document.orderReference]);
  if (document.purchaseOrderNumber) rows.push(['Your PO No.', document.purchaseOrderNumber]);
  if (document.quoteNumber) rows.push(['Our quote No.', document.quoteNumber]);
  rows.push(
    ['Place of supply', describeState(placeOfSupply)],
    ['Supply', isIntraState ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'],
    ['Reverse charge', 'No'],
  );
  return rows;
}

function drawShipTo(pdf: PDFKit.PDFDocument, shipTo: InvoiceShipTo, top: number): number {
  const width = HALF - 16;
  let y = top;
  y += writeText(pdf, 'Ship to', MARGIN, y, width, { size: 8, color: COLORS.muted });
  y += writeText(pdf, shipTo.name, MARGIN, y + 2, width, { size: 10, bold: true });
  if (shipTo.company) y += writeText(pdf, shipTo.company, MARGIN, y + 2, width, { size: 8.5 });
  y += writeText(pdf, shipTo.address, MARGIN, y + 2, width, { size: 8.5 });
  if (shipTo.phone) {
    y += writeText(pdf, `Phone: ${shipTo.phone}`, MARGIN, y + 4, width, { size: 8.5 });
  }
  return y;
}

function drawParties(
  pdf: PDFKit.PDFDocument,
  document: InvoiceDocument,
  placeOfSupply: GstState,
  isIntraState: boolean,
  y: number,
): number {
  horizontalRule(pdf, y, COLORS.accent);
  const top = y + 10;
  const { recipient } = document;
  let left = top;
  left += writeText(pdf, 'Bill to', MARGIN, left, HALF - 16, { size: 8, color: COLORS.muted });
  left += writeText(pdf, recipient.name, MARGIN, left + 2, HALF - 16, { size: 10, bold: true });
  left += writeText(pdf, recipient.billingAddress, MARGIN, left + 2, HALF - 16, { size: 8.5 });
  const gstin = recipient.gstin ? `GSTIN: ${recipient.gstin}` : 'GSTIN: unregistered buyer';
  left += writeText(pdf, gstin, MARGIN, left + 4, HALF - 16, {
    size: 8.5,
    bold: !!recipient.gstin,
  });
  if (document.shipTo) left = drawShipTo(pdf, document.shipTo, left + 12);

  let right = top;
  const labelX = MARGIN + HALF;
  for (const [label, value] of detailRows(document, placeOfSupply, isIntraState)) {
    writeText(pdf, label, labelX, right, 90, { size: 8.5, color: COLORS.muted });
    right += writeText(pdf, value, labelX + 90, right, HALF - 90, { size: 8.5, bold: true }) + 2;
  }
  return Math.max(left, right) + 12;
}

/** The heading of every page after the first, so a loose page still says whose it is. */
function drawContinuation(pdf: PDFKit.PDFDocument, document: InvoiceDocument): number {
  const title = `${TITLES[document.kind]} ${document.number} (continued)`;
  writeText(
    pdf,
    `${document.seller.legalName} · GSTIN ${document.seller.gstin}`,
    MARGIN,
    MARGIN,
    HALF,
    { size: 8.5 },
  );
  writeText(pdf, title, MARGIN + HALF, MARGIN, HALF, { size: 8.5, bold: true, align: 'right' });
  return MARGIN + 20;
}

function drawPageFooters(pdf: PDFKit.PDFDocument, document: InvoiceDocument) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Writing below the bottom margin would otherwise make pdfkit start another page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = A4.height - MARGIN;
    horizontalRule(pdf, y - 6);
    writeText(pdf, `${document.number} · Computer-generated document`, MARGIN, y, HALF, {
      size: 7,
      color: COLORS.muted,
    });
    writeText(pdf, `Page ${i - start + 1} of ${count}`, MARGIN + HALF, y, HALF, {
      size: 7,
      color: COLORS.muted,
      align: 'right',
    });
    pdf.page.margins.bottom = bottom;
  }
}

function notesFor(document: InvoiceDocument): string[] {
  const notes = ['Prices include GST; each line shows the tax it contains.'];
  if (document.kind === 'credit-note') {
    notes.push(
      document.isPartial
        ? `This credit note reverses only the returned goods listed above, of invoice ${document.reverses.number}.`
        : `This credit note reverses invoice ${document.reverses.number} in full.`,
    );
  }
  return notes;
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/** Renders the document as an A4 PDF with its font embedded. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const sellerState = knownState(document.seller.stateCode, 'The seller state');
  const placeOfSupply = knownState(document.placeOfSupplyCode, 'The place of supply');
  const taxed = taxInvoice({
    sellerStateCode: sellerState.code,
    placeOfSupplyCode: placeOfSupply.code,
    lines: document.lines,
  });
  const title = document.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  const pdf = createPdfDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IN',
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.legalName,
      Subject: `Order ${document.orderReference}`,
      CreationDate: document.issuedAt,
    },
  });
  const done = collect(pdf);

  const isIntraState = taxed.supplyType === 'intra-state';
  const continuation = () => drawContinuation(pdf, document);
  let y = drawSeller(pdf, document, sellerState);
  y = drawParties(pdf, document, placeOfSupply, isIntraState, y);
  y = drawLinesTable(pdf, taxed.lines, taxed.supplyType, y, continuation);
  drawTotalsSection(
    pdf,
    {
      lines: taxed.lines,
      totals: taxed.totals,
      supplyType: taxed.supplyType,
      grandTotalLabel: document.kind === 'invoice' ? 'Grand total' : 'Total credited',
      sellerName: document.seller.legalName,
      notes: notesFor(document),
    },
    y,
    continuation,
  );
  drawPageFooters(pdf, document);
  pdf.end();
  return done;
}
