import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import { seedDemoCatalogIfEmpty } from './seed-demo.ts';
import { seedSyntheticProducts } from './synthetic.ts';

// Usage: npm run seed -w @labshop/api [-- --synthetic 50000]
// Reads DATABASE_URL, else DATA_DIR (default ./data), like the server does.
const { values } = parseArgs({ options: { synthetic: { type: 'string' } } });
const synthetic = values.synthetic === undefined ? 0 : Number(values.synthetic);
if (!Number.isInteger(synthetic) || synthetic < 0) {
  console.error(`--synthetic needs a whole number, got "${values.synthetic}"`);
  process.exit(1);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
try {
  await database.migrate();
  const log = (line: string) => console.log(line);
  // Synthetic products need categories, so the demo catalog comes first either way.
  const seeded = await seedDemoCatalogIfEmpty({
    db: database.db,
    storage: createLocalStorage(path.join(dataDir, 'uploads'), path.join(dataDir, 'private')),
    log,
  });
  if (!seeded) log('The catalog already has data; demo seed skipped.');
  if (synthetic > 0) await seedSyntheticProducts(database.db, synthetic, log);
} finally {
  await database.close();
}
