import sharp from 'sharp';
import type { Pictogram } from './demo-data/types.ts';
import { pictogram } from './pictograms.ts';

const FONT = 'font-family="\'DejaVu Sans\', sans-serif"';

export interface CategoryLook {
  pictogram: Pictogram;
  background: string;
  accent: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Greedy word wrap into at most `maxLines`; the last line gets an ellipsis if text remains. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      lines.push(`${current.slice(0, maxChars - 1)}…`);
      return lines;
    }
    lines.push(current);
    current = word;
  }
  if (current)
    lines.push(current.length > maxChars ? `${current.slice(0, maxChars - 1)}…` : current);
  return lines;
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, attrs: string) {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** 600 x 600 product picture: pictogram, name on up to two lines, and the brand. */
export function renderProductImage(look: CategoryLook, name: string, brand: string) {
  const lines = wrapText(name, 22, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" ${FONT}>
    <rect width="600" height="600" fill="${look.background}" />
    <rect x="24" y="24" width="552" height="552" rx="28" fill="#ffffff" fill-opacity="0.55" />
    ${pictogram(look.pictogram, 180, 70, 240, look.accent)}
    ${textLines(lines, 300, 388, 44, `text-anchor="middle" font-size="34" font-weight="bold" fill="#0f172a"`)}
    <text x="300" y="${388 + lines.length * 44 + 30}" text-anchor="middle" font-size="28"
      fill="${look.accent}">${escapeXml(brand.toUpperCase())}</text>
  </svg>`;
  return toWebp(svg);
}

/** 400 x 400 category tile for the home page's category row. */
export function renderCategoryImage(look: CategoryLook, name: string) {
  const lines = wrapText(name, 18, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" ${FONT}>
    <rect width="400" height="400" fill="${look.background}" />
    <circle cx="200" cy="150" r="120" fill="#ffffff" fill-opacity="0.6" />
    ${pictogram(look.pictogram, 100, 55, 200, look.accent)}
    ${textLines(lines, 200, 322, 36, `text-anchor="middle" font-size="30" font-weight="bold" fill="#0f172a"`)}
  </svg>`;
  return toWebp(svg);
}

export interface BannerArt {
  headline: string;
  subline: string;
  background: string;
  accent: string;
}

/** Wide banner: 1600 x 500 for the primary carousel, 1200 x 400 for the sale row. */
export function renderBannerImage(art: BannerArt, width: number, height: number) {
  const unit = height / 500;
  const headline = Math.round(64 * unit);
  const subline = Math.round(30 * unit);
  const x = Math.round(90 * unit);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ${FONT}>
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="${art.background}" />
      <stop offset="1" stop-color="#0f172a" />
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)" />
    <circle cx="${width - height * 0.45}" cy="${height * 0.5}" r="${height * 0.62}"
      fill="${art.accent}" fill-opacity="0.12" />
    <circle cx="${width - height * 0.2}" cy="${height * 0.15}" r="${height * 0.3}"
      fill="${art.accent}" fill-opacity="0.1" />
    <rect x="${x}" y="${height * 0.3}" width="${80 * unit}" height="${8 * unit}" fill="${art.accent}" />
    <text x="${x}" y="${height * 0.3 + headline * 1.4}" font-size="${headline}" font-weight="bold"
      fill="#ffffff">${escapeXml(art.headline)}</text>
    <text x="${x}" y="${height * 0.3 + headline * 1.4 + subline * 2}" font-size="${subline}"
      fill="${art.accent}">${escapeXml(art.subline)}</text>
  </svg>`;
  return toWebp(svg);
}

/** Runs `work` over `items` a few at a time: sharp is multi-threaded already, so small batches
 * keep memory flat without losing speed. */
export async function mapInBatches<T, R>(
  items: readonly T[],
  batchSize: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))));
  }
  return results;
}
