import { Logger as GraphileLogger, makeWorkerUtils, parseCronItems, run, type Runner, type Task, type WorkerUtils } from 'graphile-worker';
import { STARTUP_LOCK_KEY } from '../../db/startup-lock.ts';
import type { Logger } from '../../lib/logger.ts';
import { DEFAULT_MAX_ATTEMPTS, outcomeListeners, type JobQueue, type ScheduledTask } from './job-queue.ts';

const CRON = { minute: '* * * * *', hour: '0 * * * *' } as const;

/**
 * The PostgreSQL engine: graphile-worker (its own schema, migrated under the site's startup lock). Every process runs a
 * worker; a job is locked by one of them (SKIP LOCKED), picked up within milliseconds through LISTEN/NOTIFY. Scheduled
 * tasks are its crontab: one job per tick across all processes and machines (its `known_crontabs` row is the guard).
 */
export function createGraphileQueue<Tasks extends object>(connectionString: string, opts: { concurrency: number; log: Logger }): JobQueue<Tasks> {
  const outcomes = outcomeListeners();
  const logger = graphileLogger(opts.log);
  let utils: Promise<WorkerUtils> | undefined;
  let runner: Runner | undefined;
  let stopped = false;
  let retryMs = 500;
  // Its own small pool: the site's pool stays for requests.
  const worker = () => (utils ??= makeWorkerUtils({ connectionString, logger, maxPoolSize: 2 }).then(async (u) => (await u.migrate(), u)));
  // A runner started again after its database came back may find its schema gone (a restored or recreated database)
  // and would recreate it while another process reads the catalogue to migrate: it takes the startup lock first.
  const migrateUnderStartupLock = async () => {
    const u = await makeWorkerUtils({ connectionString, logger, maxPoolSize: 2 });
    try {
      await u.withPgClient(async (client) => {
        await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
        try {
          await u.migrate();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK_KEY]);
        }
      });
    } finally {
      await u.release();
    }
  };

  return {
    engine: 'graphile-worker',
    async add(task, payload, spec = {}) {
      const job = await (
        await worker()
      ).addJob(task, payload as never, {
        jobKey: spec.jobKey,
        runAt: spec.runAt,
        maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      });
      return job.id;
    },
    async complete(id) {
      await (await worker()).completeJobs([id]);
    },
    async release(id, runAt, attempts) {
      await (await worker()).rescheduleJobs([id], { runAt, attempts });
    },
    async prepare() {
      await worker();
    },
    async start(handlers, schedule: ScheduledTask<Tasks>[] = []) {
      await worker();
      const taskList: Record<string, Task> = {};
      for (const [name, handler] of Object.entries(handlers) as [
        string,
        (payload: unknown, job: { id: string; attempt: number; maxAttempts: number }) => Promise<void>,
      ][]) {
        taskList[name] = (payload, helpers) => handler(payload, { id: helpers.job.id, attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
      }
      // A runner that loses its database (PostgreSQL restarted, a failover) stops by itself: start a new one, with a
      // growing pause, until the database answers again, so texts and timed work resume without a restart of the site.
      const launch = async (again = false): Promise<void> => {
        if (again) await migrateUnderStartupLock();
        const started = await run({
          connectionString,
          logger,
          concurrency: opts.concurrency,
          noHandleSignals: true,
          maxPoolSize: opts.concurrency + 2,
          taskList,
          // A tick missed while every process was down is not made up: the start-up catch-up run covers it.
          parsedCronItems: parseCronItems(
            schedule.map(({ task, every }) => ({ task, identifier: `${task}-${every}`, match: CRON[every], options: { backfillPeriod: 0, maxAttempts: 1 } })),
          ),
        });
        runner = started;
        retryMs = 500;
        started.events.on('job:success', ({ job }) => outcomes.emit({ task: job.task_identifier, id: job.id, attempt: job.attempts, outcome: 'done' }));
        started.events.on('job:error', ({ job, error }) => {
          if (job.attempts < job.max_attempts) outcomes.emit({ task: job.task_identifier, id: job.id, attempt: job.attempts, outcome: 'retry', error });
        });
        started.events.on('job:failed', ({ job, error }) =>
          outcomes.emit({ task: job.task_identifier, id: job.id, attempt: job.attempts, outcome: 'failed', error }),
        );
        void started.promise.then(relaunch, relaunch);
      };
      const relaunch = (err?: unknown) => {
        if (stopped) return;
        runner = undefined;
        opts.log.error({ err }, 'the job runner stopped; starting it again');
        setTimeout(() => void launch(true).catch(relaunch), retryMs).unref();
        retryMs = Math.min(retryMs * 2, 30_000);
      };
      stopped = false;
      await launch();
    },
    async stop() {
      // The runner's stop waits for the jobs it is running; its promise settles only once their completions are
      // written (a job finished during the stop but not yet deleted would stay locked for 4 hours, then run again).
      stopped = true;
      const stopping = runner;
      runner = undefined;
      // A runner that lost its database (a failover, a restart of PostgreSQL) may have stopped by itself already.
      await stopping?.stop().catch((err: Error) => {
        if (!/already stopped/.test(err.message)) throw err;
      });
      await stopping?.promise.catch(() => {});
      const u = utils;
      utils = undefined;
      await (await u)?.release();
    },
    async depth() {
      const { rows } = await (
        await worker()
      ).withPgClient((client) => client.query<{ n: number }>('select count(*)::int as n from graphile_worker.jobs where attempts < max_attempts'));
      return rows[0].n;
    },
    onOutcome: outcomes.on,
  };
}

/** graphile-worker's lines go to our logger (its debug chatter at debug). */
function graphileLogger(log: Logger) {
  return new GraphileLogger(() => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'info' ? 'info' : 'debug';
    log[method]({ graphile: meta }, message);
  });
}
