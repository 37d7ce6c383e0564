import { expect } from 'chai';
import { placeOrderInDb, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { invoiceOf, seqOf } from '../helpers/invoices.ts';

/**
 * Issue #31's parallel test: 20 orders becoming paid at the same moment, their cheques confirmed half on each of two
 * processes over one PostgreSQL database, get 20 consecutive invoice numbers, none skipped or taken twice.
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('invoice numbers on two processes over one PostgreSQL database', function () {
  this.timeout(60_000);
  const processes = twoProcessBackOffice('0934');

  it('20 orders paid at once on two processes get 20 consecutive numbers', async () => {
    const staffOnA = await processes.people.staff();
    const staffOnB = new ApiVisitor(processes.b().url, staffOnA.ip, 'en');
    for (const [k, v] of staffOnA.cookies) staffOnB.cookies.set(k, v);
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrderInDb(processes.a(), 'cheque-submitted', 'cheque')));
    const answers = await Promise.all(orders.map((o, i) => (i % 2 ? staffOnA : staffOnB).post('/api/admin/order', { id: o.id, action: 'confirmCheque' })));
    expect(answers.map((r) => r.status)).to.deep.equal(Array(20).fill(200));

    const numbers = await Promise.all(orders.map(async (o) => (await invoiceOf(staffOnA, o.id)).body.data.number));
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    expect(seqs).to.deep.equal(Array.from({ length: 20 }, (_, i) => seqs[0]! + i));
    const counter = await processes.a().db.kysely.selectFrom('invoice_counters').select('n').executeTakeFirstOrThrow();
    expect(counter.n).to.equal(seqs.at(-1));
    const rows = await processes.a().db.kysely.selectFrom('invoices').select('order_id').execute();
    expect(new Set(rows.map((r) => r.order_id)).size).to.equal(rows.length);
  });
});
