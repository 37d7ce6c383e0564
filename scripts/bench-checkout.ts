/**
 * Placing orders under load (part of `npm run bench`): a server process over a scratch database (SQLite, or the
 * PostgreSQL `BENCH_DATABASE_URL` names, whose public schema is emptied first), a few signed-up customers, and for a
 * fixed time each of them fills a fresh cart (add, delivery: not timed), places it to pay online (cart type 11: timed)
 * and pays it at the test gateway (not timed). Paid, an order no longer counts against the customer's unpaid orders
 * (MAX_UNPAID_ORDERS, 3): with cheques left waiting, all but the first 24 placements of a run were that refusal.
 * Prints requests/s and p50/p99 of the placements. Stops by itself after the duration.
 */
import { openDatabase } from '../server/db/db.ts';
import { readOutbox } from '../server/integrations/sms/index.ts';
import { startScratchServer } from './bench-server.ts';

const WORKERS = 8;

/** A customer of the API with its own cookies and address (per-IP limits apply per customer). */
function customer(base: string, n: number) {
  const cookies = new Map<string, string>();
  const ip = `10.77.0.${n + 1}`;
  return async function post(path: string, body: unknown) {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return { status: res.status, body: (await res.json()) as { isSuccess: boolean; data?: { paymentUrl?: string | null } } };
  };
}

/** The test gateway's "pay" button, then the way back to the shop, as the customer's browser follows it. */
async function payAtTestGateway(base: string, paymentUrl: string) {
  const paid = await fetch(new URL(paymentUrl, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  });
  const back = paid.headers.get('location');
  if (paid.status !== 303 || !back) throw new Error(`the test gateway answered ${paid.status}`);
  await (await fetch(new URL(back, base), { redirect: 'manual' })).arrayBuffer();
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

export async function benchCheckout({ durationS, databaseUrl }: { durationS: number; databaseUrl?: string }) {
  const { url, base, outbox, stop } = await startScratchServer({ prefix: 'checkout', databaseUrl, env: { PAYMENT_PROVIDER: 'test' } });
  try {
    // One item with stock enough for every order of the run.
    const db = openDatabase(url);
    const item = await db.kysely.selectFrom('product_items').select('id').where('price_rial', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    await db.kysely.updateTable('product_items').set({ stock: 10_000_000 }).where('id', '=', item.id).execute();
    await db.close();

    const customers = [];
    for (let n = 0; n < WORKERS; n++) {
      const post = customer(base, n);
      const mobile = `0935${String(n).padStart(7, '0')}`;
      await post('/api/auth/otp', { mobile });
      const code = (await readOutbox(outbox)).filter((l) => l.to === mobile && l.code).pop()!.code;
      await post('/api/auth/register', { mobile, code, fullName: `Bench ${n}` });
      customers.push(post);
    }

    const latencies: number[] = [];
    let failures = 0;
    const end = Date.now() + durationS * 1000;
    await Promise.all(
      customers.map(async (post) => {
        while (Date.now() < end) {
          await post('/api/cart/cart', { cartUpdateType: 1, productItemId: item.id, count: 1 });
          await post('/api/cart/cart', { cartUpdateType: 6, deliveryId: 4 });
          const started = performance.now();
          const placed = await post('/api/cart/cart', { cartUpdateType: 11, paymentMethod: 'online' });
          latencies.push(performance.now() - started);
          const paymentUrl = placed.body.data?.paymentUrl;
          if (placed.body.isSuccess && paymentUrl) await payAtTestGateway(base, paymentUrl);
          else failures += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      database: databaseUrl ? 'postgres' : 'sqlite',
      customers: WORKERS,
      orders: latencies.length - failures,
      failures,
      ordersPerSec: +(latencies.length / durationS).toFixed(1),
      latencyMs: { p50: +percentile(latencies, 50).toFixed(1), p99: +percentile(latencies, 99).toFixed(1) },
    };
  } finally {
    await stop();
  }
}
