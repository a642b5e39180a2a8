import { existsSync } from 'node:fs';
import { open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start` builds the web app only when its build is missing or older than its sources,
// and never in place: the build goes to a folder of its own, then takes dist's name in one
// rename, so a running shop never serves a half-written dist. A lock file makes two starts
// in one checkout take turns; the second then finds the first's build fresh and skips.

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '../..');

/** What the build is made from; a change to any file in them calls for a new build. */
export const WEB_BUILD_SOURCES = [
  path.join(webRoot, 'src'),
  path.join(webRoot, 'public'),
  path.join(webRoot, 'vite'),
  path.join(webRoot, 'index.html'),
  path.join(webRoot, 'vite.config.ts'),
  path.join(webRoot, 'package.json'),
  path.join(repoRoot, 'packages/domain/src'),
];

/** Written into the build: the runtime and the sources' fingerprint it was made from. */
export const STAMP_FILE = '.sources-fingerprint';

/**
 * The number of files and the newest modification time among them: an edit, a new file and
 * a deleted one (the count) all change it; tests of the web app (*.test.*) do not count.
 */
export async function sourceFingerprint(sources: string[]): Promise<string> {
  let count = 0;
  let newest = 0;
  const visit = async (entry: string) => {
    const info = await stat(entry).catch(() => undefined);
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        await visit(path.join(entry, name));
      }
      return;
    }
    if (/\.test\.tsx?$/.test(entry)) return;
    count += 1;
    newest = Math.max(newest, Math.floor(info.mtimeMs));
  };
  for (const source of sources) await visit(source);
  return `${count}:${newest}`;
}

/** The build's stamp: its sources' fingerprint and the runtime it was built on. */
async function buildStamp(sources: string[]): Promise<string> {
  // WEB_RUNTIME=react builds the same sources on React: a build on the other runtime is stale.
  return `${process.env.WEB_RUNTIME ?? 'preact'} ${await sourceFingerprint(sources)}`;
}

/** Whether `distDir` is missing, unfinished, or built from other sources than these. */
export async function webBuildIsStale(distDir: string, sources: string[]): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return true;
  const stamp = await readFile(path.join(distDir, STAMP_FILE), 'utf8').catch(() => '');
  return stamp.trim() !== (await buildStamp(sources));
}

const LOCK_WAIT_MS = 10 * 60_000;

/** Holds `lockFile` while `work` runs; a lock left by a process that is gone is taken over. */
async function withLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const end = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (holder > 0 && !isAlive(holder)) {
        await rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() > end) throw new Error(`${lockFile} is held by process ${holder}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Builds into a fresh folder, then puts it in dist's place; the old build goes after. */
export async function buildWebIfStale(distDir = path.join(webRoot, 'dist')): Promise<boolean> {
  if (!(await webBuildIsStale(distDir, WEB_BUILD_SOURCES))) return false;
  return withLock(`${distDir}.lock`, async () => {
    // Another start may have built it while this one waited for the lock.
    if (!(await webBuildIsStale(distDir, WEB_BUILD_SOURCES))) return false;
    const stamp = await buildStamp(WEB_BUILD_SOURCES);
    const fresh = `${distDir}.building-${process.pid}`;
    const old = `${distDir}.old-${process.pid}`;
    await rm(fresh, { recursive: true, force: true });
    const { build } = await import('vite');
    await build({ root: webRoot, logLevel: 'warn', build: { outDir: fresh, emptyOutDir: true } });
    await writeFile(path.join(fresh, STAMP_FILE), stamp);
    if (existsSync(distDir)) await rename(distDir, old);
    await rename(fresh, distDir);
    await rm(old, { recursive: true, force: true });
    return true;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildWebIfStale()
    .then((built) => console.log(built ? 'Web app built' : 'Web app build is up to date'))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
