import os from 'node:os';
import type { ChangingRow, ColdRow } from './cold.ts';
import { printTable, type Row } from './measure.ts';
import type { Endpoint } from './rotation.ts';

// How a row's figures read against the targets of docs/performance.md.

export // The targets of docs/performance.md, as a share of bare; p99 is for every catalog call.
const TARGETS = {
  postgres: { home: 50, suggest: 50, detail: 25, list: 25, p99: 25 },
  pglite: { home: undefined, suggest: undefined, detail: 10, list: 10, p99: undefined },
} as const;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function failureText(row: Row): string {
  const entries = Object.entries(row.failures);
  return entries.length === 0 ? '0' : entries.map(([code, n]) => `${n}x${code}`).join(' ');
}

export function targetText(
  endpoint: Endpoint,
  row: Row,
  bareRate: number,
  targets: (typeof TARGETS)[keyof typeof TARGETS],
): string {
  if (!endpoint.target) return '';
  const share = targets[endpoint.target];
  const parts: string[] = [];
  if (share !== undefined) {
    const met = (row.requestsPerSecond / bareRate) * 100 >= share;
    parts.push(`>=${share}% ${met ? 'met' : 'MISSED'}`);
  }
  if (targets.p99 !== undefined) {
    parts.push(`p99<=${targets.p99} ${row.p99 <= targets.p99 ? 'met' : 'MISSED'}`);
  }
  return parts.join(', ');
}

export interface MeasuredRow {
  endpoint: Endpoint;
  row: Row | ColdRow | ChangingRow;
  /** The bare route, measured just before the row. */
  bare: Row;
  /** The 1-minute load average at the row's start. */
  load: number;
}

/** The table of every row against the bare route, with what explains its columns. */
export function printRows(rows: MeasuredRow[], kind: keyof typeof TARGETS): void {
  const targets = TARGETS[kind];
  // One bare run caught in another program's burst would make its row look 5x better;
  // the median of all of them is the yardstick, and each row's own bare run is shown.
  const bareRate = median(rows.map((r) => r.bare.requestsPerSecond));
  printTable(
    [
      'endpoint',
      'load',
      'keys',
      'req/s',
      'p50 ms',
      'p99 ms',
      'bare req/s',
      '% of bare',
      'cpu ms/req',
      'cpu % of bare',
      'KB/resp',
      'non-2xx',
      'target',
    ],
    rows.map(({ endpoint, row, bare: bareRow, load: rowLoad }) => [
      row.name,
      rowLoad.toFixed(1),
      String(row.keys),
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      bareRow.requestsPerSecond.toFixed(0),
      ((row.requestsPerSecond / bareRate) * 100).toFixed(1),
      row.serverCpuMs.toFixed(3),
      ((bareRow.serverCpuMs / row.serverCpuMs) * 100).toFixed(1),
      (row.bytesPerResponse / 1024).toFixed(1),
      failureText(row),
      targetText(endpoint, row, bareRate, targets),
    ]),
  );
  for (const { row } of rows) {
    if ('notices' in row) {
      console.log(
        `${row.name}: ${row.notices} change notices; ` +
          `listing-page cache misses per request ${row.missShare.toFixed(3)}.`,
      );
    }
    if ('rounds' in row) {
      console.log(
        `${row.name}: ${row.rounds} rounds, each after a change notice; ` +
          `listing-page cache misses per request ${row.missShare.toFixed(2)} (1.00: all cold).`,
      );
      console.log(`  ${roundCost(row)}`);
    }
  }
  const bareRuns = rows.map((r) => r.bare);
  const spread = bareRuns.map((r) => r.requestsPerSecond.toFixed(0)).join(', ');
  console.log(
    `\nbare Fastify (4 KB JSON, own process), before each row: ${spread} req/s ` +
      `(median ${bareRate.toFixed(0)}); ` +
      `p99 up to ${Math.max(...bareRuns.map((r) => r.p99)).toFixed(1)} ms, ` +
      `${(bareRuns.reduce((sum, r) => sum + r.serverCpuMs, 0) / bareRuns.length).toFixed(3)} cpu ms/req.`,
  );
  console.log(
    '% of bare: req/s over the median bare run. cpu ms/req: CPU of the serving ' +
      "process per request (PostgreSQL's own work not included), steadier than req/s on a " +
      "shared machine; cpu % of bare compares it with the bare route's. KB/resp: headers " +
      'and the (compressed) body (cold rows: the body only). load: the 1-minute load ' +
      'average when the row started.',
  );
}

/**
 * What a cold round costs the machine: a round cannot end sooner than its CPU spread over the
 * cores, and its slowest answers (the row's p99) come near the round's end. Every request is a
 * first visit but after a product's save, where those of its category's pages are.
 */
function roundCost(row: ColdRow): string {
  const parts = [`shop ${row.serverCpuMs.toFixed(2)}`];
  if (row.databaseCpuMs !== undefined) parts.push(`PostgreSQL ${row.databaseCpuMs.toFixed(2)}`);
  parts.push(`load generator ${row.clientCpuMs.toFixed(2)}`);
  const perVisit = row.serverCpuMs + (row.databaseCpuMs ?? 0) + row.clientCpuMs;
  const cores = os.cpus().length;
  const floor = (perVisit * row.keys) / cores;
  return (
    `CPU per request: ${parts.join(' + ')} = ${perVisit.toFixed(2)} ms; a round of ` +
    `${row.keys} needs at least ${floor.toFixed(0)} ms on ${cores} cores, and took ` +
    `${row.roundMs.toFixed(0)} ms on average` +
    (row.databaseCpuMs === undefined ? ' (PostgreSQL runs elsewhere: not counted).' : '.')
  );
}
