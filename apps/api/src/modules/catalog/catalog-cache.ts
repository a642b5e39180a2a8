import type { Db } from '../../db/client.ts';
import { cacheCounters } from '../../platform/metrics/cache-metrics.ts';
import {
  isCatalogCurrent,
  isStockCurrent,
  isUntouchedSince,
  scopeOf,
  stampNow,
  type Stamp,
} from './catalog-generations.ts';

// Home and the filter panel's facets are read on nearly every page view and change only when
// the catalog changes, so they are kept in memory. They are dropped on the "catalog changed"
// event (catalog-changed.ts), which also reaches the other server processes on the same
// PostgreSQL through the change bus; the TTL bounds staleness if a message is lost.
const TTL_MS = 60_000;
// An answer that merely expired (no change was heard) is still served this long past its
// expiry while one reload runs, so the first visitor after an expiry does not wait for it
// (stale-while-revalidate). Never after a change: a dropped answer is not served again. A
// lost message thus leaves an answer stale at most TTL_MS + this.
export const SERVE_EXPIRED_MS = 60_000;
// Filter totals and search heads add a key per distinct filter a shopper tries; past this
// many keys the least recently used is dropped, so memory stays bounded whatever the traffic.
const MAX_ENTRIES = 1000;

/** The scope of an answer read from the categories' and attributes' own tables, no product's. */
export const NO_PRODUCTS: readonly string[] = [];

/** An answer kept, with the generations it was loaded at (catalog-generations.ts). */
interface Entry extends Stamp {
  /** What the caller said of them, for a reload of the entry to say again. */
  confinedTo?: Confinement<unknown>;
  expiresAt: number;
  value: Promise<unknown>;
  /** Whether `value` has resolved, so it may be served while an expired entry reloads. */
  isLoaded?: boolean;
  /** The value once loaded, for the next load of the key to compare with. */
  loaded?: unknown;
  /** The reload of an expired entry, started once for all the requests it serves meanwhile. */
  reloading?: Promise<unknown>;
}

/**
 * The cached value of `key`, else what `load` gives. `load` is passed the value it replaces,
 * when one was loaded, so it can reuse parts that did not change, and whether only stock can
 * have changed since (`stockOnly`): the value was dropped by a stock-only change before its TTL,
 * with no other change heard, so what it says besides stock levels still holds. `confinedTo`,
 * when given, says the value depends on the products of some categories alone (always the same
 * for one key): a change to other categories' products leaves it cached.
 */
export type Cached = <T>(
  db: Db,
  key: string,
  load: (previous: T | undefined, stockOnly: boolean) => Promise<T>,
  confinedTo?: Confinement<T>,
) => Promise<T>;

/**
 * The categories whose products a value depends on alone: known from its key (a listing's picked
 * categories), or read off the loaded value (a product page's category); undefined when any
 * product's change may change it.
 */
export type Confinement<T> = readonly string[] | ((value: T) => readonly string[] | undefined);

export interface CatalogCacheOptions<V> {
  /**
   * Its answers show stock levels: the products whose stock an answer shows, so a stock-only
   * change naming one of them drops it too (and one naming none drops every answer).
   */
  showsStock?: (value: V) => readonly string[];
  /**
   * A load after a change that finds the same value as the one it replaces returns that older
   * object, so what was made from it once (its JSON and compressed bytes, http/cached-json.ts)
   * serves again. A change touches few of the answers it drops: after a sale, only the pages
   * that show the sold product differ.
   */
  keepUnchanged?: boolean;
}

type Load = (previous: unknown, stockOnly: boolean) => Promise<unknown>;

/**
 * A cache of catalog reads holding at most `maxEntries` keys per database, all dropped by
 * invalidateCatalogCache() (catalog-generations.ts). Each caller with its own stream of keys gets its own cache, so
 * a burst of one kind (search suggestions, a key per keystroke) never evicts another (home).
 */
