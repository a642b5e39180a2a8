import { randomUUID } from 'node:crypto';
import pg from 'pg';

// Tells every API process on one PostgreSQL that something they cache has changed, through
// LISTEN/NOTIFY on a connection of its own. A process ignores its own messages (it has already
// acted on them). The listener reconnects by itself when the server restarts; while it is
// away, the caches' own expiry bounds how stale another process can be.

export interface ChangeBus {
  /**
   * Tells the other processes; returns at once, a lost message is logged, not thrown. `ids`
   * narrow what changed (the categories whose products did, the products whose stock did);
   * none, or more than a message carries, means anything may have.
   */
  publish(topic: string, ids?: readonly string[]): void;
  /**
   * Runs `listener` when another process publishes `topic`, with the ids it named; without
   * them when it named none, or after the bus was away and anything may have changed.
   */
  subscribe(topic: string, listener: (ids?: readonly string[]) => void): void;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

const CHANNEL = 'labshop_changes';
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];
// A message's ids beyond what a publisher sends (a product's old and new category, a sale's
// products) are not trusted to narrow anything: such a message counts as "anything may have
// changed". A publisher with more sends none, so its message stays within NOTIFY's 8000 bytes.
const MAX_IDS = 32;
const MAX_ID_LENGTH = 64;

function narrowingIds(ids: unknown): readonly string[] | undefined {
  if (!Array.isArray(ids) || ids.length > MAX_IDS) return undefined;
  const valid = ids.every((id) => typeof id === 'string' && id.length <= MAX_ID_LENGTH);
  return valid ? (ids as string[]) : undefined;
}

/** The bus of a process that is alone with its database (embedded PGlite): nobody to tell. */
export const localChangeBus: ChangeBus = {
  publish: () => {},
  subscribe: () => {},
  close: async () => {},
};

export function createPostgresChangeBus(
  url: string,
  publishVia: pg.Pool | null,
  log: Log,
): ChangeBus {
  const sender = randomUUID();
  const listeners = new Map<string, Set<(ids?: readonly string[]) => void>>();
  const pool = publishVia ?? new pg.Pool({ connectionString: url, max: 1 });
  const ownPool = publishVia === null;
  if (ownPool) {
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
  }
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let message: { from?: string; topic?: string; ids?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.from === sender || !message.topic) return;
    const ids = narrowingIds(message.ids);
    for (const listener of listeners.get(message.topic) ?? []) listener(ids);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => deliver(note.payload));
    next.on('error', () => {
      // 'end' follows; reconnecting there covers both.
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      attempt = 0;
      // Whatever changed while we were not listening is unknown: act as if everything did.
      for (const set of listeners.values()) for (const listener of set) listener();
    } catch (error) {
      log.warn({ err: error }, 'change bus: cannot listen, retrying');
      await next.end().catch(() => {});
    }
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    setTimeout(() => void connect(), delay).unref();
  };

  void connect();

  return {
    publish(topic, ids) {
      const narrowing = ids && ids.length <= MAX_IDS ? ids : undefined;
      const payload = JSON.stringify({ from: sender, topic, ids: narrowing });
      pool.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => {
        log.warn({ err: error, topic }, 'change bus: could not tell the other processes');
      });
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      if (ownPool) await pool.end().catch(() => {});
    },
  };
}
