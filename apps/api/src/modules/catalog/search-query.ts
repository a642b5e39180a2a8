import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { looksLikeCasNumber } from '@labshop/domain/chemicals/cas-number';
import type { Db } from '../../db/client.ts';
import {
  categories,
  productAttributeValues as attributeValues,
  productImages,
  products,
} from '../../db/schema.ts';
import { cached, NO_PRODUCTS } from './catalog-cache.ts';
import { isVisible } from './card-query.ts';

// word_similarity of one mistyped word against the right one: micorscope/microscope 0.47,
// micorscope/microscopes 0.40, bekr/beaker 0.40. Below 0.38 unrelated words start to match.
const FUZZY_THRESHOLD = 0.38;
// Longer input is a paste, not a search; trigram work grows with its length.
const QUERY_MAX_CHARS = 100;

/**
 * A shopper's search text as SQL. Matching is tiered, best first: the text is the product's
 * CAS number (asked only of text shaped like one, through its own index); the name starts with the
 * text; a word of the name does; a word of the brand, SKU or tags does; it appears anywhere
 * in them; a value of one of its attributes does; the category's name contains it. The first tier is served by a btree index on
 * lower(name) (text_pattern_ops), the others by a trigram index (or the category index), and
 * word similarity, which is costly per row, is computed only for the typo tier and only on
 * the index's candidates.
 */
export interface TextSearch {
  /** Lowercased, trimmed, single-spaced search text. */
  text: string;
  /** The as-typed tiers, best first. */
  tiers: SQL[];
  /** Any as-typed tier. */
  strict: SQL;
  /** Index of the best tier a row matches (sort ascending). */
  rank: SQL<number>;
  /** Word similarity of the text to the row (sort descending), for typo matches. */
  closeness: SQL<number>;
}

/** The typo matches of a search text; use them inside withFuzzyThreshold. */
export interface FuzzySearch {
  /** Within one typo (pg_trgm word similarity). */
  fuzzy: SQL;
  /** The typo tiers, best first: the text is like a word of the row; its category's name. */
  fuzzyTiers: SQL[];
}

export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, QUERY_MAX_CHARS);
}

/** LIKE treats % and _ as wildcards and \ as escape; user text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

interface CategoryName {
  id: string;
  /** lower(name) as the database lowercases it, so matching here agrees with SQL LIKE. */
  lowerName: string;
}

// Categories are few and change only when an admin edits them, yet every keystroke of the
// search box needs the ones whose name contains the text: they are read once into the
// catalog cache (dropped with it) and matched here, which saves a statement per request.
function selectCategoryNames(db: Db): Promise<CategoryName[]> {
  // An async function, so the cache holds a Promise: a Drizzle query is a thenable that
  // runs again each time it is awaited.
  return cached(
    db,
    'category-names',
    async () =>
      db
        .select({ id: categories.id, lowerName: sql<string>`lower(${categories.name})` })
        .from(categories),
    NO_PRODUCTS,
  );
}

export async function buildTextSearch(db: Db, query: string): Promise<TextSearch> {
  const text = normaliseQuery(query);
  const like = escapeLike(text);
  const contains = `%${like}%`;
  const search = products.searchText;
  // Real ids, not a subquery, so the planner knows how many products they hold. A substring
  // test is what lower(name) LIKE '%text%' does with the wildcards escaped.
  const categoryIds = (await selectCategoryNames(db))
    .filter((category) => category.lowerName.includes(text))
    .map((category) => category.id);

  const cas = looksLikeCasNumber(text) ? sql`${products.casNumber} = ${text}` : null;
  const tiers: SQL[] = [
    ...(cas ? [cas] : []),
    sql`lower(${products.name}) like ${`${like}%`}`,
    sql`lower(${products.name}) like ${`% ${like}%`}`,
    sql`(${search} like ${`${like}%`} or ${search} like ${`% ${like}%`})`,
    sql`${search} like ${contains}`,
  ];
  // A value of an attribute ("swing-out", "HPLC"), through its trigram index.
  const attributeText = sql`${products.id} in (select ${attributeValues.productId} from ${attributeValues} where lower(${attributeValues.textValue}) like ${contains})`;
  tiers.push(attributeText);
  if (categoryIds.length > 0) tiers.push(sql`${products.categoryId} in ${categoryIds}`);
  // The later name tiers contain the earlier ones (search_text holds the name).
  const anyText = [
    ...(cas ? [cas] : []),
    sql`${search} like ${contains}`,
    attributeText,
    ...(categoryIds.length > 0 ? [sql`${products.categoryId} in ${categoryIds}`] : []),
  ];
  const strict = anyText.length > 1 ? sql`(${sql.join(anyText, sql` or `)})` : anyText[0]!;
  const cases = tiers.map((tier, i) => sql`when ${tier} then ${sql.raw(String(i))}`);
  const rank = sql<number>`case ${sql.join(cases, sql` `)} else ${sql.raw(String(tiers.length))} end`;
  const closeness = sql<number>`word_similarity(${text}, ${search})`;
  return { text, tiers, strict, rank, closeness };
}

