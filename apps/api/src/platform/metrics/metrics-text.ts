import type { Database } from '../../db/client.ts';
import { createCollectedGauges } from './collected-gauges.ts';
import { processRegistry } from './registry.ts';

export const METRICS_CONTENT_TYPE = processRegistry.contentType;

/** The Prometheus text of one app: this process's counters plus its database's gauges. */
export function createMetricsText(database: Database): () => Promise<string> {
  const gauges = createCollectedGauges(database);
  return async () => {
    await gauges.refresh();
    const [own, collected] = await Promise.all([
      processRegistry.metrics(),
      gauges.registry.metrics(),
    ]);
    return own + collected;
  };
}
