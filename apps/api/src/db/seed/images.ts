import sharp from 'sharp';
import type { Pictogram } from './demo-data/types.ts';
import { productShapes, type ProductKind } from './product-kinds.ts';
import { drawing, pictogram } from './pictograms.ts';

export interface CategoryLook {
  pictogram: Pictogram;
  background: string;
  accent: string;
}

async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/**
 * 600 x 600 product picture: the drawing of its kind (beaker, burette, ...) in the category's
 * colours. No text: cards and pages print the name beside it, and text in a picture is
 * unreadable at thumbnail size.
 */
export function renderProductImage(look: CategoryLook, kind: ProductKind) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="${look.background}" />
    <rect x="24" y="24" width="552" height="552" rx="28" fill="#ffffff" fill-opacity="0.6" />
    ${drawing(productShapes[kind], 90, 90, 420, look.accent)}
  </svg>`;
  return toWebp(svg);
}

/** 400 x 400 category tile for the home page's category row; the tile prints the name. */
export function renderCategoryImage(look: CategoryLook) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${look.background}" />
    <circle cx="200" cy="200" r="160" fill="#ffffff" fill-opacity="0.6" />
    ${pictogram(look.pictogram, 80, 80, 240, look.accent)}
  </svg>`;
  return toWebp(svg);
}

export interface BannerArt {
  background: string;
  accent: string;
  pictogram: Pictogram;
}

/**
 * Wide banner art: 1600 x 500 for the primary carousel, 1200 x 400 for the sale row. The page
 * draws the headline over its left part, so that part stays a plain dark gradient and the
 * drawing sits on the right, where a phone's crop may cut it without losing anything.
 */
export function renderBannerImage(art: BannerArt, width: number, height: number) {
  const size = height * 0.72;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#0f172a" />
      <stop offset="0.45" stop-color="${art.background}" />
      <stop offset="1" stop-color="${art.background}" />
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)" />
    <circle cx="${width - height * 0.6}" cy="${height * 0.5}" r="${height * 0.62}"
      fill="${art.accent}" fill-opacity="0.12" />
    <circle cx="${width - height * 0.2}" cy="${height * 0.15}" r="${height * 0.3}"
      fill="${art.accent}" fill-opacity="0.1" />
    ${pictogram(art.pictogram, width - height * 0.6 - size / 2, height * 0.08, size, art.accent)}
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
