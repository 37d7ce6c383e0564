import { collectDefaultMetrics, Counter, Gauge, Histogram, openMetricsContentType, register, type OpenMetricsContentType, type Registry } from 'prom-client';

/**
 * Every metric the shop exposes at /metrics, named once. They live in prom-client's global registry: a cluster worker
 * hands that registry to the primary, which sums the workers' (server/lib/cluster-metrics.ts). Labels are bounded: a
 * route is its pattern (`/api/cart/cart`, `page routes/product`), never the path a visitor typed.
 */
export const metricsRegistry = register;
// OpenMetrics text (#21). prom-client types its global registry as Prometheus text, though it writes either.
(register as unknown as Registry<OpenMetricsContentType>).setContentType(openMetricsContentType);

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the last byte of the answer, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const ssrRenderDuration = new Histogram({
  name: 'ssr_render_duration_seconds',
  help: 'Time React takes to render a page, from the start of the render to its last part',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

export const ordersPlaced = new Counter({
  name: 'orders_placed_total',
  help: 'Orders placed (a replayed placement is not counted again), by payment method',
  labelNames: ['method'] as const,
});

export const paymentsVerified = new Counter({
  name: 'payments_verified_total',
  help: 'Online payments the gateway confirmed, by outcome (paid, or late: the order was no longer payable)',
  labelNames: ['outcome'] as const,
});

export const smsSent = new Counter({ name: 'sms_sent_total', help: 'Texts the provider accepted, by kind', labelNames: ['kind'] as const });
export const smsFailed = new Counter({ name: 'sms_failed_total', help: 'Texts that finally failed, by kind', labelNames: ['kind'] as const });
export const jobsFailed = new Counter({ name: 'jobs_failed_total', help: 'Job runs that threw, by task', labelNames: ['task'] as const });
export const pageCacheHits = new Counter({ name: 'page_cache_hits_total', help: 'Pages answered from the page cache' });
export const pageCacheEarlyHits = new Counter({
  name: 'page_cache_early_hits_total',
  help: "Of the pages answered from the page cache, those answered before the app's middleware (a request seen before)",
});
export const pageCacheMisses = new Counter({ name: 'page_cache_misses_total', help: 'Pages the page cache did not hold' });
// In a cluster the fewest of any worker: a worker still reading the copy (or whose read failed) shows.
export const searchMemoryDocuments = new Gauge({
  name: 'search_memory_documents',
  help: "Products in the process's copy of the search index in memory (0 until it is read)",
  aggregator: 'min',
});
export const searchMemoryBuildDuration = new Histogram({
  name: 'search_memory_build_seconds',
  help: 'Time to read the search index into memory, at start and after each change of the index',
  buckets: [0.01, 0.05, 0.25, 1, 2.5, 5, 10, 30],
});

/**
 * The job engines that can count their waiting jobs; the gauge asks the newest on each scrape (two servers in one
 * process, as in tests, share one queue: their counts must not add up). Returns its removal, for the server's stop.
 */
const jobQueueDepthReaders: (() => number | Promise<number>)[] = [];
export function watchJobQueue(read: () => number | Promise<number>): () => void {
  jobQueueDepthReaders.push(read);
  return () => {
    const at = jobQueueDepthReaders.indexOf(read);
    if (at !== -1) jobQueueDepthReaders.splice(at, 1);
  };
}
export const jobQueueDepth = new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs waiting to run',
  async collect() {
    const read = jobQueueDepthReaders.at(-1);
    if (read) this.set(await read());
  },
});

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}
const poolReaders = new Set<() => PoolUse>();
/** A database pool to read on each scrape (PostgreSQL only: SQLite has no pool); returns its removal, for its close. */
export function watchPool(read: (() => PoolUse) | undefined): () => void {
  if (!read) return () => {};
  poolReaders.add(read);
  return () => poolReaders.delete(read);
}
const poolGauge = (name: string, help: string, pick: (use: PoolUse) => number) =>
  new Gauge({
    name,
    help,
    collect() {
      if (poolReaders.size) this.set([...poolReaders].reduce((sum, read) => sum + pick(read()), 0));
    },
  });
export const dbPoolTotal = poolGauge('db_pool_connections', 'Database connections open in the pool', (u) => u.total);
export const dbPoolIdle = poolGauge('db_pool_idle_connections', 'Database connections open and idle', (u) => u.idle);
export const dbPoolWaiting = poolGauge('db_pool_waiting_requests', 'Queries waiting for a free database connection', (u) => u.waiting);

let defaultsStarted = false;
/** Process metrics (CPU, memory, event-loop lag, GC): once per process, however many servers a test starts. */
export function startDefaultMetrics() {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register });
}
