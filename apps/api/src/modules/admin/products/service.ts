import { eq, inArray } from 'drizzle-orm';
import type { AdminProduct, AdminProductsResponse } from '@labshop/domain/api/admin';
import { paiseToRupees, rupeesToPaise } from '@labshop/domain/money';
import {
  productImagesProblem,
  type ProductFormInput,
} from '@labshop/domain/validation/product-form';
import type { Db } from '../../../db/client.ts';
import { productImages, products, productVariants } from '../../../db/schema.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { removeImages, storeImage, type PreparedImage } from '../../../platform/uploads/images.ts';
import { isUuid } from '../../../http/ids.ts';
import { publishCatalogChanged } from '../../catalog/catalog-changed.ts';
import { queueBackInStockMails } from '../../stock-alerts/service.ts';
import { categoryGstDefaults, type CategoryGstDefaults } from '../categories/gst-defaults.ts';
import * as q from './queries.ts';
import { saveOnHand, saveVariants } from './save-stock.ts';

export const PRODUCT_ANSWERS = {
  created: 'Product added successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully!',
  notFound: 'Product not found',
  skuTaken: 'SKU already exists',
  unknownCategory: 'Choose a category from the list',
} as const;

export const ADMIN_PRODUCTS_PAGE_DEFAULT = 50;
export const ADMIN_PRODUCTS_PAGE_MAX = 200;

export interface ProductDeps {
  db: Db;
  storage: Storage;
}

function fieldError(code: string, status: number, field: string, message: string) {
  return new AppError(code, message, status, { [field]: message });
}

/** Products per category id, for the category list and its delete check. */
export function countProductsByCategory(db: Db, categoryId?: string): Promise<Map<string, number>> {
  return q.countByCategory(db, categoryId);
}

async function toAdminProducts(db: Db, rows: q.ProductRow[]): Promise<AdminProduct[]> {
  const ids = rows.map((row) => row.id);
  const images = await q.selectImages(db, ids);
  const variants = await q.selectVariants(db, ids);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    sku: row.sku,
    category: row.categoryId,
    categoryName: row.categoryName,
    images: images.filter((image) => image.productId === row.id).map((image) => image.url),
    mrp: paiseToRupees(row.mrpPaise),
    sellingPrice: paiseToRupees(row.sellingPricePaise),
    inStock: Number(row.onHand),
    reserved: Number(row.reserved),
    minProductAlert: row.minProductAlert,
    isLowStock: Number(row.available) < row.minProductAlert,
    tags: row.tags,
    status: row.status,
    isFeatured: row.isFeatured,
    isPerishable: row.isPerishable,
    variantsEnabled: row.variantsEnabled,
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({
        _id: variant.id,
        name: variant.name,
        price: paiseToRupees(variant.sellingPricePaise),
        stock: variant.onHand,
        reserved: variant.reserved,
      })),
    deliveryOptions: {
      type: row.deliveryType,
      charge: paiseToRupees(row.deliveryChargePaise),
    },
    deliveryTimeEstimate: row.deliveryTimeEstimate,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    specs: row.specs.map(({ key, value }) => ({ key, value })),
  }));
}

export async function listAdminProducts(
  db: Db,
  paging: { page: number; limit: number },
): Promise<AdminProductsResponse> {
  const limit = Math.min(paging.limit, ADMIN_PRODUCTS_PAGE_MAX);
  const rows = await q.selectProductRows(db, { limit, offset: (paging.page - 1) * limit });
  const { total, lowStock } = await q.countProducts(db);
  return {
    products: await toAdminProducts(db, rows),
    total,
    page: paging.page,
    limit,
    lowStockCount: lowStock,
  };
}

export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const rows = isUuid(id) ? await q.selectProductRows(db, { limit: 1, offset: 0, id }) : [];
  const [product] = await toAdminProducts(db, rows);
  if (!product) throw notFound(PRODUCT_ANSWERS.notFound);
  return product;
}

function productValues(input: ProductFormInput) {
  return {
    name: input.name,
    description: input.description,
    brand: input.brand,
    sku: input.sku,
    categoryId: input.category,
    mrpPaise: rupeesToPaise(input.mrp),
    sellingPricePaise: rupeesToPaise(input.sellingPrice),
    minProductAlert: input.minProductAlert,
    tags: input.tags,
    status: input.status,
    isFeatured: input.isFeatured,
    // Left out: a new product takes the column's default (false), an edited one keeps its own.
    ...(input.isPerishable === undefined ? {} : { isPerishable: input.isPerishable }),
    variantsEnabled: input.variantsEnabled,
    deliveryType: input.deliveryOptions.type,
    deliveryChargePaise: rupeesToPaise(input.deliveryOptions.charge),
    deliveryTimeEstimate: input.deliveryTimeEstimate,
    // Left out by a client that does not send them: the stored values stay.
    ...(input.hsnCode !== undefined ? { hsnCode: input.hsnCode } : {}),
    ...(input.gstRatePercent !== undefined ? { gstRatePercent: input.gstRatePercent } : {}),
    ...(input.specs ? { specs: input.specs } : {}),
  };
}

