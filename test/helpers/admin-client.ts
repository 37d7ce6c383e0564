import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ApiVisitor, lastCodeFor } from './auth-client.ts';
import { startTestServer, twoProcessSuite, type TestDatabase, type TestServer } from './server.ts';

/** A fresh outbox file for one suite's server (SMS_OUTBOX). */
export const newOutbox = () => join(mkdtempSync(join(tmpdir(), 'negahban-admin-')), 'outbox.jsonl');

/**
 * People of the back office's tests: customers, staff and admins signed in over the real API (a texted code), roles
 * set in the database as an admin would grant them, each from an address of its own.
 */
export class People {
  private ipSeq = 0;
  private mobileSeq = 0;
  constructor(
    private readonly server: () => TestServer,
    private readonly outbox: string,
    private readonly prefix = '0936',
  ) {}

  visitor(lang: 'fa' | 'en' = 'en') {
    const n = ++this.ipSeq;
    return new ApiVisitor(this.server().url, `10.11.${Math.floor(n / 250)}.${n % 250}`, lang);
  }

  newMobile() {
    return `${this.prefix}${String(++this.mobileSeq).padStart(7, '0')}`;
  }

  /** Logs in (registering first when the number is new) with a texted code: a new session. */
  async signIn(v: ApiVisitor, mobile: string, fullName = 'Sara Ahmadi') {
    expect((await v.post('/api/auth/otp', { mobile })).status).to.equal(200);
    const code = await lastCodeFor(this.outbox, mobile);
    const exists = (await v.post<{ exists: boolean }>('/api/auth/userDetail', { mobile })).body.data.exists;
    const res = exists ? await v.post('/api/auth/login', { mobile, code }) : await v.post('/api/auth/register', { mobile, code, fullName });
    expect(res.status, JSON.stringify(res.body.messages)).to.equal(200);
    return v;
  }

  async customer(lang: 'fa' | 'en' = 'en') {
    return this.signIn(this.visitor(lang), this.newMobile(), 'Customer Karimi');
  }

  /** A signed-in staff member (or admin) whose session has given the back office's password. */
  async staff(role: 'staff' | 'admin' = 'staff', lang: 'fa' | 'en' = 'en', password = 'staff-password-1') {
    const mobile = this.newMobile();
    const v = await this.signIn(this.visitor(lang), mobile, 'Staff Rahimi');
    await this.server().db.kysely.updateTable('users').set({ role }).where('mobile', '=', mobile).execute();
    const entered = await v.post('/api/admin/session', { password });
    expect(entered.status, JSON.stringify(entered.body.messages)).to.equal(200);
    return Object.assign(v, { mobile, password });
  }
}

/**
 * What every back-office suite starts from: a real server over a fresh database, started before the suite's tests and
 * closed after them, with an SMS outbox of its own and People who sign in through it. Each suite gives its own
 * mobile prefix, so its people are never another suite's.
 */
export function backOfficeSuite(
  database: TestDatabase,
  { mobilePrefix, env = {}, options = {} }: { mobilePrefix: string; env?: Record<string, string>; options?: Parameters<typeof startTestServer>[2] },
) {
  const outbox = newOutbox();
  let running: TestServer | undefined;
  before(async () => {
    running = await startTestServer(database, { SMS_OUTBOX: outbox, ...env }, options);
  });
  after(() => running?.close());
  const server = () => {
    if (!running) throw new Error("the suite's server has not started: use it inside a test or a hook");
    return running;
  };
  return {
    outbox,
    people: new People(server, outbox, mobilePrefix),
    get server() {
      return server();
    },
  };
}

let orderSeq = 0;

/**
 * An order as checkout leaves it (placed, stock taken), written straight to the database: the back office's tests
 * start where checkout's end. `userId` makes it that user's (their order page shows it).
 */
export async function placeOrderInDb(
  server: TestServer,
  status: string,
  method: 'online' | 'cheque',
  opts: { fullName?: string; count?: number; userId?: number; mobile?: string; productCode?: string; addressId?: number | null } = {},
) {
  const db = server.db.kysely;
  const now = new Date().toISOString();
  const mobile = opts.mobile ?? `0912${String(5_000_000 + ++orderSeq + Math.floor(Math.random() * 1_000_000))}`;
  const userId =
    opts.userId ??
    (
      await db
        .insertInto('users')
        .values({ mobile, full_name: opts.fullName ?? 'Reza Customer', email: null, password_hash: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const cart = await db
    .insertInto('carts')
    .values({ unique_id: `cart-${++orderSeq}-${Math.random()}`, user_id: userId, delivery_id: null, address_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await db.selectFrom('delivery_methods').select('id').limit(1).executeTakeFirstOrThrow();
  const items = db
    .selectFrom('product_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id'])
    .where('i.stock', '>', 0);
  const item = await (opts.productCode ? items.where('p.code', '=', opts.productCode) : items).orderBy('i.id').limit(1).executeTakeFirstOrThrow();
  const o = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      cart_id: cart.id,
      status,
      payment_method: method,
      delivery_id: delivery.id,
      address_id: opts.addressId ?? null,
      items_rial: 5_000_000,
      discount_rial: 0,
      delivery_rial: 0,
      total_rial: 5_000_000,
      discount_id: null,
      idempotency_key: null,
      locale: 'fa',
      mobile,
      delivery_snapshot: JSON.stringify({ id: delivery.id, name_fa: 'پیک', name_en: 'Courier', price_rial: 0, needs_address: 0 }),
      address_snapshot: null,
      payment_due_at: null,
      cheque_sayad_id: method === 'cheque' ? '1234567890123456' : null,
      cheque_amount_rial: null,
      cheque_due_date: null,
      cheque_at: null,
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values({
      order_id: o.id,
      product_id: item.product_id,
      product_item_id: item.id,
      name_fa: 'کالا',
      name_en: 'Item',
      item_name_fa: '',
      item_name_en: '',
      unit_price_rial: 2_500_000,
      count: opts.count ?? 2,
    })
    .execute();
  return { id: o.id, mobile, itemId: item.id };
}

/**
 * Two processes over one PostgreSQL database for the enclosing describe (twoProcessSuite), sending their texts to one
 * outbox, and people who sign in on the first.
 */
export function twoProcessBackOffice(mobilePrefix: string, env: Record<string, string> = {}) {
  const outbox = newOutbox();
  const processes = twoProcessSuite({ SMS_OUTBOX: outbox, ...env });
  return { ...processes, people: new People(processes.a, outbox, mobilePrefix) };
}
