import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './boot.ts';

/** A response still streaming after this long on SIGTERM is cut so the process can exit. */
const SHUTDOWN_GRACE_MS = 10_000;

try {
  const running = await startServer(loadConfig());
  const shutdown = (signal: string) => {
    running.log.info({ signal }, 'stopping: no new connections, finishing open responses');
    setTimeout(() => {
      running.log.warn('open responses did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
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
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
}
