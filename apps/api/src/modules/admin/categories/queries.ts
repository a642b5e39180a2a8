import { asc, eq, sql } from 'drizzle-orm';
import type { Status } from '@labshop/domain/constants';
import type { Db } from '../../../db/client.ts';
import { categories } from '../../../db/schema.ts';

export interface CategoryRow {
  id: string;
  name: string;
  image: string;
  status: Status;
  hsnCode: string;
  gstRatePercent: number;
}

/** What an admin writes; keys left undefined keep the stored value (or take the column's default). */
export interface CategoryValues {
  name: string;
  status: Status;
  image?: string | undefined;
  hsnCode?: string | undefined;
  gstRatePercent?: number | undefined;
}

const columns = {
  id: categories.id,
  name: categories.name,
  image: categories.image,
  status: categories.status,
  hsnCode: categories.hsnCode,
  gstRatePercent: categories.gstRatePercent,
};

export function selectAllCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select(columns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`));
}

export async function selectCategory(db: Db, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
  return row ?? null;
}

export async function insertCategory(
  db: Db,
  values: CategoryValues & { image: string },
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning(columns);
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function updateCategoryRow(
  db: Db,
  id: string,
  values: CategoryValues,
): Promise<CategoryRow | null> {
  const [row] = await db
    .update(categories)
    .set(values)
    .where(eq(categories.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteCategoryRow(db: Db, id: string): Promise<CategoryRow | null> {
  const [row] = await db.delete(categories).where(eq(categories.id, id)).returning(columns);
  return row ?? null;
}
