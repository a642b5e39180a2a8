// The bench's two servers, each a process of its own, started the way production starts.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a TypeScript file of this package (or of `root`) the way `npm start` runs main.ts. */
export function runTs(
  file: string,
  args: string[],
  env: Record<string, string>,
  stdout: 'pipe' | 'inherit' | 'ignore' = 'ignore',
  root = apiRoot,
  nodeFlags: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', file, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await exited(child);
}

/** The bare route's process; resolves with its base URL once it listens. */
export async function startBareServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = runTs('bench/bare-server.ts', [], {}, 'pipe');
  const base = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /listening (\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the bare server ended (${code})`)));
  });
  return { child, base };
}

/** Polls /api/health until the shop answers, or fails when it ends first. */
export async function waitForShop(child: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`the shop ended during start (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not start within 3 minutes');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '']);

/**
 * CPU seconds all PostgreSQL processes of this machine have used so far, when `databaseUrl`
 * names this machine (its server's backends, WAL writer and the rest); undefined for a
 * server elsewhere, whose work this machine does not do.
 */
export function localPostgresCpuSeconds(databaseUrl: string): number | undefined {
  if (!LOCAL_HOSTS.has(new URL(databaseUrl).hostname)) return undefined;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^[0-9]+$/.test(name));
  } catch {
    return undefined; // no /proc: not Linux
  }
  let seconds = 0;
  let found = false;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // ended meanwhile
    }
    found = true;
    seconds += cpuSecondsOf(Number(pid));
  }
  return found ? seconds : undefined;
}

/** CPU seconds (user + system) a process has used so far; Linux only, else 0. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // Fields after the command name, which may contain spaces, so split after its ')'.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100;
  } catch {
    return 0;
  }
}
