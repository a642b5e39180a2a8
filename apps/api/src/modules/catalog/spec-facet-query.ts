import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  max,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SpecFacet } from '@labshop/domain/api/attributes';
import type { Db } from '../../db/client.ts';
import {
  categories,
  categoryAttributes,
  productAttributeValues as v,
  products,
} from '../../db/schema.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { isVisibleInCategory } from './card-query.ts';
import { filterConditions, onlyCategory, type ProductFilters } from './filter-query.ts';
import type { SpecAttribute } from './spec-attributes.ts';
import { buildFuzzySearch, buildTextSearch, withFuzzyThreshold } from './search-query.ts';

interface FacetRow {
  attributeId: string;
  textValue: string | null;
  count: number;
  min: number | null;
  max: number | null;
}

// Always true (a value is a number or a text, never both or neither), but it lets PostgreSQL
// read the attributes' values from the two partial indexes instead of the whole table.
const hasValue = or(isNotNull(v.textValue), isNotNull(v.numValue));

function countValuesQuery(db: Db, attributes: SQL, where: SQL) {
  return db
    .select({
      attributeId: v.attributeId,
      textValue: v.textValue,
      count: count(),
      min: min(v.numValue),
      max: max(v.numValue),
    })
    .from(v)
    .innerJoin(products, eq(products.id, v.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(where, attributes, hasValue))
    .groupBy(v.attributeId, v.textValue);
}

function toFacetRows(rows: FacetRow[]): FacetRow[] {
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Values (or the number range) of these attributes among the products matching `where`. */
async function countValues(db: Db, attributeIds: string[], where: SQL): Promise<FacetRow[]> {
  return toFacetRows(await countValuesQuery(db, inArray(v.attributeId, attributeIds), where));
}

// The facets of a category link's page (one category, no other filter), counted by the first
// visit to each category after an edit, so prepared. Its attributes are the category's facet
// attributes, read in the statement: an id list bound as a parameter left PostgreSQL unable to
// cost a generic plan, so it planned every execution. A number facet needs only its ends, so
// they are read off the number index's two ends (the first value whose product is visible),
// not every value of the category joined and grouped: the facet category's 5,000 values
// cost 2-5 ms that way. Choices and yes/no are counted value by value, along the text index.
const categoryFacetRows = preparedPerDb((db) => {
  const categoryId = sql.placeholder('categoryId');
  const a = categoryAttributes;
  const isFacetHere = and(eq(a.categoryId, categoryId), a.isFacet);
  const isVisibleHere = isVisibleInCategory(categoryId);
  // The attribute's values (numbers or texts) held by the category's visible products.
  const heldHere = (value: typeof v.numValue | typeof v.textValue) =>
    and(eq(v.attributeId, a.id), isNotNull(value), isVisibleHere);
  const numberEnd = (order: SQL) =>
    sql<number | null>`(${db
      .select({ value: v.numValue })
      .from(v)
      .innerJoin(products, eq(products.id, v.productId))
      .where(heldHere(v.numValue))
      .orderBy(order)
      .limit(1)})`;
  const valueCounts = db
    .select({ textValue: v.textValue, count: count().as('count') })
    .from(v)
    .innerJoin(products, eq(products.id, v.productId))
    .where(heldHere(v.textValue))
    .groupBy(v.textValue)
    .as('value_counts');
  const numbers = db
    .select({
      attributeId: a.id,
      textValue: sql<string | null>`null::text`,
      count: sql<number>`0::bigint`,
      min: numberEnd(asc(v.numValue)),
      max: numberEnd(desc(v.numValue)),
    })
    .from(a)
    .where(and(isFacetHere, sql`${a.kind} = 'number'`));
  const values = db
    .select({
      attributeId: a.id,
      textValue: valueCounts.textValue,
      count: sql<number>`${valueCounts.count}`,
      min: sql<number | null>`null::float8`,
      max: sql<number | null>`null::float8`,
    })
    .from(a)
    .crossJoinLateral(valueCounts)
    .where(and(isFacetHere, sql`${a.kind} <> 'number'`));
  return numbers.unionAll(values).prepare('category_spec_facet_values');
});

/** As the brand facet: a search counts typo matches only when nothing matches as typed. */
async function countUnder(
  db: Db,
  filters: ProductFilters,
  attributeIds: string[],
): Promise<FacetRow[]> {
  const conditions = filterConditions(filters);
  if (!filters.query) return countValues(db, attributeIds, and(...conditions) as SQL);
  const search = await buildTextSearch(db, filters.query);
  const strict = await countValues(db, attributeIds, and(...conditions, search.strict) as SQL);
  if (strict.length > 0) return strict;
  return withFuzzyThreshold(db, async (tx) => {
    const { fuzzy } = await buildFuzzySearch(tx, search.text);
    return countValues(tx, attributeIds, and(...conditions, fuzzy) as SQL);
  });
}

function toFacet(attribute: SpecAttribute, rows: readonly FacetRow[]): SpecFacet {
  const own = rows.filter((row) => row.attributeId === attribute.id);
  const { key, label } = attribute;
  if (attribute.kind === 'number') {
    const mins = own.flatMap((row) => (row.min === null ? [] : [row.min]));
    const maxes = own.flatMap((row) => (row.max === null ? [] : [row.max]));
    return {
      key,
      label,
      kind: 'number',
      unit: attribute.unit,
      min: mins.length > 0 ? Math.min(...mins) : null,
      max: maxes.length > 0 ? Math.max(...maxes) : null,
    };
  }
  // The admin's order of choices (yes before no), as the form lists them.
  const order = attribute.kind === 'boolean' ? ['true', 'false'] : attribute.choices;
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  const values = own
    .flatMap((row) => (row.textValue === null ? [] : [{ value: row.textValue, count: row.count }]))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
  return { key, label, kind: attribute.kind === 'boolean' ? 'boolean' : 'choice', values };
}

/**
 * The facets of one category's filterable attributes, each counted under every filter but its
 * own (ticking "HPLC" still shows, and lets the shopper add, "AR"). Facets with no filter of
 * their own share one grouped query; each filtered one costs one more.
 */
export async function selectSpecFacets(
  db: Db,
  filters: ProductFilters,
  attributes: readonly SpecAttribute[],
): Promise<SpecFacet[]> {
  const categoryId = onlyCategory(filters);
  if (categoryId) {
    // No spec filter, so every facet is free: all of the category's, as the statement reads them.
    const rows = toFacetRows(await categoryFacetRows(db).execute({ categoryId }));
    return attributes.map((attribute) => toFacet(attribute, rows));
  }
  const filtered = new Set((filters.specs ?? []).map((spec) => spec.key));
  const free = attributes.filter((a) => !filtered.has(a.key));
  const rows: FacetRow[] = [];
  if (free.length > 0) {
    rows.push(
      ...(await countUnder(
        db,
        filters,
        free.map((a) => a.id),
      )),
    );
  }
  for (const attribute of attributes.filter((a) => filtered.has(a.key))) {
    const others = { ...filters, specs: filters.specs?.filter((s) => s.key !== attribute.key) };
    rows.push(...(await countUnder(db, others, [attribute.id])));
  }
  return attributes.map((attribute) => toFacet(attribute, rows));
}
