import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { migratePrivateFiles } from './migrate-private.ts';
import { migrateUploads, type MigrationProgress } from './migrate-uploads.ts';

// Usage: STORAGE=s3 S3_...=... npm run storage:migrate
// Copies DATA_DIR/uploads and the private files of DATA_DIR/private (safety data sheets, issued
// PDFs) into the bucket the shop will use, so an existing shop can move to several machines.
// Safe to run again (and while the shop still runs on the local folder): what is already in
// the bucket with the same size is skipped.

function configOrExit() {
  try {
    const config = loadConfig();
    if (config.storage.kind !== 's3') {
      console.error('storage:migrate copies into a bucket: set STORAGE=s3 and the S3_ variables.');
      process.exit(1);
    }
    return { ...config, storage: config.storage };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

const config = configOrExit();
const uploadsDir = path.join(config.dataDir, 'uploads');
const privateDir = path.join(config.dataDir, 'private');
const target = createS3Storage(config.storage);
const tty = process.stdout.isTTY;
const line = (p: MigrationProgress) =>
  `${p.copied + p.skipped}/${p.total} files: ${p.copied} copied, ${p.skipped} already there`;
const report = (p: MigrationProgress) => {
  // One line rewritten in a terminal; in a log, a line every 100 files.
  if (tty) process.stdout.write(`\r${line(p)}`);
  else if ((p.copied + p.skipped) % 100 === 0) console.log(line(p));
};

console.log(`Copying ${uploadsDir} to bucket ${config.storage.bucket}`);
try {
  await target.ready();
  const uploads = await migrateUploads(uploadsDir, target, report);
  if (tty) process.stdout.write('\n');
  console.log(`Done: ${line(uploads)}`);
  console.log(`Copying ${privateDir} (safety data sheets, invoice and credit-note PDFs)`);
  const privateFiles = await migratePrivateFiles(privateDir, target, report);
  if (tty) process.stdout.write('\n');
  console.log(`Done: ${line(privateFiles)}`);
} catch (err) {
  console.error(`\nstorage:migrate stopped: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  target.client.destroy();
}
