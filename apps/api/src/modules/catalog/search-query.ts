import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productImages, products } from '../../db/schema.ts';
import { isVisible } from './card-query.ts';

// word_similarity of one mistyped word against the right one: micorscope/microscope 0.47,
// micorscope/microscopes 0.40, bekr/beaker 0.40. Below 0.38 unrelated words start to match.
const FUZZY_THRESHOLD = 0.38;
// Longer input is a paste, not a search; trigram work grows with its length.
const QUERY_MAX_CHARS = 100;

/**
 * A shopper's search text as SQL. Matching is tiered, best first: the name starts with the
 * text; a word of the name does; a word of the brand, SKU or tags does; it appears anywhere
 * in them; the category's name contains it. Each tier is served by a trigram index (or the
 * category index), and word similarity, which is costly per row, is computed only for the
 * typo tier and only on the index's candidates.
 */
export interface TextSearch {
  /** Lowercased, trimmed, single-spaced search text. */
  text: string;
  /** The as-typed tiers, best first. */
  tiers: SQL[];
  /** Any as-typed tier. */
  strict: SQL;
  /** Within one typo (pg_trgm word similarity); run inside withFuzzyThreshold. */
  fuzzy: SQL;
  /** The typo tiers, best first: the text is like a word of the row; its category's name. */
  fuzzyTiers: SQL[];
  /** Index of the best tier a row matches (sort ascending). */
  rank: SQL<number>;
  /** Word similarity of the text to the row (sort descending), for typo matches. */
  closeness: SQL<number>;
}

export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, QUERY_MAX_CHARS);
}

/** LIKE treats % and _ as wildcards and \ as escape; user text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function buildTextSearch(db: Db, query: string): Promise<TextSearch> {
  const text = normaliseQuery(query);
  const like = escapeLike(text);
  const contains = `%${like}%`;
  const search = products.searchText;
  // Categories are few: resolving them first gives the planner real ids, not a subquery.
  const matching = await db
    .select({
      id: categories.id,
      isContained: sql<boolean>`lower(${categories.name}) like ${contains}`,
      isSimilar: sql<boolean>`word_similarity(${text}, lower(${categories.name})) >= ${FUZZY_THRESHOLD}`,
    })
    .from(categories);
  const categoryIds = matching.filter((row) => row.isContained).map((row) => row.id);
  const similarCategoryIds = matching.filter((row) => row.isSimilar).map((row) => row.id);

  const tiers: SQL[] = [
    sql`lower(${products.name}) like ${`${like}%`}`,
    sql`lower(${products.name}) like ${`% ${like}%`}`,
    sql`(${search} like ${`${like}%`} or ${search} like ${`% ${like}%`})`,
    sql`${search} like ${contains}`,
  ];
  if (categoryIds.length > 0) tiers.push(sql`${products.categoryId} in ${categoryIds}`);
  // The later tiers contain the earlier ones (search_text holds the name).
  const strict =
    categoryIds.length > 0
      ? sql`(${search} like ${contains} or ${products.categoryId} in ${categoryIds})`
      : sql`${search} like ${contains}`;
  const fuzzyTiers = [sql`${text} <% ${search}`];
  if (similarCategoryIds.length > 0) {
    fuzzyTiers.push(sql`${products.categoryId} in ${similarCategoryIds}`);
  }
  const fuzzy = fuzzyTiers.length > 1 ? sql`(${sql.join(fuzzyTiers, sql` or `)})` : fuzzyTiers[0]!;
  const cases = tiers.map((tier, i) => sql`when ${tier} then ${sql.raw(String(i))}`);
  const rank = sql<number>`case ${sql.join(cases, sql` `)} else ${sql.raw(String(tiers.length))} end`;
  const closeness = sql<number>`word_similarity(${text}, ${search})`;
  return { text, tiers, strict, fuzzy, fuzzyTiers, rank, closeness };
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
  image: string | null;
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
  const firstImage = sql<string | null>`(
    select ${productImages.url} from ${productImages}
    where ${productImages.productId} = ${products.id}
    order by ${productImages.position}, ${productImages.id} limit 1
  )`;
  const byName = (a: SuggestionRow, b: SuggestionRow) =>
    a.name.length - b.name.length || a.name.localeCompare(b.name);

  // All tiers in one statement: branch i takes tier i's rows not in an earlier tier, and the
  // outer LIMIT stops the UNION ALL as soon as the list is full, so later tiers only run
  // when earlier ones fall short, as when they were asked in turn, but in one round trip.
  const selectTiers = async (tx: Db, tiers: SQL[]): Promise<SuggestionRow[]> => {
    const branches = tiers.map((tier, i) => {
      const earlier = tiers.slice(0, i);
      const isNew = earlier.length > 0 ? sql`and not (${sql.join(earlier, sql` or `)})` : sql``;
      return sql`(
        select ${sql.raw(String(i))} as tier, ${products.id} as id, ${products.name} as name,
          ${firstImage} as image
        from ${products} inner join ${categories} on ${categories.id} = ${products.categoryId}
        where ${isVisible} and ${tier} ${isNew}
        limit ${limit}
      )`;
    });
    const result = await tx.execute(
      sql`select * from (${sql.join(branches, sql` union all `)}) found limit ${limit}`,
    );
    // Both drivers (PGlite and node-postgres) return the rows in `rows`.
    const rows = (result as unknown as { rows: (SuggestionRow & { tier: number })[] }).rows;
    return tiers.flatMap((_, i) =>
      rows
        .filter((row) => Number(row.tier) === i)
        .map(({ id, name, image }) => ({ id, name, image }))
        .sort(byName),
    );
  };

  const found = await selectTiers(db, search.tiers);
  if (found.length > 0) return found;
  return withFuzzyThreshold(db, (tx) => selectTiers(tx, search.fuzzyTiers));
}
