import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, openMetricsContentType } from 'prom-client';
import { metricsRegistry } from './metrics.ts';

/**
 * /metrics across cluster workers, in OpenMetrics: the worker a scrape lands on asks the primary, which collects every
 * worker's registry as JSON, sums counters and histograms (prom-client's AggregatorRegistry.aggregate) and answers.
 * One process answers alone. The collection is ours, not AggregatorRegistry.clusterMetrics(): that one always writes
 * Prometheus text.
 */
const ASK = 'negahban:metrics-ask'; // worker → primary: a scrape landed here
const ANSWER = 'negahban:metrics-answer'; // primary → that worker: every worker's metrics, summed
const COLLECT = 'negahban:metrics-collect'; // primary → every worker: your registry, please
const COLLECTED = 'negahban:metrics-collected'; // worker → primary
const ASK_TIMEOUT_MS = 10_000;
/** A worker that does not answer (busy, dying) is left out of that scrape rather than failing it. */
const COLLECT_TIMEOUT_MS = 5_000;

type Message =
  | { type: typeof ASK; id: string }
  | { type: typeof ANSWER; id: string; text?: string; error?: string }
  | { type: typeof COLLECT; id: string }
  | { type: typeof COLLECTED; id: string; metrics: object[] };

export const metricsContentType = openMetricsContentType;

// A worker answers the primary's collection from its first moment.
if (cluster.isWorker) {
  process.on('message', (message: Message) => {
    if (message?.type !== COLLECT) return;
    void metricsRegistry.getMetricsAsJSON().then((metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics } satisfies Message));
  });
}

/** The metrics text of the whole server: every worker's, summed, when this process is a cluster worker. */
export function readMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('the primary did not answer with the metrics')), ASK_TIMEOUT_MS);
    const onMessage = (message: Message) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done(message.error ? new Error(message.error) : undefined, message.text);
    };
    function done(err?: Error, text?: string) {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (err) reject(err);
      else resolve(text!);
    }
    process.on('message', onMessage);
    process.send!({ type: ASK, id } satisfies Message);
  });
}

/** In the primary: answers workers that ask for the summed metrics. */
export function serveClusterMetrics() {
  const collecting = new Map<string, { pending: number; metrics: object[][]; done: () => void }>();
  cluster.on('message', (worker, message: Message) => {
    if (message?.type === COLLECTED) {
      const collection = collecting.get(message.id);
      if (!collection) return;
      collection.metrics.push(message.metrics);
      if (--collection.pending === 0) collection.done();
      return;
    }
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const { id } = message;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected());
    const metrics: object[][] = [];
    const answer = () => {
      clearTimeout(timer);
      collecting.delete(id);
      try {
        // prom-client's OpenMetrics writer adds `_total` to a counter's name, which a counter read back from JSON
        // already carries (http_requests_total_total otherwise).
        const registry = AggregatorRegistry.aggregate(metrics.map((list) => list.map(counterFamilyName)));
        registry.setContentType(openMetricsContentType);
        void registry.metrics().then(
          (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies Message),
          (err: Error) => worker.isConnected() && worker.send({ type: ANSWER, id, error: err.message } satisfies Message),
        );
      } catch (err) {
        if (worker.isConnected()) worker.send({ type: ANSWER, id, error: (err as Error).message } satisfies Message);
      }
    };
    const timer = setTimeout(answer, COLLECT_TIMEOUT_MS);
    collecting.set(id, { pending: workers.length, metrics, done: answer });
    for (const w of workers) w!.send({ type: COLLECT, id } satisfies Message);
  });
}

/** A counter's family name, as OpenMetrics writes it: without the `_total` of its samples. */
function counterFamilyName(metric: object): object {
  const { name, type } = metric as { name: string; type: string };
  return type === 'counter' && name.endsWith('_total') ? { ...metric, name: name.slice(0, -'_total'.length) } : metric;
}
