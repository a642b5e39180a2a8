// One bench row: autocannon in the bench's own process, rotating paths, against a server
// in another process. Every answer that is not 2xx is counted and shown, never averaged in.
import autocannon from 'autocannon';
import { cpuSecondsOf } from './processes.ts';
import { rotate } from './rotation.ts';

export interface LoadOptions {
  duration: number;
  connections: number;
  headers: Record<string, string>;
}

export interface Row {
  name: string;
  keys: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  /** CPU of the server process per request (ms): steadier than wall clock on a shared box. */
  serverCpuMs: number;
  /** Status code (or "errors", "timeouts") -> count, for everything that was not 2xx. */
  failures: Record<string, number>;
}

export async function measure(
  base: string,
  name: string,
  paths: string[],
  options: LoadOptions,
  serverPid: number | undefined,
): Promise<Row> {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: options.connections,
      duration,
      headers: options.headers,
      requests: [{ method: 'GET', setupRequest: rotate(paths) }],
    });
  // One unrecorded second first, so JIT warm-up and the first cache fills are not measured.
  await run(1);
  const cpuBefore = cpuSecondsOf(serverPid);
  const result = await run(options.duration);
  const cpu = cpuSecondsOf(serverPid) - cpuBefore;
  const failures: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) failures[code] = count;
  }
  if (result.errors) failures.errors = result.errors;
  if (result.timeouts) failures.timeouts = result.timeouts;
  const total = Math.max(1, result.requests.total);
  return {
    name,
    keys: paths.length,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.throughput.total / total,
    serverCpuMs: (cpu * 1000) / total,
    failures,
  };
}

export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join(' | ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}
