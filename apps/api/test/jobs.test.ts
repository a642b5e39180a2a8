import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { createJobQueue, retryDelayMs, type JobQueue } from '../src/platform/jobs/job-queue.ts';
import { claimDueJobs } from '../src/platform/jobs/job-store.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const log = pino({ level: 'silent' });
const SECOND = 1000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(jobs);
});

async function jobRow(kind: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
  if (!row) throw new Error(`no ${kind} job`);
  return row;
}

function queueWith(kind: string, handler: (payload: { n: number }) => Promise<unknown>) {
  const queue = createJobQueue(database.db, log);
  queue.register<{ n: number }>(kind, async (payload) => {
    await handler(payload);
  });
  return queue;
}

describe('the job queue', () => {
  it('runs a queued job once and marks it done', async () => {
    const seen: number[] = [];
    const queue = queueWith('once', async ({ n }) => seen.push(n));
    await queue.enqueue(database.db, 'once', { n: 7 });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([7]);
    expect((await jobRow('once')).state).toBe('done');
  });

  it('forgets a finished job’s payload, which may carry a password hash', async () => {
    const queue = queueWith('secret', async () => {});
    await queue.enqueue(database.db, 'secret', { n: 1, passwordHash: '$argon2id$v=19$m=...' });
    await queue.runDue();
    expect((await jobRow('secret')).payload).toEqual({});
  });

  it('runs its housekeeping tasks when the worker starts, and hourly after', async () => {
    const queue = createJobQueue(database.db, log, { pollIntervalMs: 10 });
    const runs: Date[] = [];
    queue.housekeeping(async (now) => {
      runs.push(now);
    });
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await queue.stop();
    expect(runs).toHaveLength(1);
  });

  it('keeps one job per dedupe key, however often it is enqueued', async () => {
    const seen: number[] = [];
    const queue = queueWith('dedupe', async ({ n }) => seen.push(n));
    expect(await queue.enqueue(database.db, 'dedupe', { n: 1 }, { dedupeKey: 'order-1' })).toBe(
      true,
    );
    expect(await queue.enqueue(database.db, 'dedupe', { n: 2 }, { dedupeKey: 'order-1' })).toBe(
      false,
    );
    await queue.runDue();
    expect(seen).toEqual([1]);
  });

  it('never runs a job whose transaction rolled back', async () => {
    const seen: number[] = [];
    const queue = queueWith('rolled-back', async ({ n }) => seen.push(n));
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'rolled-back', { n: 1 });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    await queue.runDue();
    expect(seen).toEqual([]);
  });

  it('does not run a job before its time', async () => {
    const seen: number[] = [];
    const queue = queueWith('later', async ({ n }) => seen.push(n));
    const now = new Date();
    await queue.enqueue(database.db, 'later', { n: 1 }, { runAt: new Date(+now + 20 * SECOND) });
    await queue.runDue({ now });
    expect(seen).toEqual([]);
    await queue.runDue({ now: new Date(+now + 21 * SECOND) });
    expect(seen).toEqual([1]);
  });

  it('retries a failing job with growing gaps and gives up after its last attempt', async () => {
    let calls = 0;
    const queue = queueWith('flaky', async () => {
      calls += 1;
      throw new Error('SMTP is down');
    });
    await queue.enqueue(database.db, 'flaky', { n: 1 }, { maxAttempts: 3 });
    let now = new Date();
    await queue.runDue({ now });
    expect(calls).toBe(1);
    const first = await jobRow('flaky');
    expect(first.state).toBe('pending');
    expect(first.lastError).toBe('SMTP is down');
    expect(+first.runAt - +now).toBe(retryDelayMs(1));

    await queue.runDue({ now: new Date(+now + retryDelayMs(1) - 1) });
    expect(calls).toBe(1);
    now = new Date(+now + retryDelayMs(1));
    await queue.runDue({ now });
    expect(calls).toBe(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    now = new Date(+now + retryDelayMs(2));
    await queue.runDue({ now });
    expect(calls).toBe(3);
    expect((await jobRow('flaky')).state).toBe('failed');
    await queue.runDue({ now: new Date(+now + 3600 * SECOND) });
    expect(calls).toBe(3);
  });

  it('succeeds on a later attempt once the outside world is back', async () => {
    let isUp = false;
    let sent = 0;
    const queue = queueWith('recovers', async () => {
      if (!isUp) throw new Error('connection refused');
      sent += 1;
    });
    await queue.enqueue(database.db, 'recovers', { n: 1 });
    const now = new Date();
    await queue.runDue({ now });
    isUp = true;
    await queue.runDue({ now: new Date(+now + retryDelayMs(1)) });
    await queue.runDue({ now: new Date(+now + 3600 * SECOND) });
    expect(sent).toBe(1);
    expect((await jobRow('recovers')).state).toBe('done');
  });

  it('runs a job that asks for it again later, without counting it as a failure', async () => {
    const attempts: number[] = [];
    const queue = createJobQueue(database.db, log);
    queue.register('poll', async (_payload, context) => {
      attempts.push(context.attempt);
      return context.attempt < 3 ? { runAgainInMs: 20 * SECOND } : undefined;
    });
    await queue.enqueue(database.db, 'poll', {});
    const now = new Date();
    for (let i = 0; i < 4; i += 1) await queue.runDue({ now: new Date(+now + i * 20 * SECOND) });
    expect(attempts).toEqual([1, 2, 3]);
    const row = await jobRow('poll');
    expect(row.state).toBe('done');
    expect(row.lastError).toBeNull();
  });

  it('takes over a job whose worker died once its lease runs out', async () => {
    const seen: number[] = [];
    const queue = queueWith('orphan', async ({ n }) => seen.push(n));
    await queue.enqueue(database.db, 'orphan', { n: 5 });
    const now = new Date();
    // A worker claims the job and is killed before it finishes.
    const [claimed] = await claimDueJobs(database.db, {
      now,
      limit: 1,
      leaseMs: 60 * SECOND,
      kinds: ['orphan'],
    });
    expect(claimed?.attempts).toBe(1);
    await queue.runDue({ now: new Date(+now + 30 * SECOND) });
    expect(seen).toEqual([]);
    await queue.runDue({ now: new Date(+now + 61 * SECOND) });
    expect(seen).toEqual([5]);
    expect((await jobRow('orphan')).attempts).toBe(2);
  });

  it('runs queued jobs in the background once started, and stops cleanly', async () => {
    const seen: number[] = [];
    const queue = createJobQueue(database.db, log, { pollIntervalMs: 20 });
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => (done = resolve));
    queue.register<{ n: number }>('background', async ({ n }) => {
      seen.push(n);
      if (seen.length === 3) done();
    });
    queue.start();
    for (const n of [1, 2, 3]) await queue.enqueue(database.db, 'background', { n });
    await finished;
    await queue.stop();
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it('gives back the lease of a job still running when a graceful stop runs out of time', async () => {
    const queue = createJobQueue(database.db, log, { pollIntervalMs: 10, leaseMs: 60 * SECOND });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let letGo: () => void = () => {};
    // A run that does not end within the grace (a gateway that does not answer).
    queue.register('stuck', () => {
      started();
      return new Promise<void>((resolve) => (letGo = resolve));
    });
    await queue.enqueue(database.db, 'stuck', {});
    queue.start();
    await running;
    expect((await jobRow('stuck')).lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    await queue.stop({ graceMs: 20 });
    // Claimable again at once by another process, not after the lease's minute; the attempt
    // stays counted, so the stuck run's late outcome cannot overwrite the next one's.
    const row = await jobRow('stuck');
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.lockedUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    const [taken] = await claimDueJobs(database.db, {
      now: new Date(),
      limit: 1,
      leaseMs: 60 * SECOND,
      kinds: ['stuck'],
    });
    expect(taken?.attempts).toBe(2);
    // The app's own stop (onClose) joins the graceful one instead of waiting for the stuck run.
    await queue.stop();
    letGo();
  });
});

describe('the job queue with two processes on one database', () => {
  let second: Database;
  let queues: JobQueue[];
  const runs = new Map<number, number>();

  beforeAll(async () => {
    // On PostgreSQL a second pool is what a second API process has; PGlite has one owner.
    second = database.url ? await openDatabase({ url: database.url }) : database;
    queues = [database, second].map((target) => {
      const queue = createJobQueue(target.db, log, { concurrency: 8 });
      queue.register<{ n: number }>('shared', async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // Hold the row a moment so the two workers really overlap.
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return queue;
    });
  });
  afterAll(async () => {
    if (second !== database) await second.close();
  });

  it('never runs one job twice when both claim at the same time', async () => {
    const count = 60;
    for (let n = 0; n < count; n += 1) await queues[0]!.enqueue(database.db, 'shared', { n });
    const [a, b] = await Promise.all(queues.map((queue) => queue.runDue()));
    expect(a! + b!).toBe(count);
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });
});
