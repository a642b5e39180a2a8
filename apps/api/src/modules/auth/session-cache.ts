import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { ChangeBus } from '../../platform/notify/change-bus.ts';

// Every signed-in request looked its session up in the database: a round trip that cost more
// of a signed-in cart than the cart itself (npm run bench). A session found is kept here for a
// few seconds. Whatever ends a session or changes what it carries (logout, a password reset,
// "sign out everywhere", a profile's new name, a replaced signup, an admin's role) forgets
// every kept session, here at once and in the other API processes through the change bus;
// should a message be lost, a kept session outlives its end by at most KEEP_MS.
const KEEP_MS = 5_000;
// Bounded whatever the number of shoppers; past it the least recently used is dropped.
const MAX_SESSIONS = 10_000;
const TOPIC = 'sessions';

interface Kept {
  /** The forget-count when it was kept: an older one is forgotten. */
  generation: number;
  user: unknown;
  /** The session's own end. */
  expiresAt: number;
  keptUntil: number;
}

const keptByDb = new WeakMap<Db, Map<string, Kept>>();
let generation = 0;
let tellOtherProcesses: () => void = () => {};

/** The user kept for this signed session cookie, or undefined: then ask the database. */
export function keptSession<U>(db: Db, cookie: string, now: number): U | undefined {
  const kept = keptByDb.get(db)?.get(cookie);
  if (!kept || kept.generation !== generation) return undefined;
  if (kept.keptUntil <= now || kept.expiresAt <= now) return undefined;
  return kept.user as U;
}

/**
 * Keeps a session the database just returned, by the signed cookie that named it. `startedAt`
 * is the generation read before the query: a session forgotten while the query ran is not kept
 * from its stale answer.
 */
export function keepSession(
  db: Db,
  startedAt: number,
  cookie: string,
  user: unknown,
  expiresAt: Date,
  now: number,
): void {
  if (startedAt !== generation) return;
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  kept.delete(cookie);
  kept.set(cookie, {
    generation,
    user,
    expiresAt: expiresAt.getTime(),
    keptUntil: now + KEEP_MS,
  });
  if (kept.size > MAX_SESSIONS) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
}

/** Read before a lookup, passed to keepSession after it. */
export function sessionGeneration(): number {
  return generation;
}

// Every kept session of every database at once: such changes are rare, and entries of an
// older generation are simply never used again (and replaced or evicted in time).
function forgetAll(): void {
  generation += 1;
}

/**
 * Sessions or the users they carry changed through `tx`: once that commits, no process uses a
 * kept session any more.
 */
export function sessionsChanged(tx: object): void {
  afterCommit(tx, () => {
    forgetAll();
    tellOtherProcesses();
  });
}

export function shareSessionInvalidation(bus: ChangeBus): void {
  tellOtherProcesses = () => bus.publish(TOPIC);
  bus.subscribe(TOPIC, forgetAll);
}
