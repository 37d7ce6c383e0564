import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startServer } from './boot.ts';
import { createLogger } from './lib/logger.ts';
import { runPrimary } from './cluster.ts';

/** A response still streaming after this long on SIGTERM is cut so the process can exit. */
const SHUTDOWN_GRACE_MS = 10_000;

/** One server process: the whole shop alone (WEB_CONCURRENCY=1), or one worker of the cluster. */
async function runServer(config: Config) {
  const running = await startServer(config);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.log.info({ signal }, 'stopping: no new connections, finishing open responses');
    setTimeout(() => {
      running.log.warn('open responses did not finish in time; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS).unref();
    running.stop().then(
      () => {
        running.log.info('stopped');
        process.exit(0);
      },
      (err) => {
        running.log.error({ err }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // A worker whose primary is gone would serve nothing new (the primary holds the port): it stops too.
  if (cluster.isWorker) process.once('disconnect', () => shutdown('primary gone'));
}

try {
  const config = loadConfig();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) runPrimary(config, createLogger(config.LOG_LEVEL), config.SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS + 2_000);
  else await runServer(config);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
}
