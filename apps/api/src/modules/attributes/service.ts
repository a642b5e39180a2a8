import { eq } from 'drizzle-orm';
import type { CategoryAttribute, ProductAttribute } from '@labshop/domain/api/attributes';
import { ATTRIBUTE_LIMITS } from '@labshop/domain/attributes/attribute-kinds';
import {
  ATTRIBUTE_MESSAGES as M,
  type CategoryAttributeInput,
} from '@labshop/domain/validation/category-attribute';
import {
  checkAttributeValues,
  type AttributeValue,
} from '@labshop/domain/validation/product-attributes';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { publishCatalogChanged } from '../catalog/catalog-changed.ts';
import {
  recordAttributeCreated,
  recordAttributeDeleted,
  recordAttributesReordered,
  recordAttributeUpdated,
} from './attribute-audit.ts';
import * as q from './queries.ts';

export const ATTRIBUTE_ANSWERS = {
  created: 'Attribute added successfully!',
  updated: 'Attribute updated successfully!',
  deleted: 'Attribute deleted successfully!',
  reordered: 'Attributes reordered successfully!',
  categoryNotFound: 'Category not found',
} as const;

const fieldError = (field: string, message: string, status = 400) =>
  new AppError(status === 409 ? 'CONFLICT' : 'INVALID_INPUT', message, status, {
    [field]: message,
  });

/** Locks the category row, so two admins adding at once cannot pass the limit together. */
async function lockCategory(tx: Tx, categoryId: string): Promise<void> {
  const [row] = isUuid(categoryId)
    ? await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .for('update')
    : [];
  if (!row) throw notFound(ATTRIBUTE_ANSWERS.categoryNotFound);
}

async function lockedAttribute(tx: Tx, categoryId: string, id: string) {
  await lockCategory(tx, categoryId);
  const row = isUuid(id) ? await q.selectAttribute(tx, categoryId, id) : undefined;
  if (!row) throw notFound(M.notFound);
  return row;
}

const keyTaken = (error: unknown) =>
  isUniqueViolation(error) ? fieldError('key', M.keyTaken, 409) : error;

export async function listCategoryAttributes(
  db: Db,
  categoryId: string,
): Promise<CategoryAttribute[]> {
  const [category] = isUuid(categoryId)
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
    : [];
  if (!category) throw notFound(ATTRIBUTE_ANSWERS.categoryNotFound);
  return (await q.selectAttributes(db, categoryId)).map(q.toCategoryAttribute);
}

export async function createCategoryAttribute(
  db: Db,
  categoryId: string,
  input: CategoryAttributeInput,
  actorUserId: string,
): Promise<CategoryAttribute> {
  const row = await db
    .transaction(async (tx) => {
      await lockCategory(tx, categoryId);
      const existing = await q.selectAttributes(tx, categoryId);
      if (existing.length >= ATTRIBUTE_LIMITS.perCategory) throw fieldError('', M.tooMany);
      const position = Math.max(0, ...existing.map((a) => a.position)) + 1;
      const inserted = await q.insertAttribute(tx, categoryId, input, position);
      await recordAttributeCreated(tx, actorUserId, inserted);
      return inserted;
    })
    .catch((error: unknown) => {
      throw keyTaken(error);
    });
  publishCatalogChanged(db);
  return q.toCategoryAttribute(row);
}

export async function updateCategoryAttribute(
  db: Db,
  categoryId: string,
  id: string,
  input: CategoryAttributeInput,
  actorUserId: string,
): Promise<CategoryAttribute> {
  const row = await db
    .transaction(async (tx) => {
      const before = await lockedAttribute(tx, categoryId, id);
      const after = await q.updateAttribute(tx, id, input);
      await q.deleteUnfittingValues(tx, after);
      await recordAttributeUpdated(tx, actorUserId, before, after);
      return after;
    })
    .catch((error: unknown) => {
      throw keyTaken(error);
    });
  publishCatalogChanged(db);
  return q.toCategoryAttribute(row);
}

/** Puts the category's attributes in the order of `order`, which lists each of them once. */
export async function reorderCategoryAttributes(
  db: Db,
  categoryId: string,
  order: readonly string[],
  actorUserId: string,
): Promise<CategoryAttribute[]> {
  const rows = await db.transaction(async (tx) => {
    await lockCategory(tx, categoryId);
    const existing = await q.selectAttributes(tx, categoryId);
    const ids = new Set(existing.map((row) => row.id));
    const isPermutation =
      order.length === existing.length &&
      new Set(order).size === order.length &&
      order.every((id) => ids.has(id));
    if (!isPermutation) throw fieldError('order', M.orderInvalid);
    await q.setPositions(tx, order);
    const byId = new Map(existing.map((row) => [row.id, row]));
    await recordAttributesReordered(
      tx,
      actorUserId,
      categoryId,
      existing.map((row) => row.key),
      order.map((id) => byId.get(id)!.key),
    );
    return q.selectAttributes(tx, categoryId);
  });
  publishCatalogChanged(db);
  return rows.map(q.toCategoryAttribute);
}

/** Deletes the attribute and every product's value of it. */
export async function deleteCategoryAttribute(
  db: Db,
  categoryId: string,
  id: string,
  actorUserId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedAttribute(tx, categoryId, id);
    await q.deleteAttribute(tx, id);
    await recordAttributeDeleted(tx, actorUserId, row);
  });
  publishCatalogChanged(db);
}

/**
 * Saves a product's attribute values as its form sent them (undefined: the stored ones stay,
 * less those of another category after a move). A value that does not fit its attribute is
 * a 400 on the `attributes` field, before anything is written.
 */
export async function saveProductAttributes(
  tx: Tx,
  productId: string,
  categoryId: string,
  entries: readonly { key: string; value: unknown }[] | undefined,
): Promise<void> {
  if (entries === undefined) {
    await q.deleteOtherCategoryValues(tx, productId, categoryId);
    return;
  }
  const definitions = await q.selectAttributes(tx, categoryId);
  const checked = checkAttributeValues(definitions, entries);
  if (!checked.ok) throw fieldError('attributes', checked.message);
  const idByKey = new Map(definitions.map((def) => [def.key, def.id]));
  await q.replaceValues(
    tx,
    productId,
    checked.values.map(({ key, value }) => ({
      attributeId: idByKey.get(key)!,
      ...toColumns(value),
    })),
  );
}

function toColumns(value: AttributeValue) {
  return typeof value === 'number'
    ? { numValue: value, textValue: null }
    : { numValue: null, textValue: String(value) };
}

/** Values of these products by product id, each list in its category's order. */
export async function productAttributesOf(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, ProductAttribute[]>> {
  const byProduct = new Map<string, ProductAttribute[]>();
  for (const row of await q.selectValues(db, productIds)) {
    const value: AttributeValue =
      row.kind === 'number'
        ? (row.numValue ?? 0)
        : row.kind === 'boolean'
          ? row.textValue === 'true'
          : (row.textValue ?? '');
    const list = byProduct.get(row.productId) ?? [];
    list.push({ key: row.key, label: row.label, kind: row.kind, unit: row.unit, value });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
