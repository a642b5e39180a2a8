import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { analyzeNeverAnalyzed } from './db/statistics.ts';
import { seedDemoCatalogIfEmpty } from './db/seed/seed-demo.ts';
import { ensureAdmin } from './modules/auth/ensure-admin.ts';
import { createLocalStorage } from './platform/storage/local-storage.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  // A fresh or restored database gets statistics before its first visitor.
  await analyzeNeverAnalyzed(database.db);
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const app = await buildApp({ config, database, storage });

  if (config.admin) {
    const { created } = await ensureAdmin(database.db, config.admin);
    app.log.info(`Admin ${config.admin.email} ${created ? 'created' : 'updated'}`);
  }
  if (config.seedDemo) {
    await seedDemoCatalogIfEmpty({ db: database.db, storage, log: (line) => app.log.info(line) });
  }

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
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  app.log.info(`LabShop is open at ${config.publicUrl} (${where})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
