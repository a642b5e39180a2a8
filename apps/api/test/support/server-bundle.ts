import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, version as esbuildVersion, type Plugin } from 'esbuild';

// The server's own code (src/main.ts, and the e2e seed) bundled into plain JavaScript once per
// set of sources, for the tests that start it as a process of its own. Under `node --import tsx`
// a process spends 2-4 s of CPU in tsx's loader hooks before it listens; the bundle starts in
// under one. Packages stay outside the bundle and load from node_modules as they do under tsx,
// so the code that runs is the same; only the TypeScript is already stripped.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(apiRoot, '../..');
const SOURCES = [
  path.join(apiRoot, 'src'),
  path.join(apiRoot, 'test/support'),
  path.join(repoRoot, 'packages/domain/src'),
];
// Under apps/api, so the packages the bundle imports resolve as they do from apps/api/src.
const cacheDir = path.join(apiRoot, 'node_modules/.cache/labshop-server');

export interface ServerBundle {
  /** src/main.ts */
  main: string;
  /** test/support/e2e-seed.ts */
  seed: string;
}

// Each source keeps its own import.meta.url, so the paths it builds from it (migrations, the
// PDF worker, the web build, fonts) are the ones it has under tsx.
const ownImportMetaUrl: Plugin = {
  name: 'labshop:own-import-meta-url',
  setup(pluginBuild) {
    // @labshop/domain is our source; every other package is imported from node_modules.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@labshop/') ? undefined : { external: true },
    );
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256').update(`esbuild ${esbuildVersion}\n`);
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  for (const dir of SOURCES) {
    for (const file of await filesUnder(dir)) {
      hash.update(`${path.relative(repoRoot, file)}\n`).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds the bundle unless one of the same sources is already there; returns its files. */
export async function buildServerBundle(): Promise<ServerBundle> {
  const dir = path.join(cacheDir, await sourcesHash());
  const bundle = { main: path.join(dir, 'main.mjs'), seed: path.join(dir, 'e2e-seed.mjs') };
  if (existsSync(bundle.main) && existsSync(bundle.seed)) return bundle;

  // Built aside and renamed into place, so a run that finds the folder finds it whole.
  const partial = `${dir}.${process.pid}`;
  await build({
    entryPoints: {
      main: path.join(apiRoot, 'src/main.ts'),
      'e2e-seed': path.join(apiRoot, 'test/support/e2e-seed.ts'),
    },
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the TypeScript files (the processes run with --enable-source-maps).
    sourcemap: true,
    plugins: [ownImportMetaUrl],
    logLevel: 'warning',
  });
  await rename(partial, dir).catch(async (err: NodeJS.ErrnoException) => {
    // Another run built the same sources first.
    if (!existsSync(bundle.main)) throw err;
    await rm(partial, { recursive: true, force: true });
  });
  await pruneOlderBundles(dir);
  return bundle;
}

/** Bundles of other sources a day old or more; a run still using one is long over. */
async function pruneOlderBundles(keep: string) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(cacheDir)) {
    const dir = path.join(cacheDir, name);
    if (dir === keep) continue;
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true });
  }
}

/** How to start the bundled server: node's arguments before the script's path. */
export const BUNDLE_NODE_OPTIONS = ['--enable-source-maps'];

/** `node <args>` for src/main.ts: from the bundle when there is one, else through tsx. */
export function serverArgs(bundle: ServerBundle | undefined): string[] {
  return bundle
    ? [...BUNDLE_NODE_OPTIONS, bundle.main]
    : ['--import', 'tsx', path.join(apiRoot, 'src/main.ts')];
}
