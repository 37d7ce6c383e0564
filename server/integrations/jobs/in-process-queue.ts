import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jobsRepo, type JobRow } from '../../db/repos/jobs.repo.ts';
import type { Logger } from '../../lib/logger.ts';
import { backoffMs, DEFAULT_MAX_ATTEMPTS, outcomeListeners, type JobQueue, type ScheduledTask, type TaskHandlers } from './job-queue.ts';

const EVERY_MS = { minute: 60_000, hour: 3_600_000 } as const;
/** The longest sleep between looks at the table (a job added by a tool outside this process is found by then). */
const MAX_SLEEP_MS = 30_000;

/**
 * The SQLite engine: one process (SQLite has one writer), its jobs in the `jobs` table so none is lost across a
 * restart. A job added now starts at once (no poll); a later one wakes a timer set for the earliest due job. Scheduled
 * tasks are keyed jobs added on their interval, so a slow run never piles up copies.
 */
export function createInProcessQueue<Tasks extends object>(kysely: Kysely<Database>, opts: { concurrency: number; log: Logger }): JobQueue<Tasks> {
  const jobs = jobsRepo(kysely);
  const outcomes = outcomeListeners();
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let handlers: TaskHandlers<Tasks> | undefined;
  let stopped = false;
  let wake: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Fills free slots with due jobs; runs again if asked while it was running. */
  function tick() {
    if (!handlers || stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = fill()
      .catch((err) => opts.log.error({ err }, 'job runner could not read its queue'))
      .finally(() => {
        ticking = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  async function fill() {
    while (!stopped && running.size < opts.concurrency) {
      const job = await jobs.claim(iso(Date.now()));
      if (!job) break;
      const run = execute(job).finally(() => {
        running.delete(run);
        tick();
      });
      running.add(run);
    }
    if (stopped) return;
    const next = await jobs.nextDue();
    clearTimeout(wake);
    const delay = next === null ? MAX_SLEEP_MS : Math.min(Math.max(Date.parse(next) - Date.now(), 0), MAX_SLEEP_MS);
    // With every slot busy, the next job's end ticks again.
    if (running.size < opts.concurrency) wake = setTimeout(tick, delay).unref();
  }

  async function execute(job: JobRow) {
    const handler = handlers![job.task as keyof Tasks];
    const context = { id: String(job.id), attempt: job.attempts, maxAttempts: job.max_attempts };
    try {
      if (!handler) throw new Error(`no handler for task ${job.task}`);
      await handler(JSON.parse(job.payload), context);
      await jobs.done(job.id);
      outcomes.emit({ task: job.task, id: context.id, attempt: job.attempts, outcome: 'done' });
    } catch (error) {
      const last = job.attempts >= job.max_attempts;
      await jobs.failed(job.id, String((error as Error)?.message ?? error), iso(Date.now() + backoffMs(job.attempts)));
      opts.log[last ? 'error' : 'warn'](
        { err: error, job: { task: job.task, id: job.id, attempt: job.attempts } },
        last ? 'job failed for good' : 'job failed; will retry',
      );
      outcomes.emit({ task: job.task, id: context.id, attempt: job.attempts, outcome: last ? 'failed' : 'retry', error });
    }
  }

  const queue: JobQueue<Tasks> = {
    engine: 'in-process',
    async add(task, payload, spec = {}) {
      const now = Date.now();
      const id = await jobs.add({
        task,
        payload: JSON.stringify(payload),
        jobKey: spec.jobKey ?? null,
        runAt: iso(spec.runAt?.getTime() ?? now),
        maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        now: iso(now),
      });
      tick();
      return String(id);
    },
    complete: (id) => jobs.done(Number(id)).then(() => {}),
    async release(id, runAt, attempts) {
      await jobs.release(Number(id), iso(runAt.getTime()), attempts);
      tick();
    },
    // Its `jobs` table is one of the site's migrations.
    async prepare() {},
    async start(taskHandlers, schedule: ScheduledTask<Tasks>[] = []) {
      handlers = taskHandlers;
      await jobs.unlockAll();
      for (const { task, every } of schedule) {
        const add = () =>
          void queue
            .add(task, {} as Tasks[typeof task], { jobKey: `every-${every}:${task}`, maxAttempts: 1 })
            .catch((err) => opts.log.error({ err, task }, 'scheduling a job failed'));
        timers.push(setInterval(add, EVERY_MS[every]).unref());
      }
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(wake);
      for (const timer of timers) clearInterval(timer);
      await ticking;
      await Promise.allSettled([...running]);
    },
    depth: () => jobs.depth(),
    onOutcome: outcomes.on,
  };
  return queue;
}
