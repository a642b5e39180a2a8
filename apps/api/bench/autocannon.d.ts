// The part of autocannon's API the benchmark uses; the package ships no types.
declare module 'autocannon' {
  interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface Request extends RequestData {
    /** Called before every request; returns the request to send. */
    setupRequest?: <T extends RequestData>(request: T) => T;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
