import { eq, inArray } from 'drizzle-orm';
import type { AdminProduct, AdminProductsResponse } from '@labshop/domain/api/admin';
import { paiseToRupees } from '@labshop/domain/money';
import { toPriceBreaks } from '@labshop/domain/price-breaks';
import {
  productImagesProblem,
  type ProductFormInput,
} from '@labshop/domain/validation/product-form';
import type { Db } from '../../../db/client.ts';
import { productImages, products } from '../../../db/schema.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { removeImages, storeImage, type PreparedImage } from '../../../platform/uploads/images.ts';
import { isUuid } from '../../../http/ids.ts';
import { productAttributesOf, saveProductAttributes } from '../../attributes/service.ts';
import { publishProductsChanged } from '../../catalog/catalog-changed.ts';
import { queueBackInStockMails } from '../../stock-alerts/service.ts';
import { categoryGstDefaults, type CategoryGstDefaults } from '../categories/gst-defaults.ts';
import {
  productAuditState,
  recordProductCreated,
  recordProductDeleted,
  recordProductEdited,
} from './product-audit.ts';
import * as q from './queries.ts';
import { saveVariants } from './save-stock.ts';
import { unusedImageUrls } from './product-images.ts';
import { insertProducts, updateProductFields } from './product-writes.ts';
import { removeSheetFiles, sheetStorageKeys } from '../../safety-data-sheets/service.ts';

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
  const attributes = await productAttributesOf(db, ids);
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
        priceBreaks: toPriceBreaks(variant.priceBreaks),
      })),
    deliveryOptions: {
      type: row.deliveryType,
      charge: paiseToRupees(row.deliveryChargePaise),
    },
    deliveryTimeEstimate: row.deliveryTimeEstimate,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    specs: row.specs.map(({ key, value }) => ({ key, value })),
    priceBreaks: toPriceBreaks(row.priceBreaks),
    casNumber: row.casNumber,
    formula: row.formula,
    grade: row.grade,
    purity: row.purity,
    attributes: (attributes.get(row.id) ?? []).map(({ key, value }) => ({ key, value })),
    ghs: row.ghs,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listAdminProducts(
  db: Db,
  { page, limit: asked, ...filter }: { page: number; limit: number } & q.ProductFilter,
): Promise<AdminProductsResponse> {
  const limit = Math.min(asked, ADMIN_PRODUCTS_PAGE_MAX);
  const offset = (page - 1) * limit;
  const rows = await q.selectProductRows(db, { limit, offset, filter });
  const { total, lowStock } = await q.countProducts(db, filter);
  return {
    products: await toAdminProducts(db, rows),
    total,
    page,
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
  actorUserId: string,
): Promise<AdminProduct> {
  const problem = productImagesProblem(images.length);
  if (problem) throw fieldError('INVALID_INPUT', 400, 'image', problem);
  const gst = await checkCategory(db, input.category);
  const [id] = await withStoredImages(storage, images, (imageUrls) =>
    db.transaction(async (tx) => {
      const ids = await insertProducts(tx, [{ input, gst, imageUrls }]);
      await saveProductAttributes(tx, ids[0]!, input.category, input.attributes);
      await recordProductCreated(tx, actorUserId, ids[0]!);
      return ids;
    }),
  );
  if (!id) throw new Error('product insert returned nothing');
  publishProductsChanged(db, [input.category]);
  return getAdminProduct(db, id);
}

export async function updateProduct(
  { db, storage }: ProductDeps,
  id: string,
  input: ProductFormInput,
  images: readonly PreparedImage[],
  actorUserId: string,
): Promise<AdminProduct> {
  if (!isUuid(id)) throw notFound(PRODUCT_ANSWERS.notFound);
  await checkCategory(db, input.category);
  const { removedUrls, categoryBefore } = await withStoredImages(storage, images, (urls) =>
    db.transaction(async (tx) => {
      const before = await productAuditState(tx, id);
      if (!before || !(await updateProductFields(tx, id, input))) {
        throw notFound(PRODUCT_ANSWERS.notFound);
      }
      await saveProductAttributes(tx, id, input.category, input.attributes);
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
      await recordProductEdited(tx, actorUserId, id, before);
      return { removedUrls: gone.map((image) => image.url), categoryBefore: before.categoryId };
    }),
  );
  await removeImages(storage, await unusedImageUrls(db, removedUrls));
  publishProductsChanged(db, [categoryBefore, input.category]);
  return getAdminProduct(db, id);
}

/** Removes the product and its images; order lines keep their own snapshot of it. */
export async function deleteProduct(
  { db, storage }: ProductDeps,
  id: string,
  actorUserId: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound(PRODUCT_ANSWERS.notFound);
  const { urls, sheetKeys, categoryId } = await db.transaction(async (tx) => {
    const before = await productAuditState(tx, id);
    const images = await q.selectImages(tx, [id]);
    const sheetKeys = await sheetStorageKeys(tx, id);
    const [deleted] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!deleted || !before) throw notFound(PRODUCT_ANSWERS.notFound);
    await recordProductDeleted(tx, actorUserId, id, before);
    return { urls: images.map((image) => image.url), sheetKeys, categoryId: before.categoryId };
  });
  await removeImages(storage, await unusedImageUrls(db, urls));
  await removeSheetFiles(storage, sheetKeys);
  publishProductsChanged(db, [categoryId]);
}
