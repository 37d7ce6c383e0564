import type { Db } from '../../db/db.ts';
import type { Logger } from '../../lib/logger.ts';
import { createGraphileQueue } from './graphile-queue.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import type { ShopTasks } from './tasks.ts';

export type { JobQueue, JobOutcome, JobContext, JobSpec, TaskHandlers, ScheduledTask } from './job-queue.ts';
export { backoffMs, DEFAULT_MAX_ATTEMPTS } from './job-queue.ts';
export type { ShopTasks, TextJob } from './tasks.ts';
export { createGraphileQueue, createInProcessQueue };

/** The engine the database calls for: graphile-worker on PostgreSQL, the in-process runner on SQLite. */
export function createJobQueue<Tasks extends object = ShopTasks>(db: Db, url: string, opts: { concurrency: number; log: Logger }): JobQueue<Tasks> {
  return db.engine === 'postgres' ? createGraphileQueue<Tasks>(url, opts) : createInProcessQueue<Tasks>(db.kysely, opts);
}
