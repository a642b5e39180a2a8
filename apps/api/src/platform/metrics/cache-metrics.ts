import { Counter } from 'prom-client';
import { METRIC_PREFIX, processRegistry } from './registry.ts';

const lookups = new Counter({
  name: `${METRIC_PREFIX}catalog_cache_lookups_total`,
  help: 'Catalog cache lookups, by cache and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [processRegistry],
});

export interface CacheCounters {
  hit(): void;
  miss(): void;
}

/** Counters bound to one cache's labels once, so a lookup only adds 1 to a number. */
export function cacheCounters(cache: string): CacheCounters {
  const hits = lookups.labels({ cache, result: 'hit' });
  const misses = lookups.labels({ cache, result: 'miss' });
  return { hit: () => hits.inc(), miss: () => misses.inc() };
}
