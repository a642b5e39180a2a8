import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  createCatalogCache,
  type CatalogCacheOptions,
  SERVE_EXPIRED_MS,
} from '../src/modules/catalog/catalog-cache.ts';
import { invalidateCatalogCache } from '../src/modules/catalog/catalog-generations.ts';

// An answer that only expired is served while one reload runs; one that a change dropped
// never is, whatever its age.

const TTL_MS = 60_000;
// Any object serves as the database: the cache only keys its entries by it.
const db = {} as Db;

/** A load whose calls are counted and whose answers resolve only when released. */
function controlledLoads() {
  const pending: Array<() => void> = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    const value = { version: calls };
    return new Promise<{ version: number }>((resolve) => pending.push(() => resolve(value)));
  };
  const releaseAll = async () => {
    for (const release of pending.splice(0)) release();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { load, releaseAll, calls: () => calls };
}

const settled = async <T>(promise: Promise<T>): Promise<T | 'pending'> =>
  Promise.race([
    promise,
    new Promise<'pending'>((resolve) => setImmediate(() => resolve('pending'))),
  ]);

let cacheNumber = 0;
const newCache = (options: CatalogCacheOptions<unknown> = {}) =>
  createCatalogCache(10, `expiry-test-${++cacheNumber}`, options);
// A page showing stock; the sales below name no product, so each reaches it.
const SHOWS_STOCK = { showsStock: () => ['p1'] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a catalog cache entry that expired', () => {
  it('is served at once while one reload runs, then replaced by the reload', async () => {
    const cache = newCache();
    const { load, releaseAll, calls } = controlledLoads();
    const first = cache(db, 'page', load);
    await releaseAll();
    expect(await first).toEqual({ version: 1 });

    vi.advanceTimersByTime(TTL_MS + 1);
    // Two visitors after the expiry: both answered from the expired value, one reload.
    expect(await settled(cache(db, 'page', load))).toEqual({ version: 1 });
    expect(await settled(cache(db, 'page', load))).toEqual({ version: 1 });
    expect(calls()).toBe(2);

    await releaseAll();
    expect(await settled(cache(db, 'page', load))).toEqual({ version: 2 });
    expect(calls()).toBe(2);
  });

  it('is never served after a change, only the load that follows it', async () => {
    for (const change of ['catalog', 'stock'] as const) {
      const cache = newCache(SHOWS_STOCK);
      const { load, releaseAll, calls } = controlledLoads();
      const first = cache(db, 'page', load);
      await releaseAll();
      await first;
      vi.advanceTimersByTime(TTL_MS + 1);
      invalidateCatalogCache(change);
      const afterChange = cache(db, 'page', load);
      expect(await settled(afterChange)).toBe('pending');
      expect(calls()).toBe(2);
      await releaseAll();
      expect(await afterChange).toEqual({ version: 2 });
    }
  });

  it('is not served after a change that came while its reload ran', async () => {
    const cache = newCache(SHOWS_STOCK);
    const { load, releaseAll } = controlledLoads();
    const first = cache(db, 'page', load);
    await releaseAll();
    await first;
    vi.advanceTimersByTime(TTL_MS + 1);
    expect(await settled(cache(db, 'page', load))).toEqual({ version: 1 });
    // The sale lands while the reload (begun before it) is still reading.
    invalidateCatalogCache('stock');
    await releaseAll();
    const afterSale = cache(db, 'page', load);
    expect(await settled(afterSale)).toBe('pending');
    await releaseAll();
    expect(await afterSale).toEqual({ version: 3 });
  });

  it('is not served once it is older than the grace, nor after its reload failed', async () => {
    const cache = newCache();
    const { load, releaseAll, calls } = controlledLoads();
    const first = cache(db, 'page', load);
    await releaseAll();
    await first;
    vi.advanceTimersByTime(TTL_MS + SERVE_EXPIRED_MS + 1);
    const late = cache(db, 'page', load);
    expect(await settled(late)).toBe('pending');
    await releaseAll();
    expect(await late).toEqual({ version: 2 });

    vi.advanceTimersByTime(TTL_MS + 1);
    const failing = () => Promise.reject(new Error('database away'));
    expect(await settled(cache(db, 'page', failing))).toEqual({ version: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    const afterFailure = cache(db, 'page', load);
    expect(await settled(afterFailure)).toBe('pending');
    await releaseAll();
    expect(await afterFailure).toEqual({ version: 3 });
    expect(calls()).toBe(3);
  });
});

describe('what a load is told about the value it replaces', () => {
  /** The loads' arguments, each answered at once with its call number. */
  function recordedLoads() {
    const calls: Array<{ previous: unknown; stockOnly: boolean }> = [];
    const load = (previous: unknown, stockOnly: boolean) => {
      calls.push({ previous, stockOnly });
      return Promise.resolve({ version: calls.length });
    };
    return { load, calls };
  }

  it('only stock moved: after a sale alone, within the TTL', async () => {
    const cache = newCache(SHOWS_STOCK);
    const { load, calls } = recordedLoads();
    await cache(db, 'page', load);
    invalidateCatalogCache('stock');
    await cache(db, 'page', load);
    invalidateCatalogCache('stock');
    await cache(db, 'page', load);
    expect(calls).toEqual([
      { previous: undefined, stockOnly: false },
      { previous: { version: 1 }, stockOnly: true },
      { previous: { version: 2 }, stockOnly: true },
    ]);
  });

  it('anything may have: after an edit, an edit and a sale, or an expiry and a sale', async () => {
    const cache = newCache(SHOWS_STOCK);
    const { load, calls } = recordedLoads();
    await cache(db, 'page', load);
    invalidateCatalogCache('catalog');
    await cache(db, 'page', load);
    invalidateCatalogCache('catalog');
    invalidateCatalogCache('stock');
    await cache(db, 'page', load);
    // The TTL bounds a lost notice of an edit, so an expired value is read whole.
    vi.advanceTimersByTime(TTL_MS + 1);
    invalidateCatalogCache('stock');
    await cache(db, 'page', load);
    expect(calls.map((call) => call.stockOnly)).toEqual([false, false, false, false]);
    expect(calls[3]!.previous).toEqual({ version: 3 });
  });

  it('anything may have, once the last whole read is older than the TTL, sales or not', async () => {
    const cache = newCache(SHOWS_STOCK);
    const { load, calls } = recordedLoads();
    await cache(db, 'page', load);
    // A sale every 25 s: the stock is read again, the rest of the page still dates from the
    // first read, so an edit whose notice was lost shows within the TTL all the same.
    for (let sale = 0; sale < 3; sale += 1) {
      vi.advanceTimersByTime(25_000);
      invalidateCatalogCache('stock');
      await cache(db, 'page', load);
    }
    expect(calls.map((call) => call.stockOnly)).toEqual([false, true, true, false]);
  });
});
