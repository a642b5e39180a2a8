import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CategoryAttribute } from '@labshop/domain/api/attributes';
import type { CategoryAttributeInput } from '@labshop/domain/validation/category-attribute';
import type { DbOrTx as Db } from '../../db/client.ts';
import { categoryAttributes, productAttributeValues } from '../../db/schema.ts';

// The SQL of the attribute tables, which only this module writes.

export type AttributeRow = typeof categoryAttributes.$inferSelect;

export function toCategoryAttribute(row: AttributeRow): CategoryAttribute {
  return {
    _id: row.id,
    key: row.key,
    label: row.label,
    kind: row.kind,
    unit: row.unit,
    isFacet: row.isFacet,
    choices: row.choices,
    position: row.position,
  };
}

/** A category's attributes in their order. */
export function selectAttributes(db: Db, categoryId: string): Promise<AttributeRow[]> {
  return db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.createdAt));
}

export async function selectAttribute(
  db: Db,
  categoryId: string,
  id: string,
): Promise<AttributeRow | undefined> {
  const [row] = await db
    .select()
    .from(categoryAttributes)
    .where(and(eq(categoryAttributes.categoryId, categoryId), eq(categoryAttributes.id, id)))
    .for('update');
  return row;
}

export async function insertAttribute(
  db: Db,
  categoryId: string,
  input: CategoryAttributeInput,
  position: number,
): Promise<AttributeRow> {
  const [row] = await db
    .insert(categoryAttributes)
    .values({ categoryId, ...input, position })
    .returning();
  return row!;
}

export async function updateAttribute(
  db: Db,
  id: string,
  input: CategoryAttributeInput,
): Promise<AttributeRow> {
  const [row] = await db
    .update(categoryAttributes)
    .set(input)
    .where(eq(categoryAttributes.id, id))
    .returning();
  return row!;
}

export async function setPositions(db: Db, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(categoryAttributes)
      .set({ position: index + 1 })
      .where(eq(categoryAttributes.id, id));
  }
}

/**
 * After an attribute's kind or choices change, values that no longer fit it go: a number kept
 * as text (or text as a number) would never match a filter, a removed choice never be offered.
 */
export async function deleteUnfittingValues(db: Db, row: AttributeRow): Promise<void> {
  const { attributeId, numValue, textValue } = productAttributeValues;
  const unfit =
    row.kind === 'number'
      ? sql`${textValue} is not null`
      : row.kind === 'choice'
        ? sql`(${numValue} is not null or not (${textValue} in ${row.choices}))`
        : row.kind === 'boolean'
          ? sql`(${numValue} is not null or ${textValue} not in ('true', 'false'))`
          : sql`${numValue} is not null`;
  await db.delete(productAttributeValues).where(and(eq(attributeId, row.id), unfit));
}

export interface ValueRow {
  productId: string;
  attributeId: string;
  numValue: number | null;
  textValue: string | null;
}

/** Stored values of these products, with their attribute, in each category's order. */
export function selectValues(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: productAttributeValues.productId,
      numValue: productAttributeValues.numValue,
      textValue: productAttributeValues.textValue,
      key: categoryAttributes.key,
      label: categoryAttributes.label,
      kind: categoryAttributes.kind,
      unit: categoryAttributes.unit,
    })
    .from(productAttributeValues)
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, productAttributeValues.attributeId))
    .where(inArray(productAttributeValues.productId, [...productIds]))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.createdAt));
}

/** Replaces a product's values by these (an empty list clears them). */
export async function replaceValues(
  db: Db,
  productId: string,
  rows: readonly Omit<ValueRow, 'productId'>[],
): Promise<void> {
  await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (rows.length > 0) {
    await db.insert(productAttributeValues).values(rows.map((row) => ({ ...row, productId })));
  }
}

/** A product moved to another category keeps only the values of that category's attributes. */
export async function deleteOtherCategoryValues(
  db: Db,
  productId: string,
  categoryId: string,
): Promise<void> {
  const kept = db
    .select({ id: categoryAttributes.id })
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId));
  await db
    .delete(productAttributeValues)
    .where(
      and(
        eq(productAttributeValues.productId, productId),
        notInArray(productAttributeValues.attributeId, kept),
      ),
    );
}

export async function deleteAttribute(db: Db, id: string): Promise<void> {
  await db.delete(categoryAttributes).where(eq(categoryAttributes.id, id));
}
