import { Counter } from 'prom-client';
import { METRIC_PREFIX, processRegistry } from './registry.ts';

const jobFailures = new Counter({
  name: `${METRIC_PREFIX}job_failures_total`,
  help: 'Job runs that threw, by kind; final="true" when the job will not run again',
  labelNames: ['kind', 'final'] as const,
  registers: [processRegistry],
});

/** Called by the job queue when a run throws; kinds are the registered handlers' names. */
export function countJobFailure(kind: string, final: boolean): void {
  jobFailures.inc({ kind, final: final ? 'true' : 'false' });
}
