import type { Storage } from '../../platform/storage/storage.ts';
import { demoBanners } from './demo-data/banners.ts';
import { demoCategories } from './demo-data/categories.ts';
import {
  mapInBatches,
  renderBannerImage,
  renderCategoryImage,
  renderProductImage,
} from './images.ts';

const BATCH_SIZE = 8;

export interface DemoImageUrls {
  categories: string[];
  /** One URL per product, in the order of demoCategories and their products. */
  products: string[];
  banners: string[];
}

export function allUrls(urls: DemoImageUrls): string[] {
  return [...urls.categories, ...urls.products, ...urls.banners];
}

/** Draws and stores every demo picture; nothing is downloaded, so seeding works offline. */
export async function saveDemoImages(storage: Storage): Promise<DemoImageUrls> {
  const productJobs = demoCategories.flatMap((category) =>
    category.products.map((product) => ({ category, product })),
  );
  const categories = await mapInBatches(demoCategories, BATCH_SIZE, async (category) =>
    storage.save(await renderCategoryImage(category, category.name), 'webp'),
  );
  const products = await mapInBatches(productJobs, BATCH_SIZE, async ({ category, product }) =>
    storage.save(await renderProductImage(category, product.name, product.brand), 'webp'),
  );
  const banners = await mapInBatches(demoBanners, BATCH_SIZE, async (banner) => {
    const [width, height] = banner.type === 'primary' ? [1600, 500] : [1200, 400];
    return storage.save(await renderBannerImage(banner, width, height), 'webp');
  });
  return { categories, products, banners };
}

/** Best effort: a failed seed should not leave orphaned files, but cleanup must not mask why. */
export async function removeImages(storage: Storage, urls: string[]): Promise<void> {
  await Promise.allSettled(urls.map((url) => storage.remove(url)));
}
