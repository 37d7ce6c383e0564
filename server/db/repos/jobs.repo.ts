import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobTable } from '../schema.ts';

export type JobRow = Selectable<JobTable>;

/**
 * The in-process runner's queue (SQLite, one process). Claiming a job is one guarded update, so a job runs once even if
 * two ticks race; a job that has used its attempts stays, failed, for the record (as graphile-worker keeps them).
 */
export function jobsRepo(db: Kysely<Database>) {
  const pending = () => db.selectFrom('jobs').where('locked_at', 'is', null).whereRef('attempts', '<', 'max_attempts');
  return {
    /** Adds a job; with a key, replaces the pending job of that key (unless it is running) and keeps one. */
    async add(job: { task: string; payload: string; jobKey: string | null; runAt: string; maxAttempts: number; now: string }): Promise<number> {
      const row = await db
        .insertInto('jobs')
        .values({
          task: job.task,
          payload: job.payload,
          job_key: job.jobKey,
          run_at: job.runAt,
          attempts: 0,
          max_attempts: job.maxAttempts,
          created_at: job.now,
        })
        .onConflict((oc) =>
          oc
            .column('job_key')
            .doUpdateSet({ payload: job.payload, run_at: job.runAt, attempts: 0, max_attempts: job.maxAttempts, last_error: null })
            .where('jobs.locked_at', 'is', null),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) return row.id;
      // The keyed job is running: it stays as it is.
      return (await db.selectFrom('jobs').select('id').where('job_key', '=', job.jobKey).executeTakeFirstOrThrow()).id;
    },
    /** Takes the next due job for this try (attempts counts it): none when nothing is due. */
    claim: (now: string) =>
      db
        .updateTable('jobs')
        .set((eb) => ({ locked_at: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', (eb) =>
          eb.selectFrom(pending().select('id').where('run_at', '<=', now).orderBy('run_at').orderBy('id').limit(1).as('next')).select('next.id'),
        )
        .where('locked_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),
    /** When the next pending job is due; null when none is. */
    nextDue: async () =>
      (
        await pending()
          .select((eb) => eb.fn.min('run_at').as('at'))
          .executeTakeFirst()
      )?.at ?? null,
    done: (id: number) => db.deleteFrom('jobs').where('id', '=', id).execute(),
    /** A failed try: unlocked, to run again at `runAt` (if attempts remain). */
    failed: (id: number, error: string, runAt: string) =>
      db.updateTable('jobs').set({ locked_at: null, last_error: error, run_at: runAt }).where('id', '=', id).execute(),
    /** A job held for an inline try and not done: it runs at `runAt`, counting `attempts` tries made. */
    release: (id: number, runAt: string, attempts: number) =>
      db.updateTable('jobs').set({ run_at: runAt, attempts }).where('id', '=', id).where('locked_at', 'is', null).execute(),
    /** Jobs left locked by a process that died mid-try run again (SQLite: there is no other process to own them). */
    unlockAll: () => db.updateTable('jobs').set({ locked_at: null }).where('locked_at', 'is not', null).execute(),
    depth: async () =>
      Number(
        (
          await pending()
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
