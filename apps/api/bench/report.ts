import type { Row } from './measure.ts';
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
