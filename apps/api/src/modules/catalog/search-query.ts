import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productImages, products } from '../../db/schema.ts';
import { isVisible } from './card-query.ts';

// word_similarity of one mistyped word against the right one: micorscope/microscope 0.47,
// micorscope/microscopes 0.40, bekr/beaker 0.40. Below 0.38 unrelated words start to match.
const FUZZY_THRESHOLD = 0.38;
// Longer input is a paste, not a search; trigram work grows with its length.
const QUERY_MAX_CHARS = 100;

export interface TextSearch {
  /** Lowercased, trimmed, single-spaced search text. */
  text: string;
  /** Substring, word-prefix or category-name matches: what a shopper typed, spelled right. */
  strict: SQL;
  /** strict, or within one typo (pg_trgm word similarity on the search text). */
  fuzzy: SQL;
  /** 0 = name starts with it ... 5 = fuzzy only; sort ascending. */
  rank: SQL<number>;
  /** Closeness of the name to the text; sort descending after rank. */
  closeness: SQL<number>;
}

export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, QUERY_MAX_CHARS);
}

/** LIKE treats % and _ as wildcards and \ as escape; user text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function buildTextSearch(query: string): TextSearch {
  const text = normaliseQuery(query);
  const like = escapeLike(text);
  const contains = `%${like}%`;
  const prefix = `${like}%`;
  const wordPrefix = `% ${like}%`;
  const name = sql`lower(${products.name})`;
  const search = products.searchText;

  // ARRAY(subquery) runs once as an init plan, so the product side can still use an index.
  const inMatchingCategory = (fuzzy: boolean) => sql`${products.categoryId} = any(array(
    select ${categories.id} from ${categories}
    where lower(${categories.name}) like ${contains}
    ${fuzzy ? sql`or ${text} <% lower(${categories.name})` : sql``}
  ))`;
  const strict = sql`(${search} like ${contains} or ${inMatchingCategory(false)})`;
  const fuzzy = sql`(${search} like ${contains} or ${text} <% ${search} or ${inMatchingCategory(true)})`;
  const rank = sql<number>`case
    when ${name} like ${prefix} then 0
    when ${name} like ${wordPrefix} then 1
    when ${search} like ${prefix} or ${search} like ${wordPrefix} then 2
    when ${search} like ${contains} then 3
    when lower(${categories.name}) like ${contains} then 4
    else 5 end`;
  const closeness = sql<number>`word_similarity(${text}, ${name})`;
  return { text, strict, fuzzy, rank, closeness };
}

/**
 * The `<%` operator (the one a trigram index serves) reads its threshold from a setting, so
 * fuzzy queries run in a transaction that sets it locally; only `tx` may be used inside.
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
  image: string | null;
}

/**
 * The best `limit` visible products for the search box, best first. Typo-tolerant matches
 * are looked for only when nothing matches as typed, so "beaker" lists beakers and not
 * "Double Beam" spectrophotometers; "micorscope" still finds the microscopes.
 */
export async function selectSuggestions(
  db: Db,
  query: string,
  limit: number,
): Promise<SuggestionRow[]> {
  const search = buildTextSearch(query);
  const firstImage = sql<string | null>`(
    select ${productImages.url} from ${productImages}
    where ${productImages.productId} = ${products.id}
    order by ${productImages.position}, ${productImages.id} limit 1
  )`;
  const select = (tx: Db, match: SQL) =>
    tx
      .select({ id: products.id, name: products.name, image: firstImage })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${isVisible} and ${match}`)
      .orderBy(search.rank, sql`${search.closeness} desc`, products.name, products.id)
      .limit(limit);
  const strict = await select(db, search.strict);
  if (strict.length > 0) return strict;
  return withFuzzyThreshold(db, (tx) => select(tx, search.fuzzy));
}
