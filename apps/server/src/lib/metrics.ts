import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Label of requests that matched no route (their raw URLs would make unbounded series). */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface Metrics {
  registry: Registry;
  /** One finished HTTP request: `route` is the route pattern (`/api/jobs/:id`), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** One generation job this process ran, by its outcome. */
  jobDone(status: 'COMPLETE' | 'FAILED', seconds: number): void;
  /** Where the queue depth and render-pool load are read from at scrape time. */
  trackQueue(source: { depth(): Promise<number>; poolLoad(): number }): void;
  /** The Prometheus text exposition of every metric. */
  render(): Promise<{ contentType: string; body: string }>;
}

/**
 * Prometheus metrics of one process, in a registry of its own (several apps can share a test
 * process). Job metrics count the jobs this process ran: with the inline queue the API, with
 * QUEUE=pg-boss the worker processes (scraped on their METRICS_PORT).
 */
export function createMetrics(opts: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (opts.defaults ?? true) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'decalforge_jobs_total',
    help: 'Generation jobs run by this process, by final status',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'decalforge_job_duration_seconds',
    help: 'Time from a worker picking a generation job up to its final status, by status',
    labelNames: ['status'] as const,
    buckets: [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers: [registry],
  });
  let source: { depth(): Promise<number>; poolLoad(): number } | null = null;
  new Gauge({
    name: 'decalforge_queue_depth',
    help: 'Generation jobs waiting for a worker (pg-boss: queued, not yet picked up; inline: in flight in this process)',
    registers: [registry],
    async collect() {
      // An unreachable queue reads NaN (no made-up number); /readyz names it.
      if (source) this.set(await source.depth().catch(() => NaN));
    },
  });
  new Gauge({
    name: 'decalforge_render_pool_load',
    help: "Renders queued or running on this process's worker_threads pool",
    registers: [registry],
    collect() {
      if (source) this.set(source.poolLoad());
    },
  });
  for (const status of ['COMPLETE', 'FAILED'] as const) jobs.inc({ status }, 0);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    jobDone(status, seconds) {
      jobs.inc({ status });
      jobDuration.observe({ status }, seconds);
    },
    trackQueue(s) {
      source = s;
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