/**
 * The typo tiers of a normalised search text. Only searches that match nothing as typed get
 * here, so the categories' word similarity (which needs pg_trgm) is asked of the database
 * only then.
 */
export async function buildFuzzySearch(db: Db, text: string): Promise<FuzzySearch> {
  const similar = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`word_similarity(${text}, lower(${categories.name})) >= ${FUZZY_THRESHOLD}`);
  const fuzzyTiers = [sql`${text} <% ${products.searchText}`];
  if (similar.length > 0) {
    fuzzyTiers.push(sql`${products.categoryId} in ${similar.map((row) => row.id)}`);
  }
  const fuzzy = fuzzyTiers.length > 1 ? sql`(${sql.join(fuzzyTiers, sql` or `)})` : fuzzyTiers[0]!;
  return { fuzzy, fuzzyTiers };
}

/**
 * The `<%` operator (the one the trigram index serves) reads its threshold from a setting,
 * so typo searches run in a transaction that sets it locally; only `tx` may be used inside.
 */
export async function withFuzzyThreshold<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    return run(tx as unknown as Db);
  });
}

export interface SuggestionRow {
  id: string;
  name: string;
  brand: string;
  sellingPricePaise: number;
  image: string | null;
  casNumber: string | null;
}

/**
 * The best `limit` visible products for the search box. Tiers are asked in turn until the
 * list is full, each stopping at the first rows it finds (a common word matches thousands of
 * products; sorting them all would cost more than the whole answer is worth), and shorter
 * names first within a tier, as closer to what was typed. Typo matches are looked for only
 * when nothing matches as typed, so "beaker" lists beakers, not "Double Beam" photometers.
 */
export async function selectSuggestions(
  db: Db,
  query: string,
  limit: number,
): Promise<SuggestionRow[]> {
  const search = await buildTextSearch(db, query);
  const found = await selectTiers(db, search.tiers, limit);
  if (found.length > 0) return found;
  return withFuzzyThreshold(db, async (tx) => {
    const { fuzzyTiers } = await buildFuzzySearch(tx, search.text);
    return selectTiers(tx, fuzzyTiers, limit);
  });
}

const firstImage = sql<string | null>`(
  select ${productImages.url} from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.position}, ${productImages.id} limit 1
)`;

const byName = (a: SuggestionRow, b: SuggestionRow) =>
  a.name.length - b.name.length || a.name.localeCompare(b.name);

/**
 * Up to `limit` rows, tier by tier, one small statement per tier, stopping once the list is
 * full: a prefix ("mic") is usually filled by the first tier or two. One UNION ALL of all
 * tiers answered in one round trip, but planning it cost more (11-14 ms on PGlite) than
 * running the few tiers needed, and round trips to an embedded or nearby database are cheap.
 */
async function selectTiers(db: Db, tiers: SQL[], limit: number): Promise<SuggestionRow[]> {
  const found: SuggestionRow[] = [];
  for (const tier of tiers) {
    // A tier is asked only when the earlier ones had fewer matches than they were asked
    // for, so the rows found so far are all of theirs: leaving those ids out leaves out
    // every row of an earlier tier.
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        brand: products.brand,
        sellingPricePaise: products.sellingPricePaise,
        image: firstImage,
        casNumber: products.casNumber,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          isVisible,
          tier,
          found.length > 0
            ? notInArray(
                products.id,
                found.map((row) => row.id),
              )
            : undefined,
        ),
      )
      .limit(limit - found.length);
    found.push(...rows.sort(byName));
    if (found.length >= limit) break;
  }
  return found;
}
