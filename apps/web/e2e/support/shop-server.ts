import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_NODE_OPTIONS, buildServerBundle } from '../../../api/test/support/server-bundle.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The React build (WEB_RUNTIME=react) that `npm run test:e2e` makes beside the Preact one. */
export const REACT_WEB_DIST = path.join(repoRoot, 'apps/web/dist-react');

/**
 * The seed fills the fresh DATA_DIR (demo catalog, shoppers with orders) before the shop opens
 * it; the embedded database allows one process at a time. Both run from the server's bundle
 * (apps/api/test/support/server-bundle.ts), built once per set of sources: through tsx they
 * spent some seconds of CPU each loading the code before the first test could start.
 */
export async function shopCommand(): Promise<string> {
  // Workers load the config again; they inherit the runner's command through the environment.
  process.env.LABSHOP_E2E_SHOP_COMMAND ??= await (async () => {
    const bundle = await buildServerBundle();
    // Run from repoRoot (the webServer's cwd and startShop's).
    const node = (file: string) =>
      ['node', ...BUNDLE_NODE_OPTIONS, path.relative(repoRoot, file)].join(' ');
    return `${node(bundle.seed)} && ${node(bundle.main)}`;
  })();
  return process.env.LABSHOP_E2E_SHOP_COMMAND;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The environment of an e2e shop: its own port and data folder, the demo data, the admin. */
export function shopEnv(options: {
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
}): Record<string, string> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: '1',
    PUBLIC_URL: baseURL,
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    // The test runner is the proxy in front of the shop (see signUpAndLogIn).
    TRUST_PROXY: '127.0.0.1',
  };
}

export interface RunningShop {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second shop for one spec, serving the web build in `webDist` from a data folder of its
 * own; Playwright's webServer starts the first, for every spec. Resolves once /api/health
 * answers; stop() ends the process group (the seed, then the server).
 */
export async function startShop(options: {
  webDist: string;
  admin: { email: string; password: string };
  timeoutMs?: number;
}): Promise<RunningShop> {
  if (!fs.existsSync(path.join(options.webDist, 'index.html'))) {
    throw new Error(
      `No web build in ${path.relative(repoRoot, options.webDist)}: ` +
        'run `npm run build:react` (npm run test:e2e does) first.',
    );
  }
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labshop-e2e-react-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('sh', ['-c', await shopCommand()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...shopEnv({ port, dataDir, admin: options.admin }),
      WEB_DIST: options.webDist,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The React build's shop stopped (exit ${child.exitCode}):\n${stderr}`);
    }
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The React build's shop did not answer on ${baseURL} in time:\n${stderr}`);
}
