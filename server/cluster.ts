import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.ts';
import type { Logger } from './lib/logger.ts';
import { serveClusterMetrics } from './lib/cluster-metrics.ts';

/** A worker that dies sooner than this after it started counts as a crash loop: the next start waits longer. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The cluster's primary (WEB_CONCURRENCY > 1): forks the workers, which share the port and each run the whole server
 * (server/index.ts), restarts one that dies (waiting longer each time it dies young, so a crash loop does not spin),
 * answers /metrics collections, and on SIGTERM or SIGINT asks every worker to stop as a single process would
 * (`stopGraceMs` later, those still running are killed). It serves nothing itself.
 */
export function runPrimary(config: Config, log: Logger, stopGraceMs: number) {
  // The workers run this very module (the bundle, in production) rather than whatever script started the primary.
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  serveClusterMetrics();
  const startedAt = new Map<Worker, number>();
  let youngDeaths = 0;
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };
  cluster.on('listening', (worker, address) => {
    // A socket file is a worker's warm-up listener (server/ssr/warm-up.ts), not the site's port.
    if (address.addressType === -1) return;
    log.info({ pid: worker.process.pid, port: address.port }, 'worker listening');
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0 || signal) failed = true;
      if (!Object.keys(cluster.workers ?? {}).length) finish();
      return;
    }
    youngDeaths = lived < HEALTHY_AFTER_MS ? youngDeaths + 1 : 0;
    const delay = youngDeaths ? Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (youngDeaths - 1)) : 0;
    log.error({ pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'worker died; starting another');
    setTimeout(() => !stopping && fork(), delay);
  });

  const finish = () => {
    log.info('stopped');
    process.exit(failed ? 1 : 0);
  };
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, 'stopping: every worker finishes its open responses');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (!Object.keys(cluster.workers ?? {}).length) finish();
    setTimeout(() => {
      log.warn('workers did not stop in time; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      failed = true;
    }, stopGraceMs).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  log.info({ workers: config.WEB_CONCURRENCY }, 'starting workers');
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
}
