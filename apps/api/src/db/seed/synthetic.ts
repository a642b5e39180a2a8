import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import { eq } from 'drizzle-orm';
import { categories, categoryAttributes, productAttributeValues, products } from '../schema.ts';
import { vacuumAnalyzeTables } from '../statistics.ts';

const BATCH_SIZE = 1000;
const HOUR_MS = 3_600_000;
// The attribute synthetic products of its category get a value of, so a bench of a facet
// filter (spec.readability_mg=0.01..1) reads thousands of values, as a real catalog would.
const BENCH_ATTRIBUTE_KEY = 'readability_mg';
const READABILITIES_MG = [0.001, 0.01, 0.1, 1, 10, 100, 1000];

const BRANDS = [
  'Borosil',
  'Riviera',
  'Merck',
  'SRL',
  'Himedia',
  'Loba Chemie',
  'Sartorius',
  'Mettler Toledo',
  'Shimadzu',
  'Olympus',
  'Labomed',
  'Remi',
  'Eppendorf',
  'Thermo Fisher',
  'Hanna Instruments',
  'Eutech',
  '3M',
  'Karam',
  'Tarsons',
  'Systronics',
  'Elico',
  'Equitron',
];
const KINDS = [
  'Beaker',
  'Conical Flask',
  'Reagent Bottle',
  'Buffer Solution',
  'Analytical Balance',
  'Binocular Microscope',
  'Hot Plate Stirrer',
  'Microcentrifuge',
  'pH Meter',
  'Safety Goggles',
  'Water Bath',
  'Spectrophotometer',
  'Pipette',
  'Culture Medium',
  'Lab Coat',
  'Desiccator',
];
const QUALIFIERS = [
  'Digital',
  'Compact',
  'Premium',
  'Economy',
  'Pro',
  'Classic',
  'Advanced',
  'Mini',
];

/** A small deterministic PRNG (mulberry32) so benchmark data is the same shape every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], r: number): T {
  return items[Math.floor(r * items.length)]!;
}

/**
 * Adds `count` generated products to the existing categories, for benchmarks of search and
 * filtering at scale. They have no pictures or review rows; averageRating and totalReviews are
 * set directly so rating filters have something to select. Those in the category with a
 * readability_mg attribute (the demo's balances) get a readability.
 */
export async function seedSyntheticProducts(
  db: Db,
  count: number,
  log: (line: string) => void,
): Promise<number> {
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
  if (!categoryIds.length) throw new Error('No categories: seed the demo catalog first.');
  // A per-run prefix keeps SKUs unique when the command runs more than once.
  const run = randomBytes(3).toString('hex').toUpperCase();
  const next = random(Number.parseInt(run, 16));
  const now = Date.now();
  const started = performance.now();
  const [benchAttribute] = await db
    .select({ id: categoryAttributes.id, categoryId: categoryAttributes.categoryId })
    .from(categoryAttributes)
    .where(eq(categoryAttributes.key, BENCH_ATTRIBUTE_KEY))
    .limit(1);
  log(`Inserting ${count} synthetic products (run ${run})...`);

  for (let offset = 0; offset < count; offset += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - offset);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = offset + i;
      const brand = pick(BRANDS, next());
      const kind = pick(KINDS, next());
      // Log-uniform prices from ₹45 to ₹4,50,000, like the real catalogue.
      const sellingPricePaise = Math.round(4500 * Math.exp(next() * Math.log(10_000)));
      const totalReviews = next() < 0.4 ? 0 : Math.floor(next() * 60) + 1;
      const createdAt = new Date(now - Math.floor(next() * 365 * 24) * HOUR_MS);
      return {
        name: `${brand} ${pick(QUALIFIERS, next())} ${kind} ${100 + (n % 900)}`,
        description: `Synthetic ${kind.toLowerCase()} from ${brand} for load testing.`,
        brand,
        sku: `SYN-${run}-${n}`,
        categoryId: pick(categoryIds, next()),
        mrpPaise: Math.round(sellingPricePaise * (1 + next() * 0.3)),
        sellingPricePaise,
        onHand: next() < 0.1 ? 0 : Math.floor(next() * 500),
        minProductAlert: 5,
        tags: [kind.toLowerCase(), brand.toLowerCase()],
        status: next() < 0.05 ? ('inactive' as const) : ('active' as const),
        isFeatured: next() < 0.02,
        deliveryChargePaise: Math.floor(next() * 16) * 100,
        deliveryTimeEstimate: 2 + Math.floor(next() * 20),
        averageRating: totalReviews ? Math.round((1 + next() * 4) * 10) / 10 : 0,
        totalReviews,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = await db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, categoryId: products.categoryId });
    const values = inserted
      .filter((row) => row.categoryId === benchAttribute?.categoryId)
      .map((row) => ({
        productId: row.id,
        attributeId: benchAttribute!.id,
        numValue: pick(READABILITIES_MG, next()),
      }));
    if (values.length > 0) await db.insert(productAttributeValues).values(values);
    if ((offset / BATCH_SIZE) % 10 === 9) log(`  ${offset + size} / ${count}`);
  }
  await vacuumAnalyzeTables(db, ['products', 'product_attribute_values']);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`Inserted ${count} synthetic products in ${seconds} s.`);
  return count;
}
