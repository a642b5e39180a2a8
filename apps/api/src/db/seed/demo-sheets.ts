import PDFDocument from 'pdfkit';
import {
  COLORS,
  CONTENT_WIDTH,
  MARGIN,
  horizontalRule,
  writeText,
} from '../../platform/pdf/pdf-layout.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { newSheetKey } from '../../modules/safety-data-sheets/sheet-key.ts';
import { demoSheets, type DemoSheet } from './demo-data/safety-data-sheets.ts';

export interface StoredDemoSheet {
  sku: string;
  storageKey: string;
  fileName: string;
  byteSize: number;
}

/**
 * One A4 page: the substance, its signal word, then each section's lines. In the PDF standard
 * fonts (ASCII text only), not the invoices' embedded DejaVu: parsing that takes most of a
 * second per document, and the seed runs at every fresh start.
 */
export function renderDemoSheet(sheet: DemoSheet): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en',
    info: { Title: `Safety data sheet: ${sheet.substance}`, Author: 'LabShop demo' },
  });
  // The names pdf-layout's writeText draws with.
  pdf.registerFont('regular', 'Helvetica');
  pdf.registerFont('bold', 'Helvetica-Bold');
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = MARGIN;
  y += writeText(pdf, 'SAFETY DATA SHEET', MARGIN, y, CONTENT_WIDTH, {
    size: 16,
    bold: true,
    color: COLORS.accent,
  });
  y += writeText(
    pdf,
    'Demo document of the LabShop demonstration catalogue; not for use.',
    MARGIN,
    y + 2,
    CONTENT_WIDTH,
    {
      size: 8,
      color: COLORS.muted,
    },
  );
  horizontalRule(pdf, y + 8);
  y += 16;
  const identification = [
    '1. Identification',
    `Product: ${sheet.substance}`,
    `CAS number: ${sheet.casNumber}`,
    `Signal word: ${sheet.signalWord}`,
  ];
  for (const section of [
    { title: identification[0]!, lines: identification.slice(1) },
    ...sheet.sections,
  ]) {
    y += writeText(pdf, section.title, MARGIN, y + 10, CONTENT_WIDTH, { size: 11, bold: true });
    for (const line of section.lines) {
      y += writeText(pdf, line, MARGIN, y + 14, CONTENT_WIDTH, { size: 9.5 }) + 2;
    }
    y += 6;
  }
  pdf.end();
  return done;
}

/** Draws and stores each demo sheet under a private key; the seed adds their rows. */
export async function saveDemoSheets(storage: Storage): Promise<StoredDemoSheet[]> {
  const stored: StoredDemoSheet[] = [];
  for (const sheet of demoSheets) {
    const data = await renderDemoSheet(sheet);
    const storageKey = newSheetKey();
    await storage.savePrivate(storageKey, data, 'application/pdf');
    const fileName = `${sheet.substance.toLowerCase().replace(/\W+/g, '-')}-sds.pdf`;
    stored.push({ sku: sheet.sku, storageKey, fileName, byteSize: data.length });
  }
  return stored;
}

/** Best effort, as for the demo images. */
export async function removeDemoSheets(storage: Storage, sheets: StoredDemoSheet[]) {
  await Promise.allSettled(sheets.map((sheet) => storage.removePrivate(sheet.storageKey)));
}
