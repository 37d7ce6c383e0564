import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { TEST_DATABASES } from '../helpers/server.ts';
import { Shopper } from '../helpers/shopper.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/* Two workers over one PostgreSQL database (two servers in this process): the timed work runs once per job. */
for (const database of TEST_DATABASES.filter((d) => d.name === 'postgres')) {
  describe('two workers share the job queue (postgres)', function () {
    this.timeout(60_000);
    const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-workers-')), 'outbox.jsonl');
    let ahead = 0;
    const workers: RunningServer[] = [];

    before(async () => {
      const { url } = await database.create();
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        MEDIA_DIR: join(tmpdir(), 'negahban-test-media'),
        SMS_OUTBOX: outbox,
        AUTH_SECRET: 'a-secret-both-workers-share-0123456789',
        PAYMENT_PROVIDER: 'test',
      });
      // One after the other: migrating twice at once is the cluster work's advisory lock, not this suite's.
      for (let i = 0; i < 2; i += 1) workers.push(await startServer(config, { clock: () => new Date(Date.now() + ahead) }));
    });
    after(async () => {
      for (const worker of workers) await worker.stop(2_000);
    });

    it('expires an unpaid order once when both workers run the minutely job at the same moment: one event, stock back once', async () => {
      const [one, two] = workers;
      const db = one.db.kysely;
      const shopper = await new Shopper(one.url, outbox).signUp();
      const itemId = await shopper.fillPickupCart(one);
      const before = (await db.selectFrom('product_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock;
      const placed = await shopper.place('online');
      expect(placed.status, JSON.stringify(placed.body.messages)).to.equal(200);
      const orderId = placed.body.data.productOrderId;
      expect((await db.selectFrom('product_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock).to.equal(before - 1);

      ahead = 24 * 3600_000;
      // A burst: each worker adds three runs of the minutely job; the two engines take them in parallel.
      await Promise.all([one, two, one, two, one, two].map((w) => w.services.jobs.add('timers.minutely', {})));
      await waitUntil('both queues ran every job', async () => ((await one.services.jobs.depth()) === 0 ? true : undefined), 20_000);
      const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order.status).to.equal('cancelled');
      const events = await db.selectFrom('order_events').select('status').where('order_id', '=', orderId).execute();
      expect(events.filter((e) => e.status === 'cancelled')).to.have.length(1);
      expect((await db.selectFrom('product_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock).to.equal(before);
    });
  });
}
