import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config, type EnvConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoCatalogIfEmpty } from './db/seed/seed-demo.ts';
import { analyzeNeverAnalyzed } from './db/statistics.ts';
import { safeError } from './http/safe-error.ts';
import { ensureAdmin } from './modules/auth/ensure-admin.ts';
import { startRenderPool } from './platform/pdf/render-pool.ts';
import { createStorage } from './platform/storage/create-storage.ts';

// One process by default (ROLE=all: it serves and runs the jobs). WORKERS=N runs N web
// processes on one port against PostgreSQL and one worker process for the jobs; the primary
// prepares the database once (migrations, statistics, admin, demo catalog) before forking.
// ROLE=web or ROLE=worker makes every process of this start that role (a machine of its own).

const EMBEDDED_WORKERS_MESSAGE =
  'WORKERS above 1 needs DATABASE_URL: the embedded database (PGlite) belongs to the one ' +
  'process that opened it. Point DATABASE_URL at PostgreSQL, or start one process.';

function loadOrExit(): EnvConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function open(config: EnvConfig): Promise<Database> {
  return openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
}

/** Waits for `work`, but no longer than `ms`; its failure is the caller's to ignore. */
function within(ms: number, work: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}

const storageOf = (config: EnvConfig) => createStorage(config);

/** What a migrated database needs before anyone shops: done by one process only. */
async function prepare(database: Database, config: EnvConfig, log: (line: string) => void) {
  // A fresh or restored database gets statistics before its first visitor.
  await analyzeNeverAnalyzed(database.db);
  if (config.admin) {
    const { created } = await ensureAdmin(database.db, config.admin);
    log(`Admin ${config.admin.email} ${created ? 'created' : 'updated'}`);
  }
  if (config.seedDemo) {
    await seedDemoCatalogIfEmpty({ db: database.db, storage: await storageOf(config), log });
  }
}

async function serve(config: EnvConfig, options: { prepare: boolean }) {
  const database = await open(config);
  // Before the app: the session secret may live in the database (session-secret.ts).
  if (options.prepare) await database.migrate();
  const app = await buildApp({
    config,
    database,
    storage: await storageOf(config),
    webDist: config.webDist,
  });
  if (options.prepare) await prepare(database, config, (line) => app.log.info(line));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const grace = config.shutdownGraceMs;
    app.log.info(`${signal} received, finishing open requests and jobs (at most ${grace} ms)`);
    // Past the grace and a little more for the pool, something is stuck: leave anyway.
    setTimeout(() => process.exit(1), grace + 5000).unref();
    // Jobs first, so the app's own onClose stop joins this one instead of waiting without end:
    // what is unfinished at the grace's end gives its lease back for another process.
    const jobsStopped = app.jobs.stop({ graceMs: grace });
    // No new connections; the requests in flight finish (or the grace ends).
    await Promise.all([jobsStopped, within(grace, app.close())]);
    // A request or job still holding a connection would keep the pool open: do not wait on it.
    await within(2000, database.close());
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Forked by the cluster, the job worker takes no share of the shop's port (the cluster would
  // hand it shoppers to answer 404); the primary watches it and replaces it when it ends.
  if (!(config.role === 'worker' && cluster.isWorker)) {
    await app.listen({ port: config.port, host: config.host });
  }
  // A web process only enqueues: the worker processes claim and run the jobs.
  if (config.role !== 'web') app.jobs.start();
  // The PDF worker loads its renderer now, not while the first shopper waits for an invoice.
  startRenderPool().catch((err: unknown) =>
    app.log.error({ err: safeError(err) }, 'the PDF worker did not start'),
  );
  if (cluster.isPrimary && config.role !== 'worker') {
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
    app.log.info(`LabShop is open at ${config.publicUrl} (${where})`);
  }
}

// A worker that keeps dying right after it starts is broken, not unlucky: stop replacing it.
const RESTARTS_PER_MINUTE_MAX = 10;

async function runPrimary(config: EnvConfig) {
  if (!config.databaseUrl) {
    console.error(EMBEDDED_WORKERS_MESSAGE);
    process.exit(1);
  }
  const database = await open(config);
  try {
    await database.migrate();
    await prepare(database, config, (line) => console.log(line));
  } finally {
    await database.close();
  }

  let stopping = false;
  const restarts: number[] = [];
  // ROLE=all splits into WORKERS web processes and one job worker; a set role is kept by all.
  const roles: Config['role'][] = Array.from({ length: config.workers }, () =>
    config.role === 'all' ? 'web' : config.role,
  );
  if (config.role === 'all') roles.push('worker');
  const roleOf = new Map<number, Config['role']>();
  const fork = (role: Config['role']) => {
    const worker = cluster.fork({ ROLE: role });
    roleOf.set(worker.id, role);
  };
  for (const role of roles) fork(role);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE_MAX) {
      console.error('API workers keep dying; stopping the shop.');
      process.exit(1);
    }
    const role = roleOf.get(worker.id) ?? 'web';
    roleOf.delete(worker.id);
    console.error(
      `API ${role} process ${worker.process.pid} ended (${signal ?? code}); starting another`,
    );
    fork(role);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each process has its grace and a little more to close its pool.
    const timer = setTimeout(() => process.exit(1), config.shutdownGraceMs + 7000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearTimeout(timer);
        process.exit(0);
      }
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const web = roles.filter((role) => role !== 'worker').length;
  console.log(
    `LabShop is open at ${config.publicUrl} with ${web} web and ${roles.length - web} worker processes (PostgreSQL)`,
  );
}

async function main() {
  const config = loadOrExit();
  if (config.workers <= 1) return serve(config, { prepare: true });
  if (cluster.isPrimary) return runPrimary(config);
  return serve(config, { prepare: false });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
