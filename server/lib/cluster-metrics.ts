import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './metrics.ts';

/**
 * /metrics across cluster workers: the worker a scrape lands on asks the primary, which collects every worker's
 * registry (prom-client's AggregatorRegistry: counters and histograms summed) and answers. One process answers alone.
 */
const ASK = 'negahban:metrics-ask';
const ANSWER = 'negahban:metrics-answer';
const ASK_TIMEOUT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

// A worker must answer the primary's collection from its first moment (prom-client listens once its aggregator exists).
if (cluster.isWorker) new AggregatorRegistry();

export const metricsContentType = metricsRegistry.contentType;

/** The metrics text of the whole server: every worker's, summed, when this process is a cluster worker. */
export function readMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('the primary did not answer with the metrics')), ASK_TIMEOUT_MS);
    const onMessage = (message: Answer) => {
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
    process.send!({ type: ASK, id });
  });
}

/** In the primary: answers workers that ask for the summed metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies Answer),
      (err: Error) => worker.isConnected() && worker.send({ type: ANSWER, id, error: err.message } satisfies Answer),
    );
  });
}
