import type { AdminCategory } from '@labshop/domain/api/admin';
import type { Status } from '@labshop/domain/constants';
import type { Db } from '../../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError, conflict, notFound } from '../../../errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { removeImages, storeImage, type PreparedImage } from '../../../platform/uploads/images.ts';
import { isUuid } from '../../../http/ids.ts';
import { publishCatalogChanged } from '../../catalog/catalog-changed.ts';
import { countProductsByCategory } from '../products/service.ts';
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

export async function listCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await q.selectAllCategories(db);
  const counts = await countProductsByCategory(db);
  return rows.map((row) => toAdminCategory(row, counts.get(row.id) ?? 0));
}

const nameTaken = () =>
  new AppError('CONFLICT', CATEGORY_ANSWERS.nameTaken, 409, { name: CATEGORY_ANSWERS.nameTaken });

export async function createCategory(
  { db, storage }: CategoryDeps,
  input: CategoryInput,
  image: PreparedImage,
): Promise<AdminCategory> {
  const url = await storeImage(storage, image);
  try {
    const row = await q.insertCategory(db, { ...input, image: url });
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
): Promise<AdminCategory> {
  const before = isUuid(id) ? await q.selectCategory(db, id) : null;
  if (!before) throw notFound(CATEGORY_ANSWERS.notFound);
  const url = image ? await storeImage(storage, image) : undefined;
  let row: q.CategoryRow | null;
  try {
    row = await q.updateCategoryRow(db, id, { ...input, image: url });
  } catch (error) {
    if (url) await removeImages(storage, [url]);
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
  if (!row) {
    if (url) await removeImages(storage, [url]);
    throw notFound(CATEGORY_ANSWERS.notFound);
  }
  if (url && before.image) await removeImages(storage, [before.image]);
  publishCatalogChanged(db);
  const counts = await countProductsByCategory(db);
  return toAdminCategory(row, counts.get(id) ?? 0);
}

/** Refused (409, saying how many) while products use the category. */
export async function deleteCategory({ db, storage }: CategoryDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(CATEGORY_ANSWERS.notFound);
  const count = (await countProductsByCategory(db, id)).get(id) ?? 0;
  if (count > 0) throw conflict(CATEGORY_ANSWERS.inUse(count));
  let row: q.CategoryRow | null;
  try {
    row = await q.deleteCategoryRow(db, id);
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