export function createCatalogCache<V = never>(
  maxEntries: number,
  name = 'catalog',
  { showsStock, keepUnchanged = false }: CatalogCacheOptions<V> = {},
): Cached {
  const counters = cacheCounters(name);
  // Keyed by database so two apps in one process (tests) never see each other's catalog.
  const entriesByDb = new WeakMap<Db, Map<string, Entry>>();
  const isCurrent = (entry: Entry) =>
    isCatalogCurrent(entry) && (!showsStock || isStockCurrent(entry));
  return <T>(
    db: Db,
    key: string,
    load: (previous: T | undefined, stockOnly: boolean) => Promise<T>,
    confinedTo?: Confinement<T>,
  ): Promise<T> => {
    let entries = entriesByDb.get(db);
    if (!entries) {
      entries = new Map();
      entriesByDb.set(db, entries);
    }
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && isCurrent(entry)) {
      const isFresh = entry.expiresAt > now;
      if (isFresh || (entry.isLoaded && entry.expiresAt + SERVE_EXPIRED_MS > now)) {
        // Deleting and setting again moves the key to the end of the Map's insertion order,
        // so the first key is always the least recently used one.
        entries.delete(key);
        entries.set(key, entry);
        if (!isFresh) entry.reloading ??= reload(entries, key, entry, load as Load);
        counters.hit();
        return entry.value as Promise<T>;
      }
    }
    counters.miss();
    const fresh = startLoad(entries, key, entry, load as Load, confinedTo as Confinement<unknown>);
    entries.delete(key);
    entries.set(key, fresh);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return fresh.value as Promise<T>;
  };

  // A load that started before an invalidation keeps its old generations, so it is never
  // served after it; a failed load is forgotten so the next request tries again.
  function startLoad(
    entries: Map<string, Entry>,
    key: string,
    previous: Entry | undefined,
    load: Load,
    confinedTo: Confinement<unknown> | undefined,
  ): Entry {
    const before = previous?.loaded;
    const now = Date.now();
    // An expired value is read whole, whatever was heard: the TTL also bounds a lost message.
    const stockOnly =
      before !== undefined && isCatalogCurrent(previous!) && previous!.expiresAt > now;
    const fresh: Entry = {
      ...stampNow(typeof confinedTo === 'function' ? undefined : confinedTo),
      confinedTo,
      // A stock-only load keeps the expiry of the whole read it builds on: the rest of its
      // value is that old, and a stream of sales must not keep a lost edit out past the TTL.
      expiresAt: stockOnly ? previous!.expiresAt : now + TTL_MS,
      value: load(before, stockOnly),
    };
    fresh.value = fresh.value.then((loaded) => {
      fresh.loaded =
        keepUnchanged && before !== undefined && isSameData(loaded, before) ? before : loaded;
      fresh.isLoaded = true;
      // Checked against the changes since the load began: one to these products meanwhile
      // leaves the entry out of date.
      if (showsStock) fresh.stockShown = showsStock(fresh.loaded as V);
      // Read off the value, the scope's generations are those of now: they are the ones the load
      // began with only if no catalog change came meanwhile. If one did, the entry stays
      // unconfined, and so no longer current.
      if (typeof confinedTo === 'function' && isUntouchedSince(fresh)) {
        fresh.scope = scopeOf(confinedTo(fresh.loaded));
      }
      return fresh.loaded;
    });
    fresh.value.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    return fresh;
  }

  /** Loads an expired entry again while it serves; the new value replaces it once loaded. */
  function reload(
    entries: Map<string, Entry>,
    key: string,
    expired: Entry,
    load: Load,
  ): Promise<unknown> {
    const fresh = startLoad(entries, key, expired, load, expired.confinedTo);
    return fresh.value.then(
      () => {
        // Unless a change or a newer load replaced it meanwhile.
        if (entries.get(key) === expired) entries.set(key, fresh);
      },
      () => {
        // The next request loads it itself, as after any failed load.
        if (entries.get(key) === expired) entries.delete(key);
      },
    );
  }
}

/**
 * Whether two answers built of arrays, plain objects and primitives hold the same data. Anything
 * else (a Date, a Map) counts as different, so an answer of another shape is simply rebuilt.
 * util.isDeepStrictEqual did the same work at 0.13 ms of a 24-card page, most of a cold visit
 * that found its page unchanged.
 */
export function isSameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!isSameData(a[i], b[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.prototype) return false;
  if (Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!isSameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

/**
 * The cached value of `key`, loading it once even when many requests ask at the same time.
 * For reads that show no stock; those that do have caches of their own. A value an edit left
 * as it was (the category list, a total) stays the same object, so the pages built from it
 * compare with theirs by reference.
 */
export const cached: Cached = createCatalogCache(MAX_ENTRIES, 'catalog', { keepUnchanged: true });
