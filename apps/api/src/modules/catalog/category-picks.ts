import type { Db } from '../../db/client.ts';
import { isUuid } from '../../http/ids.ts';
import { cached, NO_PRODUCTS } from './catalog-cache.ts';
import { selectActiveCategories } from './home-query.ts';

// A category link sends the category's name (/filter?category=Glassware), the filter panel
// its id. Filtering on lower(categories.name) made the planner scan every visible product
// and join its category before it could sort (18 ms a page on 50,000 products, against
// 0.3 ms on the category's index), and the name and id of one category were two cache keys.
// So names become ids first, from the cached list of active categories: one query shape, one
// index, one cache key, whichever form the shopper's link used.

/**
 * The picked categories as ids, lowercased, sorted and without repeats; undefined when none
 * were asked for. Names are matched in any case; unknown names, names of inactive
 * categories and malformed ids drop out, so a pick of only those is [] and matches nothing.
 */
export async function resolveCategoryPicks(
  db: Db,
  ids: string[] | undefined,
  names: string[] | undefined,
): Promise<string[] | undefined> {
  if (ids === undefined && names === undefined) return undefined;
  const picked = new Set((ids ?? []).filter(isUuid).map((id) => id.toLowerCase()));
  if (names && names.length > 0) {
    const idByName = await activeCategoryIdsByName(db);
    for (const name of names) {
      const id = idByName.get(name.toLowerCase());
      if (id) picked.add(id);
    }
  }
  return [...picked].sort();
}

const idsByNameOf = new WeakMap<object, Map<string, string>>();

/** lower(name) -> id of every active category; made once per cached list. */
async function activeCategoryIdsByName(db: Db): Promise<Map<string, string>> {
  const list = await cached(db, 'categories', () => selectActiveCategories(db), NO_PRODUCTS);
  let idByName = idsByNameOf.get(list);
  if (!idByName) {
    idByName = new Map(list.map((category) => [category.name.toLowerCase(), category._id]));
    idsByNameOf.set(list, idByName);
  }
  return idByName;
}
