import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { serverArgs } from './server-bundle.ts';

// The real server as its own operating-system process (apps/api/src/main.ts, bundled once per
// run by server-bundle-setup.ts), for tests of what only shows across processes: several API
// processes on one database, kill -9.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** The script it runs (src/main.ts or its bundle); the processes a cluster forks run it too. */
  script: string;
  /** What the process wrote to stderr so far. */
  errors(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
  dataDir: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server; does not wait for it (see waitUntilHealthy). */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'labshop-process-'));
  const base = `http://127.0.0.1:${port}`;
  const args = serverArgs(inject('serverBundle'));
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SESSION_SECRET: 'process-test-secret-that-is-long-enough-0123',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)),
  );
  return {
    base,
    child,
    script: args.at(-1)!,
    dataDir,
    errors: () => stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const result = await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
}

export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited early:\n${server.errors()}`);
    }
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${server.errors()}`);
}

/** A JSON POST to a server process, from the shop's own pages (same Origin), as a browser sends it. */
export function postJson(base: string, path: string, body: unknown, cookie?: string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Presses Pay or Fail on the payment simulator of a server process, as the paying shopper. */
export function pressSimulatorAt(
  base: string,
  transactionId: string,
  button: 'pay' | 'fail',
  cookie: string,
) {
  return fetch(`${base}/api/payments/simulator/${transactionId}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie },
    body: '',
    redirect: 'manual',
  });
}
