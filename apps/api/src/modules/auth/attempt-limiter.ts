/**
 * Counts events per key (an email, a user id) in a sliding window, in memory. Per-address limits
 * come from @fastify/rate-limit; this one stops a spread-out attack on one account. One process
 * only: a cluster would move these counts to the database or Redis.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.recent(key, Date.now()).length >= this.max;
  }

  record(key: string): void {
    const now = Date.now();
    this.hits.set(key, [...this.recent(key, now), now]);
    // Forget idle keys now and then so the map cannot grow without bound.
    if (this.hits.size > 10_000) for (const k of [...this.hits.keys()]) this.recent(k, now);
  }

  /** Records the event and answers whether it went over the limit. */
  take(key: string): boolean {
    if (this.isBlocked(key)) return false;
    this.record(key);
    return true;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}
