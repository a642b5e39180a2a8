import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans Condensed has the rupee sign (U+20B9) and fits a ten-column table on A4; it comes
// from an npm package (Bitstream Vera licence, free to embed), so nothing is fetched at run time.
const require = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
} as const;

export type FontWeight = keyof typeof FONT_FILES;

const loaded = new Map<FontWeight, Buffer>();

/** The font file's bytes, read once per process (or worker thread). */
export function fontData(weight: FontWeight): Buffer {
  let data = loaded.get(weight);
  if (!data) {
    data = readFileSync(FONT_FILES[weight]);
    loaded.set(weight, data);
  }
  return data;
}

/**
 * A new PDF document that writes in our fonts only, registered under the names the layout
 * uses ('regular', 'bold') and starting on 'regular'. No default font is given to pdfkit: it
 * would load Helvetica (unembedded) or, given our face as the default, find the registered
 * one under the face's name later and decline to cache it, re-parsing the 700 KB file for
 * every `font('regular')` (every table cell). So each face is parsed once per document.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const pdf = new PDFDocument({ ...options, font: null as unknown as string });
  for (const weight of Object.keys(FONT_FILES) as FontWeight[]) {
    pdf.registerFont(weight, fontData(weight));
  }
  pdf.font('regular');
  return pdf;
}
