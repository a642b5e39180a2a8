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

/** The font file's bytes, read once per process. */
export function fontData(weight: FontWeight): Buffer {
  let data = loaded.get(weight);
  if (!data) {
    data = readFileSync(FONT_FILES[weight]);
    loaded.set(weight, data);
  }
  return data;
}
