import { createHash } from 'node:crypto';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNotNull, max, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCasNumber } from '@labshop/domain/chemicals/cas-number';
import {
  banners,
  categories,
  productImages,
  products,
  productVariants,
  reviews,
  safetyDataSheets,
  users,
} from '../src/db/schema.ts';
import { seedDemoCatalogIfEmpty } from '../src/db/seed/seed-demo.ts';
import { createLocalStorage, UPLOADS_URL_PREFIX } from '../src/platform/storage/local-storage.ts';
import { plannedRows } from './support/planner.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
let uploadsDir: string;
let firstRun: boolean;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'labshop-seed-'));
  firstRun = await seedDemoCatalogIfEmpty({
    db: database.db,
    storage: createLocalStorage(uploadsDir, path.join(uploadsDir, 'private')),
    log: (line) => logLines.push(line),
  });
});

afterAll(async () => {
  await database?.dispose();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

async function countRows() {
  const db = database.db;
  const [[c], [p], [v], [i], [r], [b]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(productVariants),
    db.select({ n: count() }).from(productImages),
    db.select({ n: count() }).from(reviews),
    db.select({ n: count() }).from(banners),
  ]);
  return {
    categories: c!.n,
    products: p!.n,
    variants: v!.n,
    images: i!.n,
    reviews: r!.n,
    banners: b!.n,
  };
}

describe('demo catalog seed', () => {
  it('seeds an empty database and says so in the log', () => {
    expect(firstRun).toBe(true);
    expect(logLines[0]).toMatch(/^Seeding demo catalog: \d+ categories, \d+ products/);
    expect(logLines.at(-1)).toMatch(/seeded in/);
  });

  it('creates at least 8 active categories, one inactive, and 80 products', async () => {
    const counts = await countRows();
    expect(counts.categories).toBeGreaterThanOrEqual(9);
    expect(counts.products).toBeGreaterThanOrEqual(80);
    const active = await database.db
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.status, 'active'));
    expect(active[0]!.n).toBeGreaterThanOrEqual(8);
    const inactive = await database.db
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.status, 'inactive'));
    expect(inactive[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('prices from a ₹45 box of tips to a ₹4,50,000 spectrophotometer, MRP never below price', async () => {
    const [range] = await database.db
      .select({ low: min(products.sellingPricePaise), high: max(products.sellingPricePaise) })
      .from(products);
    expect(range).toEqual({ low: 4500, high: 45_000_000 });
    const [belowMrp] = await database.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.mrpPaise} < ${products.sellingPricePaise}`);
    expect(belowMrp!.n).toBe(0);
  });

  it('prices no variant above its product’s MRP, so the admin form saves every seeded product', async () => {
    const [above] = await database.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(sql`${productVariants.sellingPricePaise} > ${products.mrpPaise}`);
    expect(above!.n).toBe(0);
  });

  it('gives the single-substance chemicals a CAS number whose check digit is right', async () => {
    const rows = await database.db
      .select({ name: products.name, casNumber: products.casNumber })
      .from(products)
      .where(isNotNull(products.casNumber));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      expect([row.name, isValidCasNumber(row.casNumber!)]).toEqual([row.name, true]);
    }
    // Their Grade and Assay rows became typed fields (migration 0018's rule), not duplicates.
    const [ethanol] = await database.db
      .select()
      .from(products)
      .where(eq(products.sku, 'SRL-85650'));
    expect(ethanol).toMatchObject({ grade: 'AR', purity: '≥99.9%', casNumber: '64-17-5' });
    expect(ethanol!.specs.map((spec) => spec.key)).toEqual(['Water', 'Pack size', 'Hazard']);
  });

  it('includes out-of-stock, inactive, featured and variant products', async () => {
    const db = database.db;
    const [outOfStock] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.stock, 0));
    const [inactive] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.status, 'inactive'));
    const [featured] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.isFeatured, true));
    const [withVariants] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.variantsEnabled, true));
    expect(outOfStock!.n).toBeGreaterThan(0);
    expect(inactive!.n).toBeGreaterThan(0);
    expect(featured!.n).toBeGreaterThanOrEqual(10);
    expect(withVariants!.n).toBeGreaterThanOrEqual(8);
    expect((await countRows()).variants).toBeGreaterThanOrEqual(20);
  });

  it('classifies every product for GST: glassware at 12% under 7017, instruments at 18%', async () => {
    const rows = await database.db
      .select({ category: categories.name, hsn: products.hsnCode, rate: products.gstRatePercent })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    const glassware = rows.filter((row) => row.category === 'Glassware');
    expect(glassware.length).toBeGreaterThan(0);
    expect(glassware.every((row) => row.hsn === '70179090' && row.rate === 12)).toBe(true);
    const phMeters = rows.filter((row) => row.category === 'pH & Electrochemistry');
    expect(phMeters.every((row) => row.hsn.startsWith('9027') && row.rate === 18)).toBe(true);
    expect(new Set(rows.map((row) => row.hsn)).size).toBeGreaterThanOrEqual(8);
  });

  it('gives each category the HSN code and GST rate its products carry, as new products’ defaults', async () => {
    const rows = await database.db
      .select({
        category: categories.name,
        categoryHsn: categories.hsnCode,
        categoryRate: categories.gstRatePercent,
        hsn: products.hsnCode,
        rate: products.gstRatePercent,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(rows.every((row) => row.hsn === row.categoryHsn && row.rate === row.categoryRate)).toBe(
      true,
    );
    const glassware = rows.find((row) => row.category === 'Glassware');
    expect(glassware).toMatchObject({ categoryHsn: '70179090', categoryRate: 12 });
    const chemicals = rows.find((row) => row.category === 'Chemicals & Reagents');
    expect(chemicals).toMatchObject({ categoryHsn: '38220090', categoryRate: 18 });
    expect(new Set(rows.map((row) => row.categoryHsn)).size).toBeGreaterThanOrEqual(8);
  });

  it('keeps each product’s rating and review count equal to its reviews', async () => {
    const mismatched = await database.db
      .select({ sku: products.sku })
      .from(products)
      .leftJoin(reviews, eq(reviews.productId, products.id))
      .groupBy(products.id)
      .having(
        sql`${products.totalReviews} <> count(${reviews.id})
          or abs(${products.averageRating} - coalesce(avg(${reviews.rating}), 0)) > 0.01`,
      );
    expect(mismatched).toEqual([]);
    expect((await countRows()).reviews).toBeGreaterThanOrEqual(40);
    const reviewers = await database.db
      .select({ email: users.email, hash: users.passwordHash, role: users.role })
      .from(users);
    expect(reviewers).toHaveLength(5);
    for (const reviewer of reviewers) {
      expect(reviewer).toMatchObject({ hash: '!', role: 'user' });
      expect(reviewer.email).toMatch(/^reviewer\d@demo\.labshop\.in$/);
    }
  });

  it('numbers 3 primary and 2 secondary active banners from 1', async () => {
    const rows = await database.db
      .select({
        type: banners.type,
        position: banners.position,
        status: banners.status,
        alt: banners.alt,
      })
      .from(banners)
      .orderBy(banners.type, banners.position);
    expect(rows.map((b) => `${b.type}:${b.position}`)).toEqual([
      'primary:1',
      'primary:2',
      'primary:3',
      'secondary:1',
      'secondary:2',
    ]);
    for (const row of rows) {
      expect(row.status).toBe('active');
      expect(row.alt).not.toBe('');
    }
  });

  it('stores a picture for every product, category and banner on disk', async () => {
    const urls = [
      ...(await database.db.select({ url: productImages.url }).from(productImages)).map(
        (r) => r.url,
      ),
      ...(await database.db.select({ url: categories.image }).from(categories)).map((r) => r.url),
      ...(await database.db.select({ url: banners.image }).from(banners)).map((r) => r.url),
    ];
    expect((await countRows()).images).toBe((await countRows()).products);
    for (const url of urls) {
      expect(url.startsWith(UPLOADS_URL_PREFIX) && url.endsWith('.webp')).toBe(true);
      await access(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length)));
    }
  });

  it('gives the demo solvents a one-page safety data sheet, stored privately as a PDF', async () => {
    const rows = await database.db
      .select({ name: products.name, key: safetyDataSheets.storageKey })
      .from(safetyDataSheets)
      .innerJoin(products, eq(products.id, safetyDataSheets.productId));
    expect(rows.map((row) => row.name).sort()).toEqual([
      'Acetonitrile HPLC Gradient Grade, 2.5 L',
      'Ethanol Absolute 99.9% AR, 500 ml',
      'Methanol HPLC Grade',
    ]);
    for (const row of rows) {
      const file = await readFile(path.join(uploadsDir, 'private', row.key));
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('draws products of different types in one category differently, and alike within a type', async () => {
    const rows = await database.db
      .select({ name: products.name, category: categories.name, url: productImages.url })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(productImages, eq(productImages.productId, products.id));
    const bytes = new Map<string, string>();
    for (const row of rows) {
      const file = await readFile(path.join(uploadsDir, row.url.slice(UPLOADS_URL_PREFIX.length)));
      bytes.set(row.name, createHash('sha256').update(file).digest('hex'));
    }
    const picture = (start: string) => {
      const name = [...bytes.keys()].find((n) => n.startsWith(start));
      if (!name) throw new Error(`no demo product named ${start}...`);
      return bytes.get(name)!;
    };
    const glassware = [
      'Beaker',
      'Erlenmeyer Conical Flask',
      'Volumetric Flask',
      'Measuring Cylinder',
      'Burette',
      'Glass Petri Dish',
      'Amber Reagent Bottle',
      'Vacuum Desiccator',
      'Test Tubes',
      'Research plus Adjustable Pipette',
      'Pipette Tips',
    ];
    expect(new Set(glassware.map(picture)).size).toBe(glassware.length);
    const safety = ['Virtua CCS Safety Goggles', 'Laboratory Coat', 'TouchNTuff Nitrile Gloves'];
    expect(new Set(safety.map(picture)).size).toBe(safety.length);
    expect(picture('ME204 Analytical Balance')).not.toBe(picture('UX6200H Precision'));
    expect(picture('CX23 Binocular')).not.toBe(picture('CSM2 Stereo Zoom'));
    // Two analytical balances are the same kind of thing: one drawing, two files.
    expect(picture('ME204 Analytical Balance')).toBe(picture('Quintix 224-1S Analytical Balance'));
    const urls = rows.filter((r) => /^(ME204|Quintix)/.test(r.name)).map((r) => r.url);
    expect(new Set(urls).size).toBe(2);
    // Every category shows several kinds of product, not one picture for all.
    const byCategory = new Map<string, Set<string>>();
    for (const row of rows) {
      const set = byCategory.get(row.category) ?? new Set<string>();
      set.add(bytes.get(row.name)!);
      byCategory.set(row.category, set);
    }
    for (const [category, pictures] of byCategory) {
      if (category !== 'Refurbished Instruments')
        expect(pictures.size, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives the demo banners a headline, a subtitle and a link; Safety week leads to Lab Safety', async () => {
    const rows = await database.db
      .select({
        headline: banners.headline,
        subtitle: banners.subtitle,
        linkType: banners.linkType,
        linkTarget: banners.linkTarget,
      })
      .from(banners);
    for (const row of rows) {
      expect(row.headline).not.toBe('');
      expect(row.subtitle).not.toBe('');
      expect(row.linkType).not.toBe('none');
    }
    const safety = rows.find((row) => row.headline === 'Safety week: up to 15% off');
    const [labSafety] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Lab Safety'));
    expect(safety).toMatchObject({ linkType: 'category', linkTarget: labSafety!.id });
  });

  it('leaves the planner statistics of what it filled, so the first visitor gets real plans', async () => {
    const { products: productCount } = await countRows();
    expect(await plannedRows(database.db, 'products')).toBe(productCount);
    expect(await plannedRows(database.db, 'product_variants')).toBeGreaterThan(0);
    expect(await plannedRows(database.db, 'reviews')).toBeGreaterThan(0);
  });

  it('does nothing on a second call', async () => {
    const before = await countRows();
    const again = await seedDemoCatalogIfEmpty({
      db: database.db,
      storage: createLocalStorage(uploadsDir, path.join(uploadsDir, 'private')),
      log: (line) => logLines.push(line),
    });
    expect(again).toBe(false);
    expect(await countRows()).toEqual(before);
  });
});
