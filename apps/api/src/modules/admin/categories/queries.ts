import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Status } from '@labshop/domain/constants';
import type { CategoryListQuery } from '@labshop/domain/validation/admin-catalog-lists';
import type { DbOrTx as Db } from '../../../db/client.ts';
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

/** Every category by name (Z to A for name-desc), or those matching the search and status. */
export function selectAllCategories(
  db: Db,
  filter: CategoryListQuery = {},
): Promise<CategoryRow[]> {
  const text = filter.q?.trim().toLowerCase() ?? '';
  // LIKE's wildcards in the admin's text are matched as themselves.
  const like = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const byName = sql`lower(${categories.name})`;
  return db
    .select(columns)
    .from(categories)
    .where(
      and(
        text === '' ? undefined : sql`${byName} like ${like}`,
        filter.status ? eq(categories.status, filter.status) : undefined,
      ),
    )
    .orderBy(filter.sort === 'name-desc' ? desc(byName) : asc(byName));
}

/** The category; `forUpdate` also takes its row lock for the rest of the transaction. */
export async function selectCategory(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<CategoryRow | null> {
  const query = db.select(columns).from(categories).where(eq(categories.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
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
