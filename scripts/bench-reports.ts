/**
 * The reports benchmark (not a test, part of `npm run bench`): a scratch store with the demo catalogue and 100 000
 * orders over one year (1–3 lines each, every state and way of paying, addresses in every province, a cart each and
 * a third more carts that never ordered), then a year's sales report (GET /api/admin/reports/sales, in process) by day,
 * week and month: its time cold and the median of five, against issue #32's budget of 1 s. SQLite in a throwaway file
 * by default; `--pg=postgres://…` runs on that PostgreSQL database instead, after DROPPING its public schema.
 * `--orders=N` changes the size; `--sqlite=FILE` keeps the store there and uses it again when it holds the orders
 * (building takes a minute). Prints JSON, with each of the report's statements timed once under `statementsMs`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql, type Insertable } from 'kysely';
import { openDatabase, type Db } from '../server/db/db.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { seedDemoContent } from '../server/db/seed/index.ts';
import { servicesOver } from '../server/services/standalone.ts';
import { reportsRepo } from '../server/db/repos/reports.repo.ts';
import { IRAN_PROVINCES } from '../shared/data/iran-provinces.data.ts';
import { ORDER_STATUSES } from '../shared/order-status.ts';
import { REPORT_PERIODS } from '../shared/contracts/admin/reports.ts';

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const PG_URL = arg('pg');
const SQLITE_FILE = arg('sqlite');
const TOTAL = Number(arg('orders') ?? 100_000);
/** Issue #32: a year's report over 100 000 orders within a second, on either database. */
const BUDGET_MS = 1_000;
const BATCH = 500;
const YEAR_START = Date.parse('2025-03-20T20:30:00Z'); // 1 Farvardin 1404, 00:00 in Tehran
const YEAR_MS = 365 * 86_400_000;

/** Mulberry32: the same store every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; create schema public;');
  await client.end();
}

async function insertAll<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db.kysely
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
}

/** The orders, their lines and carts, spread over the year; answers how many rows of each. */
async function bulkOrders(db: Db, count: number) {
  const rand = random(32);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const items = await db.kysely
    .selectFrom('product_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id', 'p.name_fa', 'p.name_en'])
    .execute();
  const deliveries = await db.kysely.selectFrom('delivery_methods').select(['id', 'name_fa', 'name_en']).execute();
  const users = Array.from({ length: 1_000 }, (_, i) => ({
    mobile: `0930${String(i).padStart(7, '0')}`,
    full_name: `Bench ${i}`,
    email: null,
    password_hash: null,
    created_at: new Date(YEAR_START).toISOString(),
  }));
  await insertAll(db, 'users', users);
  const userIds = (await db.kysely.selectFrom('users').select('id').where('mobile', 'like', '0930%').execute()).map((u) => u.id);
  let lines = 0;
  let carts = 0;
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const times = Array.from({ length: n }, () => new Date(YEAR_START + Math.floor(rand() * YEAR_MS)).toISOString());
    const cartRows = times.map((at, i) => ({
      unique_id: `bench-${start + i}`,
      user_id: pick(userIds),
      delivery_id: null,
      address_id: null,
      created_at: at,
      updated_at: at,
      checkout_at: at,
      ordered_at: at,
    }));
    // A third more carts that were left, half of them at the checkout.
    const left = times.slice(0, Math.floor(n / 3)).map((at, i) => ({
      unique_id: `bench-left-${start + i}`,
      user_id: null,
      delivery_id: null,
      address_id: null,
      created_at: at,
      updated_at: at,
      checkout_at: i % 2 ? at : null,
      ordered_at: null,
    }));
    const cartIds = (await db.kysely.insertInto('carts').values(cartRows).returning('id').execute()).map((c) => c.id);
    await db.kysely.insertInto('carts').values(left).execute();
    carts += cartRows.length + left.length;
    const orderRows = times.map((at, i) => {
      const delivery = pick(deliveries);
      const total = (1 + Math.floor(rand() * 200)) * 1_000_000;
      const pickup = rand() < 0.15;
      return {
        user_id: pick(userIds),
        cart_id: cartIds[i],
        status: rand() < 0.6 ? pick(['paid', 'shipped', 'delivered']) : pick(ORDER_STATUSES),
        payment_method: rand() < 0.7 ? 'online' : 'cheque',
        delivery_id: delivery.id,
        address_id: null,
        items_rial: total,
        discount_rial: 0,
        delivery_rial: 0,
        total_rial: total,
        discount_id: null,
        idempotency_key: null,
        locale: 'fa',
        mobile: '09300000000',
        delivery_snapshot: JSON.stringify({ id: delivery.id, name_fa: delivery.name_fa, name_en: delivery.name_en, price_rial: 0, needs_address: 1 }),
        address_snapshot: pickup
          ? null
          : JSON.stringify({
              receiverName: 'R',
              receiverMobile: '09300000000',
              province: pick(IRAN_PROVINCES).fa,
              city: 'x',
              street: 'y',
              postalCode: '1234567890',
            }),
        payment_due_at: null,
        cheque_sayad_id: null,
        cheque_amount_rial: null,
        cheque_due_date: null,
        cheque_at: null,
        quote_id: rand() < 0.05 ? 10_000_000 + start + i : null,
        created_at: at,
        updated_at: at,
      };
    });
    const orderIds = (await db.kysely.insertInto('orders').values(orderRows).returning('id').execute()).map((o) => o.id);
    const lineRows = orderIds.flatMap((orderId) =>
      Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
        const item = pick(items);
        return {
          order_id: orderId,
          product_id: item.product_id,
          product_item_id: item.id,
          name_fa: item.name_fa,
          name_en: item.name_en,
          item_name_fa: '',
          item_name_en: '',
          unit_price_rial: (1 + Math.floor(rand() * 50)) * 500_000,
          count: 1 + Math.floor(rand() * 4),
        };
      }),
    );
    await insertAll(db, 'order_lines', lineRows);
    lines += lineRows.length;
  }
  return { orders: count, lines, carts };
}

