import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
 * Registers both weights under the names the layout uses and starts on 'regular'. pdfkit then
 * parses each face once per document and finds it by name for every later cell.
 */
export function registerFonts(pdf: PDFKit.PDFDocument): void {
  for (const weight of Object.keys(FONT_FILES) as FontWeight[]) {
    pdf.registerFont(weight, fontData(weight));
  }
  pdf.font('regular');
}
