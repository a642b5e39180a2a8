import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { errorMessage } from '../../http/safe-error.ts';
import { countJobFailure } from '../metrics/job-metrics.ts';
import {
  claimDueJobs,
  insertJob,
  markJobDone,
  pruneDoneJobs,
  releaseJobLease,
  rescheduleJob,
  type ClaimedJob,
  type EnqueueOptions,
} from './job-store.ts';

export interface JobContext {
  id: string;
  /** This run's number, from 1. */
  attempt: number;
  /** The queue's clock: tests move it forward to make later runs due. */
  now: Date;
}

/** A handler that is not finished yet (a payment still pending) asks to be run again. */
export type JobOutcome = void | { runAgainInMs: number };

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<JobOutcome>;

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollIntervalMs?: number;
  /** How long a claimed job is held before another worker may take it over. */
  leaseMs?: number;
  /** Jobs run at once by one process. */
  concurrency?: number;
}

export interface JobQueue {
  register<P>(kind: string, handler: JobHandler<P>): void;
  /** Adds a job; pass a transaction as `db` to commit it with the change that wants it. */
  enqueue(db: Db, kind: string, payload: unknown, options?: EnqueueOptions): Promise<boolean>;
  /**
   * Runs every job due at `now`, each at most once, and resolves when they are finished. Tests
   * call it instead of start(); a later `now` makes retries and scheduled jobs due.
   */
  runDue(options?: { now?: Date }): Promise<number>;
  /** Starts the background worker (the server does; tests drive runDue instead). */
  start(): void;
  /**
   * Stops claiming and waits for the jobs in hand; with `graceMs`, waits that long at most and
   * gives the leases of the jobs still running back, for another process to take at once.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Adds a task to the worker's hourly housekeeping (pruning what has expired). */
  housekeeping(task: (now: Date) => Promise<void>): void;
}

const MINUTE = 60_000;
const PRUNE_EVERY_MS = 60 * MINUTE;
const KEEP_DONE_MS = 7 * 24 * 60 * MINUTE;

/** 5 s, 10 s, 20 s ... at most 30 minutes between failed runs. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 30 * MINUTE);
}

export function createJobQueue(db: Db, log: FastifyBaseLogger, options: JobQueueOptions = {}) {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 2 * MINUTE;
  const concurrency = options.concurrency ?? 4;
  const handlers = new Map<string, JobHandler<unknown>>();
  // The jobs the background worker holds, by the promise of their run.
  const running = new Map<Promise<void>, ClaimedJob>();
  let timer: NodeJS.Timeout | undefined;
  let isStarted = false;
  let isTicking = false;
  let lastPrune = 0;
  let stopping: Promise<void> | undefined;
  const housekeepingTasks: ((now: Date) => Promise<void>)[] = [];

  async function runOne(job: ClaimedJob, now: Date): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const context = { id: job.id, attempt: job.attempts, now };
    try {
      const outcome = await handler(job.payload, context);
      if (outcome && outcome.runAgainInMs !== undefined) {
        const delay = Math.max(1, outcome.runAgainInMs);
        await rescheduleJob(db, job, new Date(now.getTime() + delay));
      } else {
        await markJobDone(db, job);
      }
    } catch (err) {
      // The payload may hold a code or a link: only the kind, id and error are logged.
      const message = errorMessage(err);
      const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
      const state = await rescheduleJob(db, job, runAt, message).catch(() => 'unknown');
      countJobFailure(job.kind, state === 'failed');
      log.warn(
        { job: { id: job.id, kind: job.kind, attempt: job.attempts, state }, err: message },
        state === 'failed' ? 'job failed for the last time' : 'job failed; it will run again',
      );
    }
  }

  async function claim(now: Date, limit: number, exclude: Set<string>): Promise<ClaimedJob[]> {
    const claimed = await claimDueJobs(db, { now, limit, leaseMs, kinds: [...handlers.keys()] });
    return claimed.filter((job) => !exclude.has(job.id));
  }

  async function runDue({ now = new Date() }: { now?: Date } = {}): Promise<number> {
    const seen = new Set<string>();
    for (;;) {
      const batch = await claim(now, concurrency, seen);
      if (batch.length === 0) return seen.size;
      for (const job of batch) seen.add(job.id);
      await Promise.all(batch.map((job) => runOne(job, now)));
    }
  }

  // One pass of the background worker: fill the free slots, and come back when one frees up.
  async function tick(): Promise<void> {
    if (!isStarted || isTicking) return;
    isTicking = true;
    let delay = pollIntervalMs;
    try {
      const now = new Date();
      if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await pruneDoneJobs(db, new Date(now.getTime() - KEEP_DONE_MS));
        for (const task of housekeepingTasks) {
          await task(now).catch((error: unknown) =>
            log.warn({ err: error }, 'housekeeping failed'),
          );
        }
      }
      const free = concurrency - running.size;
      const batch = free > 0 ? await claim(now, free, new Set()) : [];
      for (const job of batch) {
        const run = runOne(job, now).finally(() => {
          running.delete(run);
          schedule(0);
        });
        running.set(run, job);
      }
      if (batch.length === free && free > 0) delay = 0;
    } catch (err) {
      // The database is away (restarting, unreachable): try again a little later.
      log.warn({ err: errorMessage(err) }, 'job claim failed');
      delay = Math.max(pollIntervalMs, 5000);
    } finally {
      isTicking = false;
    }
    schedule(delay);
  }

  function schedule(delay: number) {
    if (!isStarted) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function stopWorker({ graceMs }: { graceMs?: number }): Promise<void> {
    isStarted = false;
    clearTimeout(timer);
    const finished = Promise.allSettled([...running.keys()]);
    if (graceMs === undefined) {
      await finished;
      return;
    }
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      graceTimer = setTimeout(resolve, graceMs);
    });
    await Promise.race([finished, graceOver]);
    clearTimeout(graceTimer);
    const unfinished = [...running.values()];
    if (unfinished.length === 0) return;
    const now = new Date();
    await Promise.allSettled(unfinished.map((job) => releaseJobLease(db, job, now)));
    log.warn(
      { jobs: unfinished.map((job) => ({ id: job.id, kind: job.kind })) },
      'stopping with jobs unfinished; their leases are given back',
    );
  }

  const queue: JobQueue = {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`A handler for job "${kind}" is already registered`);
      handlers.set(kind, handler as JobHandler<unknown>);
    },
    async enqueue(target, kind, payload, enqueueOptions) {
      const created = await insertJob(target, kind, payload, enqueueOptions);
      // Soon rather than at once: a job added inside a transaction is visible after its commit.
      if (created && isStarted) schedule(50);
      return created;
    },
    runDue,
    start() {
      if (isStarted) return;
      isStarted = true;
      stopping = undefined;
      schedule(0);
    },
    stop(options = {}) {
      // One stop: the app's onClose asks again while main.ts's graceful stop is under way.
      stopping ??= stopWorker(options);
      return stopping;
    },
    housekeeping(task) {
      housekeepingTasks.push(task);
    },
  };
  return queue;
}
