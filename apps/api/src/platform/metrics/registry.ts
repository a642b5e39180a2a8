import { collectDefaultMetrics, Registry } from 'prom-client';

// One registry per process for what the code counts as it goes (requests, failures, mails):
// the counters live in module scope so the hot path only adds to a number, never looks the
// app up. The database's numbers are read per app at scrape time (collected-gauges.ts).
export const METRIC_PREFIX = 'labshop_';

export const processRegistry = new Registry();

// Process CPU, memory, file descriptors, GC, and event-loop lag (a perf_hooks histogram that
// Node keeps by itself; nothing runs on our loop for it between scrapes).
collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
