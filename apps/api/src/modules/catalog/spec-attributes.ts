import { eq, sql } from 'drizzle-orm';
import type { AttributeKind } from '@labshop/domain/attributes/attribute-kinds';
import type { SpecFilter } from '@labshop/domain/attributes/spec-filters';
import type { Db } from '../../db/client.ts';
import { categories, categoryAttributes } from '../../db/schema.ts';
import { cached, NO_PRODUCTS } from './catalog-cache.ts';

// Every category's attributes, read once into the catalog cache (admins change them rarely,
// and each change drops the cache): a filter's key becomes attribute ids and its values the
// stored spellings here, so the SQL compares exact values an index can serve.

export interface SpecAttribute {
  id: string;
  categoryId: string;
  lowerCategoryName: string;
  key: string;
  label: string;
  kind: AttributeKind;
  unit: string;
  isFacet: boolean;
  choices: string[];
  position: number;
}

export function selectSpecAttributes(db: Db): Promise<SpecAttribute[]> {
  return cached(
    db,
    'spec-attributes',
    async () =>
      db
        .select({
          id: categoryAttributes.id,
          categoryId: categoryAttributes.categoryId,
          lowerCategoryName: sql<string>`lower(${categories.name})`,
          key: categoryAttributes.key,
          label: categoryAttributes.label,
          kind: categoryAttributes.kind,
          unit: categoryAttributes.unit,
          isFacet: categoryAttributes.isFacet,
          choices: categoryAttributes.choices,
          position: categoryAttributes.position,
        })
        .from(categoryAttributes)
        .innerJoin(categories, eq(categories.id, categoryAttributes.categoryId))
        .orderBy(categoryAttributes.position, categoryAttributes.createdAt),
    NO_PRODUCTS,
  );
}

/** A spec filter bound to the attributes it applies to (one per category using its key). */
export type ResolvedSpecFilter =
  | { key: string; kind: 'range'; attributeIds: string[]; min?: number; max?: number }
  | { key: string; kind: 'values'; attributeIds: string[]; values: string[] };

const BOOLEAN_WORDS: Readonly<Record<string, string>> = {
  true: 'true',
  yes: 'true',
  false: 'false',
  no: 'false',
};

/** Stored spellings of a filter's values for one attribute; unknown values drop out. */
function storedValues(attribute: SpecAttribute, values: readonly string[]): string[] {
  const lower = values.map((value) => value.toLowerCase());
  if (attribute.kind === 'boolean') return lower.flatMap((v) => BOOLEAN_WORDS[v] ?? []);
  if (attribute.kind === 'choice') {
    return attribute.choices.filter((choice) => lower.includes(choice.toLowerCase()));
  }
  return [];
}

/**
 * The filters bound to attribute ids. A range applies to number attributes, a list to choices
 * and yes/no; a key no attribute has (or of the other kind) keeps no ids and matches nothing,
 * as an unknown brand does.
 */
export async function resolveSpecFilters(
  db: Db,
  filters: readonly SpecFilter[],
): Promise<ResolvedSpecFilter[]> {
  if (filters.length === 0) return [];
  const attributes = await selectSpecAttributes(db);
  return filters.map((filter) => {
    const same = attributes.filter((a) => a.key === filter.key);
    if (filter.kind === 'range') {
      const ids = same.filter((a) => a.kind === 'number').map((a) => a.id);
      return { ...filter, attributeIds: ids };
    }
    const bound = same.filter((a) => a.kind === 'choice' || a.kind === 'boolean');
    const values = [...new Set(bound.flatMap((a) => storedValues(a, filter.values)))];
    return { key: filter.key, kind: 'values', attributeIds: bound.map((a) => a.id), values };
  });
}
