import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  banners,
  cartLines,
  categories,
  products,
  productVariants,
  reviews,
  stockNotifications,
  users,
} from '../src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;

/** Asserts the insert failed on the named constraint, not on some unrelated mistake. */
async function expectViolation(query: PromiseLike<unknown>, constraint: string) {
  const error = await Promise.resolve(query).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${constraint} to refuse the row`).toBeDefined();
  const cause = (error as { cause?: { constraint?: string } }).cause;
  expect(cause?.constraint).toBe(constraint);
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

async function makeUser(email: string) {
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Asha Rao', email, passwordHash: '!' })
    .returning();
  return user!;
}

async function makeCategory(name: string) {
  const [category] = await database.db.insert(categories).values({ name }).returning();
  return category!;
}

function productValues(categoryId: string, sku: string) {
  return {
    name: 'Beaker 250 ml',
    brand: 'Borosil',
    sku,
    categoryId,
    mrpPaise: 25000,
    sellingPricePaise: 22000,
    stock: 10,
  };
}

describe('database schema', () => {
  it('applies every migration, including pg_trgm', async () => {
    // Db is generic over both drivers, so execute() is untyped; both return { rows }.
    const result = (await database.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    )) as { rows: unknown[] };
    expect(result.rows).toHaveLength(1);
  });

  it('refuses a product holding more units than it has on hand', async () => {
    const category = await makeCategory('Glassware');
    await expectViolation(
      database.db
        .insert(products)
        .values({ ...productValues(category.id, 'NEG-1'), onHand: 2, reserved: 3 }),
      'products_stock_ck',
    );
    await database.db.insert(products).values(productValues(category.id, 'OK-1'));
  });

  it('refuses a duplicate SKU and a category name differing only in case', async () => {
    const category = await makeCategory('Chemicals');
    await database.db.insert(products).values(productValues(category.id, 'DUP-1'));
    await expectViolation(
      database.db.insert(products).values(productValues(category.id, 'DUP-1')),
      'products_sku_uq',
    );
    await expectViolation(makeCategory('CHEMICALS'), 'categories_name_lower_uq');
  });

  it('refuses a second account whose email differs only in case', async () => {
    await makeUser('case@example.in');
    await expectViolation(makeUser('Case@Example.IN'), 'users_email_lower_uq');
  });

  it('allows one primary address per user', async () => {
    const user = await makeUser('primary@example.in');
    const address = {
      userId: user.id,
      street: '12 MG Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipcode: '600001',
      landmark: 'Near the bus stand',
    };
    await database.db.insert(addresses).values({ ...address, isPrimary: true });
    await database.db.insert(addresses).values({ ...address, isPrimary: false });
    await expectViolation(
      database.db.insert(addresses).values({ ...address, isPrimary: true }),
      'addresses_one_primary_uq',
    );
    const other = await makeUser('other@example.in');
    await database.db.insert(addresses).values({ ...address, userId: other.id, isPrimary: true });
  });

  it('keeps one cart line per product and variant, even without a variant', async () => {
    const user = await makeUser('cart@example.in');
    const category = await makeCategory('Microscopes');
    const [product] = await database.db
      .insert(products)
      .values(productValues(category.id, 'CART-1'))
      .returning();
    const line = { userId: user.id, productId: product!.id, quantity: 1 };
    await database.db.insert(cartLines).values(line);
    await expectViolation(
      database.db.insert(cartLines).values(line),
      'cart_lines_user_product_variant_uq',
    );
    const other = await makeUser('zero@example.in');
    await expectViolation(
      database.db.insert(cartLines).values({ ...line, userId: other.id, quantity: 0 }),
      'cart_lines_quantity_ck',
    );
  });

  it('keeps one open stock alert per shopper, product and variant, even without a variant', async () => {
    const user = await makeUser('alerts@example.in');
    const category = await makeCategory('Balances');
    const [product] = await database.db
      .insert(products)
      .values({ ...productValues(category.id, 'ALERT-1'), variantsEnabled: true })
      .returning();
    const [variant] = await database.db
      .insert(productVariants)
      .values({ productId: product!.id, name: '100 g', sellingPricePaise: 1000 })
      .returning();
    const whole = { userId: user.id, productId: product!.id };
    const ofVariant = { ...whole, variantId: variant!.id };
    await database.db.insert(stockNotifications).values(whole);
    await database.db.insert(stockNotifications).values(ofVariant);
    await expectViolation(
      database.db.insert(stockNotifications).values(whole),
      'stock_notifications_open_uq',
    );
    await expectViolation(
      database.db.insert(stockNotifications).values(ofVariant),
      'stock_notifications_open_uq',
    );
    // Once mailed, a request no longer blocks a new one.
    await database.db.update(stockNotifications).set({ notifiedAt: new Date() });
    await database.db.insert(stockNotifications).values(ofVariant);
    // A removed variant takes its requests with it.
    await database.db.delete(productVariants).where(eq(productVariants.id, variant!.id));
    const left = await database.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.userId, user.id));
    expect(left.map((row) => row.variantId)).toEqual([null]);
  });

  it('refuses a rating outside 1 to 5', async () => {
    const category = await makeCategory('Centrifuges');
    const [product] = await database.db
      .insert(products)
      .values(productValues(category.id, 'REV-1'))
      .returning();
    const review = { productId: product!.id, authorName: 'Ravi', comment: 'Sturdy' };
    await database.db.insert(reviews).values({ ...review, rating: 5 });
    for (const rating of [0, 6]) {
      await expectViolation(
        database.db.insert(reviews).values({ ...review, rating }),
        'reviews_rating_ck',
      );
    }
  });

  it('refuses deleting a category that still has products', async () => {
    const category = await makeCategory('Lab Safety');
    await database.db.insert(products).values(productValues(category.id, 'SAFE-1'));
    await expectViolation(
      database.db.delete(categories).where(eq(categories.id, category.id)),
      'products_category_id_categories_id_fk',
    );
  });

  it('gives active banners a position and inactive ones none', async () => {
    const banner = { image: '/uploads/b.webp', type: 'primary' as const };
    await database.db.insert(banners).values({ ...banner, status: 'active', position: 1 });
    await database.db.insert(banners).values({ ...banner, status: 'inactive', position: null });
    await expectViolation(
      database.db.insert(banners).values({ ...banner, status: 'inactive', position: 2 }),
      'banners_position_ck',
    );
    await expectViolation(
      database.db.insert(banners).values({ ...banner, status: 'active', position: null }),
      'banners_position_ck',
    );
  });
});
