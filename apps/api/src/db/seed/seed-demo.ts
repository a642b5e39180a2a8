import { inArray, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@labshop/domain/money';
import { toStoredPriceBreaks } from '@labshop/domain/price-breaks';
import type { Db, Tx } from '../client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import {
  banners,
  categories,
  productImages,
  products,
  productVariants,
  reviews,
  safetyDataSheets,
  users,
} from '../schema.ts';
import { demoBanners, type SeedBannerLink } from './demo-data/banners.ts';
import { demoCategories } from './demo-data/categories.ts';
import { demoReviewers, demoReviews } from './demo-data/reviews.ts';
import { demoSpecs } from './demo-data/specs.ts';
import { demoGhs } from './demo-data/ghs.ts';
import { analyzeTables, CATALOG_TABLES } from '../statistics.ts';
import { insertDemoAttributes } from './attribute-seed.ts';
import { allUrls, removeImages, saveDemoImages, type DemoImageUrls } from './demo-images.ts';
import { removeDemoSheets, saveDemoSheets, type StoredDemoSheet } from './demo-sheets.ts';

export interface SeedDeps {
  db: Db;
  storage: Storage;
  log: (line: string) => void;
}

// Arbitrary constant: serialises two processes starting at once against one PostgreSQL.
const SEED_LOCK_KEY = 4_271_001;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function isCatalogEmpty(db: Db | Tx): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !category && !product;
}

/**
 * Fills an empty shop with the demo catalog (categories, products with pictures, variants,
 * reviews, banners) so a fresh install has something to browse. Returns false, touching
 * nothing, when any category or product already exists.
 */
export async function seedDemoCatalogIfEmpty({ db, storage, log }: SeedDeps): Promise<boolean> {
  if (!(await isCatalogEmpty(db))) return false;
  const started = performance.now();
  const productCount = demoCategories.reduce((n, c) => n + c.products.length, 0);
  log(`Seeding demo catalog: ${demoCategories.length} categories, ${productCount} products...`);

  const urls = await saveDemoImages(storage);
  const sheets = await saveDemoSheets(storage);
  const removeFiles = () =>
    Promise.all([removeImages(storage, allUrls(urls)), removeDemoSheets(storage, sheets)]);
  let seeded: boolean;
  try {
    // One transaction, so a crash mid-seed leaves an empty catalog that the next start retries.
    seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await isCatalogEmpty(tx))) return false;
      await insertDemoCatalog(tx, urls, sheets, Date.now());
      return true;
    });
  } catch (error) {
    await removeFiles();
    throw error;
  }
  if (!seeded) {
    await removeFiles();
    log('Demo catalog skipped: another process seeded it first.');
    return false;
  }
  await analyzeTables(db, CATALOG_TABLES);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`Demo catalog seeded in ${seconds} s (${allUrls(urls).length} images).`);
  return true;
}

function ratingsBySku(): Map<string, { averageRating: number; totalReviews: number }> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const [sku, , rating] of demoReviews) {
    const entry = sums.get(sku) ?? { sum: 0, count: 0 };
    sums.set(sku, { sum: entry.sum + rating, count: entry.count + 1 });
  }
  return new Map(
    [...sums].map(([sku, { sum, count }]) => [
      sku,
      { averageRating: Math.round((sum / count) * 100) / 100, totalReviews: count },
    ]),
  );
}

