import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type EnvConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoCatalogIfEmpty } from './db/seed/seed-demo.ts';
import { analyzeNeverAnalyzed } from './db/statistics.ts';
import { safeError } from './http/safe-error.ts';
import { ensureAdmin } from './modules/auth/ensure-admin.ts';
import { startRenderPool } from './platform/pdf/render-pool.ts';
import { createLocalStorage } from './platform/storage/local-storage.ts';

// One process by default; WORKERS=N runs N API processes on one port against PostgreSQL. The
// first process prepares the database once (migrations, statistics, admin, demo catalog),
// then the workers serve; each runs the job worker too, and SKIP LOCKED gives every job to one.

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

const storageOf = (config: EnvConfig) => createLocalStorage(path.join(config.dataDir, 'uploads'));

/** What a migrated database needs before anyone shops: done by one process only. */
async function prepare(database: Database, config: EnvConfig, log: (line: string) => void) {
  // A fresh or restored database gets statistics before its first visitor.
  await analyzeNeverAnalyzed(database.db);
  if (config.admin) {
    const { created } = await ensureAdmin(database.db, config.admin);
    log(`Admin ${config.admin.email} ${created ? 'created' : 'updated'}`);
  }
  if (config.seedDemo) {
    await seedDemoCatalogIfEmpty({ db: database.db, storage: storageOf(config), log });
  }
}

async function serve(config: EnvConfig, options: { prepare: boolean }) {
  const database = await open(config);
  // Before the app: the session secret may live in the database (session-secret.ts).
  if (options.prepare) await database.migrate();
  const app = await buildApp({
    config,
    database,
    storage: storageOf(config),
    webDist: config.webDist,
  });
  if (options.prepare) await prepare(database, config, (line) => app.log.info(line));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing open requests`);
    // Stop taking requests, let the open ones finish, then close the database cleanly.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
  // The PDF worker loads its renderer now, not while the first shopper waits for an invoice.
  startRenderPool().catch((err: unknown) =>
    app.log.error({ err: safeError(err) }, 'the PDF worker did not start'),
  );
  if (cluster.isPrimary) {
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
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE_MAX) {
      console.error('API workers keep dying; stopping the shop.');
      process.exit(1);
    }
    console.error(`API worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearTimeout(timer);
        process.exit(0);
      }
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(
    `LabShop is open at ${config.publicUrl} with ${config.workers} API processes (PostgreSQL)`,
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