const dir = PG_URL || SQLITE_FILE ? null : mkdtempSync(join(tmpdir(), 'negahban-bench-reports-'));
if (PG_URL) await resetPostgres(PG_URL);
const db = openDatabase(PG_URL ?? SQLITE_FILE ?? join(dir!, 'bench.sqlite'));
try {
  const services = servicesOver(db);
  await migrateToLatest(db);
  const had = Number(
    (
      await db.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let t = performance.now();
  let built: Awaited<ReturnType<typeof bulkOrders>> | { reused: number } = { reused: had };
  if (had < TOTAL) {
    await seedDemoContent(db, () => new Date(YEAR_START));
    built = await bulkOrders(db, TOTAL);
  }
  const buildMs = Math.round(performance.now() - t);
  if (db.engine === 'postgres') await sql`analyze`.execute(db.kysely);
  const from = '2025-03-21';
  const to = '2026-03-20';
  const latencyMs: Record<string, { cold: number; median: number; placed: number }> = {};
  for (const by of REPORT_PERIODS) {
    const runs: number[] = [];
    let placed = 0;
    for (let i = 0; i < 6; i++) {
      t = performance.now();
      const report = await services.admin.reports.sales({ from, to, by }, 'fa');
      runs.push(performance.now() - t);
      placed = report.totals.placed;
    }
    const [cold, ...warm] = runs;
    warm.sort((a, b) => a - b);
    latencyMs[by] = { cold: +cold.toFixed(1), median: +warm[2].toFixed(1), placed };
  }
  // Each statement of the report alone, once, to see where the time goes.
  const r = reportsRepo(db.kysely);
  const [start, end] = ['2025-03-20T20:30:00.000Z', '2026-03-20T20:30:00.000Z'];
  const paid = ['paid', 'shipped', 'delivered'];
  const statementsMs: Record<string, number> = {};
  const time = async (name: string, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    statementsMs[name] = +(performance.now() - at).toFixed(1);
  };
  await time('orders', () => r.orders(start, end));
  await time('productSales', () => r.productSales(start, end, paid));
  await time('carts', () => r.carts(start, end));
  await time('stockValue', () => r.stockValue());
  const worst = Math.max(...Object.values(latencyMs).map((l) => l.cold));
  const budget = { worstMs: worst, budgetMs: BUDGET_MS, pass: worst <= BUDGET_MS };
  console.log(JSON.stringify({ engine: db.engine, range: { from, to }, built: { ...built, buildMs }, latencyMs, statementsMs, budget }, null, 2));
  console.error(`${db.engine} year's sales report over ${TOTAL} orders: ${worst.toFixed(0)} ms (budget ${BUDGET_MS} ms): ${budget.pass ? 'PASS' : 'FAIL'}`);
} finally {
  await db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
