import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { openDatabase, type Db } from '../../server/db/db.ts';
import { TEST_DATABASES } from '../helpers/server.ts';
import { spawnServer, urlOf, type ServerProcess } from '../helpers/server-process.ts';
import { PICKUP, Shopper } from '../helpers/shopper.ts';

const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
const BUYERS = 40;
const UNITS = 15;

type Placement = { productOrderId: number };

/**
 * The kill test: 40 buyers race for the last units of a product against two workers, and one worker is killed
 * (SIGKILL, no goodbye) while their orders are in flight. Nothing acknowledged may be lost, stock never goes below zero
 * and equals what the orders took, a retry under the same Idempotency-Key gets the first order, and the primary
 * replaces the dead worker.
 */
describe('a worker killed mid-checkout (2 workers, PostgreSQL)', function () {
  this.timeout(180_000);
  let dir: string;
  let server: ServerProcess | undefined;
  let db: Db | undefined;
  before(function () {
    if (!postgres) this.skip(); // needs TEST_DATABASE_URL: two workers need PostgreSQL
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'negahban-kill-'));
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order, never oversells, and answers a retry with the first order', async () => {
    const database = await postgres!.create();
    const outbox = join(dir, 'outbox.jsonl');
    server = spawnServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      MEDIA_DIR: join(tmpdir(), 'negahban-test-media'),
      SMS_OUTBOX: outbox,
      AUTH_SECRET_FILE: join(dir, 'secret'),
      LOG_LEVEL: 'info',
    });
    const workers = await server.logged('worker listening', 2);
    const url = urlOf((await server.logged('listening', 2))[0]);
    db = openDatabase(database.url);
    const item = await db.kysely.selectFrom('product_items').select('id').where('price_rial', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    await db.kysely.updateTable('product_items').set({ stock: UNITS }).where('id', '=', item.id).execute();
    // The demo content's own order (a paid one with its invoice) may hold this item too: only this run's orders count.
    const before = (await db.kysely.selectFrom('orders').select(db.kysely.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;

    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const s = await new Shopper(url, outbox).signUp();
        expect((await s.add(item.id, 1)).status).to.equal(200);
        expect((await s.delivery(PICKUP)).status).to.equal(200);
        return s;
      }),
    );

    // Every buyer places at once; the first acknowledgement kills a worker while the rest are in flight.
    const victim = Number(workers[0].pid);
    let killed = false;
    const attempts = await Promise.all(
      buyers.map(async (s, n) => {
        const key = { 'Idempotency-Key': `kill-test-${n}` };
        const answer = await s.place('cheque', {}, key).catch((err: Error) => ({ status: 0, error: err.message }) as const);
        if (!killed && answer.status === 200) {
          killed = true;
          process.kill(victim, 'SIGKILL');
        }
        return { s, key, answer };
      }),
    );
    expect(killed, 'a worker was killed mid-way').to.equal(true);
    const acknowledged = attempts.filter((a) => a.answer.status === 200 && 'body' in a.answer && a.answer.body.isSuccess);
    const lost = attempts.filter((a) => a.answer.status === 0);
    // Some lose their connection with the worker, some are refused for want of stock; no other failure.
    const refused = attempts.filter((a) => a.answer.status !== 0 && !acknowledged.includes(a));
    for (const r of refused) expect(r.answer.status, JSON.stringify('body' in r.answer ? r.answer.body : r.answer)).to.be.within(400, 499);
    expect(acknowledged.length).to.be.within(1, UNITS);

    const orders = await db.kysely
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.id', 'orders.status', 'order_lines.count'])
      .where('order_lines.product_item_id', '=', item.id)
      .where('orders.id', '>', Number(before))
      .execute();
    const ids = new Set(orders.map((o) => o.id));
    for (const a of acknowledged) expect(ids.has((a.answer as { body: { data: Placement } }).body.data.productOrderId)).to.equal(true);
    const { stock } = await db.kysely.selectFrom('product_items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(stock).to.be.at.least(0);
    expect(stock).to.equal(UNITS - orders.reduce((sum, o) => sum + o.count, 0));

    // The primary replaces the dead worker.
    const after = await server.logged('worker listening', 3);
    expect(Number(after[2].pid)).to.not.equal(victim);

    // A retry with the same key: the first order for each acknowledged buyer. A buyer whose answer was lost with the
    // worker gets the order that was committed, or (never committed) a new placement, as a first try would.
    let placedByRetry = 0;
    for (const a of [...acknowledged, ...lost]) {
      const retry = await a.s.place('cheque', {}, a.key);
      if (acknowledged.includes(a)) {
        expect(retry.status).to.equal(200);
        expect(retry.body.data.productOrderId).to.equal((a.answer as { body: { data: Placement } }).body.data.productOrderId);
      } else if (retry.status === 200 && !ids.has(retry.body.data.productOrderId)) placedByRetry++;
    }
    const lines = await db.kysely
      .selectFrom('order_lines')
      .select(['order_id', 'count'])
      .where('product_item_id', '=', item.id)
      .where('order_id', '>', Number(before))
      .execute();
    expect(new Set(lines.map((l) => l.order_id)).size).to.equal(ids.size + placedByRetry);
    const final = await db.kysely.selectFrom('product_items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(final.stock).to.be.at.least(0);
    expect(final.stock).to.equal(UNITS - lines.reduce((sum, l) => sum + l.count, 0));
    console.log(`      ${acknowledged.length} acknowledged, ${lost.length} lost with the worker, ${refused.length} refused; stock ${final.stock}`);
  });
});