/** The chosen category's GST defaults; an unknown category is the admin's mistake (400). */
async function checkCategory(db: Db, id: string): Promise<CategoryGstDefaults> {
  const defaults = await categoryGstDefaults(db, id);
  if (!defaults) {
    throw fieldError('UNKNOWN_CATEGORY', 400, 'category', PRODUCT_ANSWERS.unknownCategory);
  }
  return defaults;
}

function translateWriteError(error: unknown): unknown {
  if (isUniqueViolation(error)) {
    return fieldError('CONFLICT', 409, 'sku', PRODUCT_ANSWERS.skuTaken);
  }
  if (isForeignKeyViolation(error)) {
    return fieldError('UNKNOWN_CATEGORY', 400, 'category', PRODUCT_ANSWERS.unknownCategory);
  }
  return error;
}

/** Stores the files first; if the database write then fails they are removed again. */
async function withStoredImages<T>(
  storage: Storage,
  images: readonly PreparedImage[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const urls: string[] = [];
  try {
    for (const image of images) urls.push(await storeImage(storage, image));
    return await write(urls);
  } catch (error) {
    await removeImages(storage, urls);
    throw translateWriteError(error);
  }
}

export async function createProduct(
  { db, storage }: ProductDeps,
  input: ProductFormInput,
  images: readonly PreparedImage[],
): Promise<AdminProduct> {
  const problem = productImagesProblem(images.length);
  if (problem) throw fieldError('INVALID_INPUT', 400, 'image', problem);
  const gst = await checkCategory(db, input.category);
  const id = await withStoredImages(storage, images, (urls) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...gst, ...productValues(input), onHand: input.inStock })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      await tx
        .insert(productImages)
        .values(urls.map((url, position) => ({ productId: row.id, url, position })));
      if (input.variants.length > 0) {
        await tx.insert(productVariants).values(
          input.variants.map((variant, position) => ({
            productId: row.id,
            name: variant.name,
            sellingPricePaise: rupeesToPaise(variant.price),
            onHand: variant.stock,
            position,
          })),
        );
      }
      return row.id;
    }),
  );
  publishCatalogChanged(db);
  return getAdminProduct(db, id);
}

export async function updateProduct(
  { db, storage }: ProductDeps,
  id: string,
  input: ProductFormInput,
  images: readonly PreparedImage[],
): Promise<AdminProduct> {
  if (!isUuid(id)) throw notFound(PRODUCT_ANSWERS.notFound);
  await checkCategory(db, input.category);
  const removedUrls = await withStoredImages(storage, images, (urls) =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(products)
        .set(productValues(input))
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!updated) throw notFound(PRODUCT_ANSWERS.notFound);
      await saveOnHand(tx, { productId: id, variantId: null }, input.name, {
        onHand: input.inStock,
        onHandWas: input.inStockWas,
      });
      const existing = await q.selectImages(tx, [id]);
      const removed = new Set(input.removedImages);
      const kept = existing.filter((image) => !removed.has(image.url));
      const problem = productImagesProblem(kept.length + urls.length);
      if (problem) throw fieldError('INVALID_INPUT', 400, 'image', problem);
      const gone = existing.filter((image) => removed.has(image.url));
      if (gone.length > 0) {
        await tx.delete(productImages).where(
          inArray(
            productImages.id,
            gone.map((image) => image.id),
          ),
        );
      }
      for (const [position, image] of kept.entries()) {
        await tx.update(productImages).set({ position }).where(eq(productImages.id, image.id));
      }
      if (urls.length > 0) {
        await tx
          .insert(productImages)
          .values(
            urls.map((url, index) => ({ productId: id, url, position: kept.length + index })),
          );
      }
      await saveVariants(tx, id, input);
      // Back in stock (or visible again): the shoppers who asked get their one mail.
      await queueBackInStockMails(tx, [id]);
      return gone.map((image) => image.url);
    }),
  );
  await removeImages(storage, removedUrls);
  publishCatalogChanged(db);
  return getAdminProduct(db, id);
}

/** Removes the product and its images; order lines keep their own snapshot of it. */
export async function deleteProduct({ db, storage }: ProductDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(PRODUCT_ANSWERS.notFound);
  const urls = await db.transaction(async (tx) => {
    const images = await q.selectImages(tx, [id]);
    const [deleted] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!deleted) throw notFound(PRODUCT_ANSWERS.notFound);
    return images.map((image) => image.url);
  });
  await removeImages(storage, urls);
  publishCatalogChanged(db);
}