async function insertDemoCatalog(
  tx: Tx,
  urls: DemoImageUrls,
  sheets: StoredDemoSheet[],
  now: number,
): Promise<void> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      demoCategories.map((category, i) => ({
        name: category.name,
        status: category.status,
        image: urls.categories[i]!,
        hsnCode: category.gst.hsnCode,
        gstRatePercent: category.gst.ratePercent,
        createdAt: new Date(now - (90 - i) * DAY_MS),
      })),
    )
    .returning({ id: categories.id });

  const ratings = ratingsBySku();
  const flat = demoCategories.flatMap((category, c) =>
    category.products.map((product) => ({ product, category, categoryId: categoryRows[c]!.id })),
  );
  const productRows = await tx
    .insert(products)
    .values(
      flat.map(({ product, category, categoryId }, i) => {
        // Spread over the last ~7 weeks in a shuffled order so New Arrivals mixes categories.
        const createdAt = new Date(now - (((i * 37) % 97) * 12 + (i % 5)) * HOUR_MS);
        const variantStock = product.variants?.reduce((n, v) => n + v.stock, 0);
        return {
          name: product.name,
          description: product.description,
          brand: product.brand,
          sku: product.sku,
          categoryId,
          mrpPaise: rupeesToPaise(product.mrp),
          sellingPricePaise: rupeesToPaise(product.price),
          onHand: variantStock ?? product.stock,
          minProductAlert: product.minAlert,
          tags: product.tags,
          status: product.inactive ? ('inactive' as const) : ('active' as const),
          isFeatured: product.featured ?? false,
          isPerishable: product.perishable ?? category.perishable ?? false,
          variantsEnabled: Boolean(product.variants?.length),
          deliveryType: product.delivery?.type ?? 'home',
          deliveryChargePaise: rupeesToPaise(product.delivery?.charge ?? 0),
          deliveryTimeEstimate: product.days,
          hsnCode: category.gst.hsnCode,
          gstRatePercent: category.gst.ratePercent,
          specs: demoSpecs[product.sku] ?? [],
          priceBreaks: toStoredPriceBreaks(product.priceBreaks ?? []),
          casNumber: product.casNumber ?? null,
          ghs: demoGhs[product.sku] ?? null,
          averageRating: ratings.get(product.sku)?.averageRating ?? 0,
          totalReviews: ratings.get(product.sku)?.totalReviews ?? 0,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: products.id, sku: products.sku, createdAt: products.createdAt });
  // The chemicals' Formula, Grade and Assay rows become their typed fields, by the rule of
  // migration 0018, which made the function.
  await tx.execute(sql`select labshop_move_chemical_details()`);

  await tx
    .insert(productImages)
    .values(
      productRows.map((row, i) => ({ productId: row.id, url: urls.products[i]!, position: 0 })),
    );

  const variantRows = flat.flatMap(({ product }, i) =>
    (product.variants ?? []).map((variant, position) => ({
      productId: productRows[i]!.id,
      name: variant.name,
      sellingPricePaise: rupeesToPaise(variant.price),
      priceBreaks: toStoredPriceBreaks(variant.priceBreaks ?? []),
      onHand: variant.stock,
      position,
    })),
  );
  if (variantRows.length) await tx.insert(productVariants).values(variantRows);

  await insertDemoReviews(tx, productRows, now);
  await insertDemoSheets(tx, productRows, sheets, now);

  const categoryIdByName = new Map(demoCategories.map((c, i) => [c.name, categoryRows[i]!.id]));
  const productIdBySku = new Map(productRows.map((row) => [row.sku, row.id]));
  await insertDemoAttributes(tx, categoryIdByName, productIdBySku);
  const positions = { primary: 0, secondary: 0 };
  await tx.insert(banners).values(
    demoBanners.map((banner, i) => ({
      image: urls.banners[i]!,
      alt: banner.alt,
      headline: banner.headline,
      subtitle: banner.subtitle,
      ...bannerLink(banner.link, categoryIdByName, productIdBySku),
      type: banner.type,
      status: 'active' as const,
      position: ++positions[banner.type],
    })),
  );
}

/** The demo solvents' safety data sheets, uploaded "by nobody" a week ago. */
async function insertDemoSheets(
  tx: Tx,
  productRows: { id: string; sku: string }[],
  sheets: StoredDemoSheet[],
  now: number,
): Promise<void> {
  const idBySku = new Map(productRows.map((row) => [row.sku, row.id]));
  const rows = sheets.map((sheet) => {
    const productId = idBySku.get(sheet.sku);
    if (!productId) throw new Error(`Demo safety data sheet for an unknown SKU ${sheet.sku}`);
    const { sku: _sku, ...stored } = sheet;
    return { ...stored, productId, uploadedAt: new Date(now - 7 * DAY_MS) };
  });
  if (rows.length) await tx.insert(safetyDataSheets).values(rows);
}

function bannerLink(
  link: SeedBannerLink | undefined,
  categoryIdByName: Map<string, string>,
  productIdBySku: Map<string, string>,
) {
  if (!link) return { linkType: 'none' as const, linkTarget: '' };
  const target =
    'category' in link
      ? categoryIdByName.get(link.category)
      : 'sku' in link
        ? productIdBySku.get(link.sku)
        : link.url;
  if (!target) throw new Error(`Demo banner links to an unknown ${JSON.stringify(link)}`);
  const linkType = 'category' in link ? 'category' : 'sku' in link ? 'product' : 'url';
  return { linkType: linkType as 'category' | 'product' | 'url', linkTarget: target };
}

async function insertDemoReviews(
  tx: Tx,
  productRows: { id: string; sku: string; createdAt: Date }[],
  now: number,
): Promise<void> {
  // The reviewers may survive from an earlier catalog an admin has since emptied.
  await tx
    .insert(users)
    .values(demoReviewers.map((r) => ({ ...r, emailVerified: true })))
    .onConflictDoNothing();
  const reviewers = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      inArray(
        users.email,
        demoReviewers.map((r) => r.email),
      ),
    );
  const reviewerByEmail = new Map(reviewers.map((r) => [r.email, r]));
  const productBySku = new Map(productRows.map((row) => [row.sku, row]));

  await tx.insert(reviews).values(
    demoReviews.map(([sku, reviewerIndex, rating, comment, daysAgo]) => {
      const product = productBySku.get(sku);
      const reviewer = reviewerByEmail.get(demoReviewers[reviewerIndex]!.email);
      if (!product || !reviewer) throw new Error(`Demo review for unknown ${sku}/${reviewerIndex}`);
      // A review can't predate its product's listing.
      const createdAt = new Date(
        Math.max(now - daysAgo * DAY_MS, product.createdAt.getTime() + HOUR_MS),
      );
      return {
        productId: product.id,
        userId: reviewer.id,
        authorName: reviewer.name,
        rating,
        comment,
        createdAt,
      };
    }),
  );
}
