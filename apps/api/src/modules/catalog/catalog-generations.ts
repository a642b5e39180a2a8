import type { ChangeBus } from '../../platform/notify/change-bus.ts';
import {
  onCatalogChanged,
  type CatalogChange,
  type ChangedCategories,
  type ChangedProducts,
} from './catalog-changed.ts';

// What the catalog caches (catalog-cache.ts) compare an answer against to know whether a
// change since its load may have altered it: counters that each change moves, here and, through
// the change bus, in every other API process on the database.

// Every change moves `catalogGeneration`; a stock-only change moves `stockGeneration` alone.
// Answers that show stock (cards, product pages) read both; what only says which products
// match and how many (totals, facets, search heads, category lists) reads the first, so a
// sale no longer sends every first visit after it through the facets' counts.
let catalogGeneration = 0;
let stockGeneration = 0;
// An answer confined to some categories (a category link's page, its facets and total) depends
// on the products of those categories alone: it reads their generations, moved by a change to
// their products, and `wideGeneration`, moved by any change not confined to products (a
// category renamed, an attribute, an import), instead of `catalogGeneration`. An edit of one
// product then leaves every other category's pages cached. One number per category ever named.
let wideGeneration = 0;
const categoryGenerations = new Map<string, number>();
const generationOf = (categoryId: string) => categoryGenerations.get(categoryId) ?? 0;
// A sale names its products: an answer showing stock says which products' (showsStock), and a
// stock change to none of them leaves it current. `stockChangedAt` holds the stock generation
// of each named product's last change; a change naming none (an older process's notice) moves
// `wideStockGeneration`, which every answer loaded before it is older than. Bounded: past
// STOCK_CHANGES_KEPT_MAX products the map is emptied and that counts as a change to all.
let wideStockGeneration = 0;
const stockChangedAt = new Map<string, number>();
export const STOCK_CHANGES_KEPT_MAX = 20_000;

/** The generations an answer was loaded at, kept with it. */
export interface Stamp {
  catalogGeneration: number;
  stockGeneration: number;
  /** The products whose stock the loaded value shows; unknown (any) until it has loaded. */
  stockShown?: readonly string[];
  /** The stock generation its stock was last found current at, so a hit checks it once. */
  stockCheckedAt: number;
  /** The categories the answer is confined to, with their generations when it was loaded. */
  scope?: Scope;
}

interface Scope {
  categoryIds: readonly string[];
  generations: number[];
  wideGeneration: number;
}

/** The generations of now, for a load beginning, confined to `categoryIds` when given. */
export function stampNow(categoryIds?: readonly string[]): Stamp {
  return {
    catalogGeneration,
    stockGeneration,
    stockCheckedAt: stockGeneration,
    scope: scopeOf(categoryIds),
  };
}

/** The scope of an answer confined to `categoryIds`, at their generations of now. */
export function scopeOf(categoryIds: readonly string[] | undefined): Scope | undefined {
  if (!categoryIds) return undefined;
  return { categoryIds, generations: categoryIds.map(generationOf), wideGeneration };
}

/** Whether no catalog change at all came since `stamp` was taken. */
export function isUntouchedSince(stamp: Stamp): boolean {
  return stamp.catalogGeneration === catalogGeneration;
}

/** Whether nothing but stock can have changed in what `stamp`'s answer holds since its load. */
export function isCatalogCurrent(stamp: Stamp): boolean {
  const { scope } = stamp;
  if (!scope) return stamp.catalogGeneration === catalogGeneration;
  return (
    scope.wideGeneration === wideGeneration &&
    scope.categoryIds.every((id, i) => generationOf(id) === scope.generations[i])
  );
}

/** Whether no stock `stamp`'s answer shows has changed since it was loaded. */
export function isStockCurrent(stamp: Stamp): boolean {
  if (stamp.stockCheckedAt === stockGeneration) return true;
  const { stockShown } = stamp;
  if (!stockShown || wideStockGeneration > stamp.stockGeneration) return false;
  for (const id of stockShown) {
    if ((stockChangedAt.get(id) ?? 0) > stamp.stockGeneration) return false;
  }
  stamp.stockCheckedAt = stockGeneration;
  return true;
}

let tellOtherProcesses: (
  change: CatalogChange,
  ids: ChangedCategories | ChangedProducts,
) => void = () => {};

function forget(change: CatalogChange, ids: ChangedCategories | ChangedProducts): void {
  if (change === 'stock') forgetStock(ids);
  else forgetCatalog(ids);
}

function forgetStock(productIds: ChangedProducts): void {
  stockGeneration += 1;
  if (!productIds || stockChangedAt.size + productIds.length > STOCK_CHANGES_KEPT_MAX) {
    stockChangedAt.clear();
    wideStockGeneration = stockGeneration;
    return;
  }
  // As the answers' ids are spelled (PostgreSQL's uuid text); a notice may not.
  for (const id of productIds) stockChangedAt.set(id.toLowerCase(), stockGeneration);
}

function forgetCatalog(categoryIds: ChangedCategories): void {
  catalogGeneration += 1;
  if (!categoryIds) wideGeneration += 1;
  else {
    // As resolveCategoryPicks spells the ids of the answers' keys; an admin's form may not.
    for (const id of categoryIds.map((raw) => raw.toLowerCase())) {
      categoryGenerations.set(id, generationOf(id) + 1);
    }
  }
}

/**
 * Drops the cached answers a change of this kind affects, here and in the other API processes:
 * with `ids`, a change to those categories' products only, or to those products' stock
 * (catalog-changed.ts).
 */
export function invalidateCatalogCache(
  change: CatalogChange = 'catalog',
  ids: ChangedCategories | ChangedProducts = undefined,
): void {
  forget(change, ids);
  tellOtherProcesses(change, ids);
}

onCatalogChanged(invalidateCatalogCache);

/**
 * Joins this process's catalog caches to those of the other API processes on the database:
 * a change made through any of them empties them all, so a hidden or sold-out product is gone
 * from every process's next answer, not after the TTL.
 */
export function shareCatalogInvalidation(bus: ChangeBus): void {
  // The change's kind is the bus topic; the categories or products it names travel with it.
  tellOtherProcesses = (change, ids) => bus.publish(change, ids);
  for (const change of ['catalog', 'stock'] as const) {
    bus.subscribe(change, (ids) => forget(change, ids));
  }
}
