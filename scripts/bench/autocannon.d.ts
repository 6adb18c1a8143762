// autocannon ships no types: the part of its API the benchmarks use.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Each connection goes through these in turn; a `setupRequest` builds every request afresh. */
    requests?: RequestSpec[];
  }

  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    /** With it, autocannon hands over each response's body. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export default function autocannon(opts: Options): Promise<Result>;
}
