import type { AdminCategory } from '@labshop/domain/api/admin';
import type { Status } from '@labshop/domain/constants';
import type { CategoryListQuery } from '@labshop/domain/validation/admin-catalog-lists';
import type { Db } from '../../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError, conflict, notFound } from '../../../errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { removeImages, storeImage, type PreparedImage } from '../../../platform/uploads/images.ts';
import { isUuid } from '../../../http/ids.ts';
import { publishCatalogChanged } from '../../catalog/catalog-changed.ts';
import { countProductsByCategory } from '../products/service.ts';
import {
  recordCategoryCreated,
  recordCategoryDeleted,
  recordCategoryUpdated,
} from './category-audit.ts';
import * as q from './queries.ts';

export const CATEGORY_ANSWERS = {
  created: 'Category added successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  nameTaken: 'A category with this name already exists.',
  notFound: 'Category not found',
  inUse: (count: number) =>
    count === 1
      ? 'This category still has 1 product. Move or delete it before deleting the category.'
      : `This category still has ${count} products. Move or delete them before deleting the category.`,
} as const;

export interface CategoryDeps {
  db: Db;
  storage: Storage;
}

export interface CategoryInput {
  name: string;
  status: Status;
  hsnCode?: string | undefined;
  gstRatePercent?: number | undefined;
}

function toAdminCategory(row: q.CategoryRow, productCount: number): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    status: row.status,
    productCount,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
  };
}

export async function listCategories(
  db: Db,
  query: CategoryListQuery = {},
): Promise<AdminCategory[]> {
  const rows = await q.selectAllCategories(db, query);
  const counts = await countProductsByCategory(db);
  const list = rows.map((row) => toAdminCategory(row, counts.get(row.id) ?? 0));
  // Counts come from the products module, so this order is made here; ties stay by name.
  if (query.sort === 'products-desc') list.sort((a, b) => b.productCount - a.productCount);
  if (query.sort === 'products-asc') list.sort((a, b) => a.productCount - b.productCount);
  return list;
}

const nameTaken = () =>
  new AppError('CONFLICT', CATEGORY_ANSWERS.nameTaken, 409, { name: CATEGORY_ANSWERS.nameTaken });

export async function createCategory(
  { db, storage }: CategoryDeps,
  input: CategoryInput,
  image: PreparedImage,
  actorUserId: string,
): Promise<AdminCategory> {
  const url = await storeImage(storage, image);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await q.insertCategory(tx, { ...input, image: url });
      await recordCategoryCreated(tx, actorUserId, inserted);
      return inserted;
    });
    publishCatalogChanged(db);
    return toAdminCategory(row, 0);
  } catch (error) {
    await removeImages(storage, [url]);
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

export async function updateCategory(
  { db, storage }: CategoryDeps,
  id: string,
  input: CategoryInput,
  image: PreparedImage | null,
  actorUserId: string,
): Promise<AdminCategory> {
  if (!isUuid(id) || !(await q.selectCategory(db, id))) throw notFound(CATEGORY_ANSWERS.notFound);
  const url = image ? await storeImage(storage, image) : undefined;
  let saved: { row: q.CategoryRow; replacedImage: string } | null;
  try {
    saved = await db.transaction(async (tx) => {
      // Read again under the row lock: the trail's "before" and the picture this save
      // replaces are what the last save left, even one another admin made a moment ago.
      const before = await q.selectCategory(tx, id, true);
      if (!before) return null;
      const updated = await q.updateCategoryRow(tx, id, { ...input, image: url });
      if (!updated) return null;
      await recordCategoryUpdated(tx, actorUserId, before, updated);
      return { row: updated, replacedImage: before.image };
    });
  } catch (error) {
    if (url) await removeImages(storage, [url]);
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
  if (!saved) {
    if (url) await removeImages(storage, [url]);
    throw notFound(CATEGORY_ANSWERS.notFound);
  }
  const { row, replacedImage } = saved;
  if (url && replacedImage) await removeImages(storage, [replacedImage]);
  publishCatalogChanged(db);
  const counts = await countProductsByCategory(db);
  return toAdminCategory(row, counts.get(id) ?? 0);
}

/** Refused (409, saying how many) while products use the category. */
export async function deleteCategory(
  { db, storage }: CategoryDeps,
  id: string,
  actorUserId: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound(CATEGORY_ANSWERS.notFound);
  const count = (await countProductsByCategory(db, id)).get(id) ?? 0;
  if (count > 0) throw conflict(CATEGORY_ANSWERS.inUse(count));
  let row: q.CategoryRow | null;
  try {
    row = await db.transaction(async (tx) => {
      const deleted = await q.deleteCategoryRow(tx, id);
      if (deleted) await recordCategoryDeleted(tx, actorUserId, deleted);
      return deleted;
    });
  } catch (error) {
    // A product added since the count: the foreign key refuses the delete.
    if (!isForeignKeyViolation(error)) throw error;
    const now = (await countProductsByCategory(db, id)).get(id) ?? 1;
    throw conflict(CATEGORY_ANSWERS.inUse(now));
  }
  if (!row) throw notFound(CATEGORY_ANSWERS.notFound);
  if (row.image) await removeImages(storage, [row.image]);
  publishCatalogChanged(db);
}
