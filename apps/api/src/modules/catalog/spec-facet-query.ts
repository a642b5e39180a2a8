import { and, count, eq, inArray, isNotNull, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { SpecFacet } from '@labshop/domain/api/attributes';
import type { Db } from '../../db/client.ts';
import { categories, productAttributeValues as v, products } from '../../db/schema.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { isVisible } from './card-query.ts';
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
// visit to each category after an edit: prepared, as the brand facet is, so neither Drizzle's
// building nor PostgreSQL's parsing runs per visit.
const categoryValues = preparedPerDb((db) =>
  countValuesQuery(
    db,
    sql`${v.attributeId} = any(${sql.placeholder('attributeIds')}::uuid[])`,
    and(isVisible, eq(products.categoryId, sql.placeholder('categoryId'))) as SQL,
  ).prepare('category_spec_facet_values'),
);

/** As the brand facet: a search counts typo matches only when nothing matches as typed. */
async function countUnder(
  db: Db,
  filters: ProductFilters,
  attributeIds: string[],
): Promise<FacetRow[]> {
  const categoryId = onlyCategory(filters);
  if (categoryId) {
    return toFacetRows(await categoryValues(db).execute({ categoryId, attributeIds }));
  }
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
