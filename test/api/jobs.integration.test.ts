import { expect } from 'chai';
import pino from 'pino';
import { openDatabase, type Db } from '../../server/db/db.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createJobQueue, type JobOutcome, type JobQueue } from '../../server/integrations/jobs/index.ts';
import { TEST_DATABASES } from '../helpers/server.ts';
import { waitUntil } from '../helpers/wait-until.ts';

interface TestTasks {
  flaky: { failTimes: number; tag: string };
  slow: { tag: string };
}

/* The job engine on each database: graphile-worker on PostgreSQL, the in-process runner on SQLite. */
for (const database of TEST_DATABASES) {
  describe(`job engine (${database.name})`, function () {
    this.timeout(30_000);
    const log = pino({ level: 'silent' });
    let drop: () => Promise<void>;
    let url: string;
    let db: Db;
    const tries = new Map<string, number>();
    const finished: string[] = [];
    const started: string[] = [];
    const handlers = {
      async flaky({ failTimes, tag }: TestTasks['flaky']) {
        const n = (tries.get(tag) ?? 0) + 1;
        tries.set(tag, n);
        if (n <= failTimes) throw new Error(`try ${n} of ${tag} fails`);
        finished.push(tag);
      },
      async slow({ tag }: TestTasks['slow']) {
        started.push(tag);
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished.push(tag);
      },
    };
    const open = async () => {
      const queue = createJobQueue<TestTasks>(db, url, { concurrency: 2, log });
      await queue.start(handlers);
      return queue;
    };

    before(async () => {
      ({ url, drop } = await database.create());
      db = openDatabase(url);
      await migrateToLatest(db);
    });
    after(async () => {
      await db?.close();
      await drop?.();
    });

    it('starts a job as soon as it is added (no poll)', async () => {
      const queue = await open();
      try {
        const t0 = Date.now();
        await queue.add('flaky', { failTimes: 0, tag: 'at-once' });
        await waitUntil('the job ran', () => (finished.includes('at-once') ? true : undefined));
        expect(Date.now() - t0).to.be.below(1_000);
      } finally {
        await queue.stop();
      }
    });

    it('retries a job that throws, with a backoff, until it succeeds; a job out of tries is failed', async () => {
      const queue = await open();
      const outcomes: JobOutcome[] = [];
      queue.onOutcome((o) => outcomes.push(o));
      try {
        await queue.add('flaky', { failTimes: 1, tag: 'retried' });
        await queue.add('flaky', { failTimes: 5, tag: 'gives-up' }, { maxAttempts: 2 });
        await waitUntil('the retried job succeeded', () => (finished.includes('retried') ? true : undefined), 10_000);
        await waitUntil('the hopeless job failed', () => outcomes.find((o) => o.outcome === 'failed'), 10_000);
        expect(tries.get('retried')).to.equal(2);
        expect(tries.get('gives-up')).to.equal(2);
        expect(finished).to.not.include('gives-up');
        expect(outcomes.filter((o) => o.task === 'flaky').map((o) => o.outcome)).to.have.members(['retry', 'done', 'retry', 'failed']);
        expect(await queue.depth()).to.equal(0);
      } finally {
        await queue.stop();
      }
    });

    it('keeps a job added while no worker runs, and runs it after a restart', async () => {
      const first = createJobQueue<TestTasks>(db, url, { concurrency: 1, log });
      await first.add('flaky', { failTimes: 0, tag: 'kept' }, { runAt: new Date(Date.now() + 500) });
      expect(await first.depth()).to.equal(1);
      await first.stop();
      const second = await open();
      try {
        await waitUntil('the kept job ran', () => (finished.includes('kept') ? true : undefined));
      } finally {
        await second.stop();
      }
    });

    it('stop() takes no new job and lets a running one finish', async () => {
      const queue: JobQueue<TestTasks> = await open();
      await queue.add('slow', { tag: 'running' });
      // Stopped while the job runs (its handler has begun, its 300 ms are not over): stop() waits for it.
      await waitUntil('the slow job started', () => (started.includes('running') ? true : undefined));
      expect(finished).to.not.include('running');
      await queue.stop();
      expect(finished).to.include('running');
    });

    it('a held job (an inline try) runs only when released, or never once completed', async () => {
      const queue = await open();
      try {
        const held = await queue.add('flaky', { failTimes: 0, tag: 'held' }, { runAt: new Date(Date.now() + 60_000) });
        const done = await queue.add('flaky', { failTimes: 0, tag: 'done-inline' }, { runAt: new Date(Date.now() + 60_000) });
        await queue.complete(done);
        await queue.release(held, new Date(), 1);
        await waitUntil('the released job ran', () => (finished.includes('held') ? true : undefined), 10_000);
        // The depth check is in the restart test: on PostgreSQL the stop() test's job can stay locked (see the report).
        expect(finished).to.not.include('done-inline');
      } finally {
        await queue.stop();
      }
    });
  });
}
