import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products, safetyDataSheets, users } from '../../db/schema.ts';

// Newest first; two uploads in one instant are ordered by id so "current" is always one row.
const newestFirst = [desc(safetyDataSheets.uploadedAt), desc(safetyDataSheets.id)];

export interface SheetRow {
  id: string;
  productId: string;
  storageKey: string;
  fileName: string;
  byteSize: number;
  uploadedAt: Date;
}

const sheetColumns = {
  id: safetyDataSheets.id,
  productId: safetyDataSheets.productId,
  storageKey: safetyDataSheets.storageKey,
  fileName: safetyDataSheets.fileName,
  byteSize: safetyDataSheets.byteSize,
  uploadedAt: safetyDataSheets.uploadedAt,
};

/** Every version of the product's sheet, newest first, with who uploaded it. */
export function selectSheets(db: Db, productId: string) {
  return db
    .select({ ...sheetColumns, uploadedBy: users.name })
    .from(safetyDataSheets)
    .leftJoin(users, eq(users.id, safetyDataSheets.uploadedBy))
    .where(eq(safetyDataSheets.productId, productId))
    .orderBy(...newestFirst);
}

export async function selectCurrentSheet(db: Db, productId: string): Promise<SheetRow | null> {
  const [row] = await db
    .select(sheetColumns)
    .from(safetyDataSheets)
    .where(eq(safetyDataSheets.productId, productId))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

export async function selectSheet(
  db: Db,
  productId: string,
  sheetId: string,
): Promise<SheetRow | null> {
  const [row] = await db
    .select(sheetColumns)
    .from(safetyDataSheets)
    .where(and(eq(safetyDataSheets.productId, productId), eq(safetyDataSheets.id, sheetId)));
  return row ?? null;
}

export async function insertSheet(
  tx: Tx,
  sheet: Omit<SheetRow, 'id' | 'uploadedAt'> & { uploadedBy: string | null },
): Promise<SheetRow> {
  const [row] = await tx.insert(safetyDataSheets).values(sheet).returning(sheetColumns);
  return row!;
}

/** The storage keys of every version, to remove the files with the product. */
export async function selectStorageKeys(tx: Db | Tx, productId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: safetyDataSheets.storageKey })
    .from(safetyDataSheets)
    .where(eq(safetyDataSheets.productId, productId));
  return rows.map((row) => row.key);
}

/** The product's name, or null when there is no such product (any status). */
export async function selectProductName(db: Db | Tx, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  return row?.name ?? null;
}
