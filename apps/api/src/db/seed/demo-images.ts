import type { Storage } from '../../platform/storage/storage.ts';
import { demoBanners } from './demo-data/banners.ts';
import { demoCategories } from './demo-data/categories.ts';
import {
  mapInBatches,
  renderBannerImage,
  renderCategoryImage,
  renderProductImage,
} from './images.ts';
import { productKind } from './product-kinds.ts';

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
  const categories = await mapInBatches(demoCategories, BATCH_SIZE, async (category) =>
    storage.save(await renderCategoryImage(category), 'webp'),
  );
  // Products of one kind in one category look alike, so each picture is drawn once; every
  // product still gets its own file, since deleting a product deletes its images.
  const looks = demoCategories.flatMap((category) =>
    category.products.map((product) => ({
      category,
      kind: productKind(product.name, category.pictogram),
      key: `${category.name}/${productKind(product.name, category.pictogram)}`,
    })),
  );
  const distinct = [...new Map(looks.map((look) => [look.key, look])).values()];
  const pictures = new Map(
    await mapInBatches(distinct, BATCH_SIZE, async ({ category, kind, key }) => {
      return [key, await renderProductImage(category, kind)] as const;
    }),
  );
  const products = await mapInBatches(looks, BATCH_SIZE, ({ key }) =>
    storage.save(pictures.get(key)!, 'webp'),
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
