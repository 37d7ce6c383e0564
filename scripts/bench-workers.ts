/**
 * `npm run bench -- --workers`: the server past one process, on PostgreSQL (BENCH_DATABASE_URL, or the local `test`
 * database; its public schema is emptied first). Requests/s of a product page (page cache off) and of add-to-cart with
 * 1 worker and with 2, in one run, and their ratio; then 300 connections for 60 s against 2 workers, whose errors must
 * be 0. The load generator runs on the same machine: on 2 cores it takes a share the workers do not get.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, stopServer } from './bench-server.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 32;
const SOAK = { connections: 300, durationS: 60 };

async function emptySchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; create schema public;');
  await client.end();
}

/** The built server with `workers` workers over the database, ready (every worker listening) when this resolves. */
async function startWorkers(url: string, workers: number, dir: string, pageCache: 'on' | 'off' = 'off') {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      WEB_CONCURRENCY: String(workers),
      PAGE_CACHE: pageCache,
      MEDIA_DIR: join(tmpdir(), 'negahban-bench-media'),
      SMS_OUTBOX: join(dir, 'outbox.jsonl'),
      AUTH_SECRET_FILE: join(dir, 'secret'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let listening = 0;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      listening += String(chunk)
        .split('\n')
        .filter((l) => l.includes('"msg":"listening"')).length;
      if (listening >= workers) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  child.stdout!.resume();
  return { base, stop: () => stopServer(child) };
}

/** `post` gives each connection its body (its own cart: one shared cart would measure only its row lock). */
async function measure(base: string, path: string, connections: number, durationS: number, post?: (connection: number) => unknown) {
  let next = 0;
  const result = await autocannon({
    url: base + path,
    connections,
    duration: durationS,
    headers: { 'accept-encoding': 'gzip', ...(post ? { 'content-type': 'application/json' } : {}) },
    ...(post
      ? {
          method: 'POST' as const,
          requests: [
            {
              // A context per connection: the first request of each picks its body, the next ones reuse it.
              setupRequest: (req: autocannon.Request, context: object) => {
                const own = context as { body?: string };
                own.body ??= JSON.stringify(post(next++));
                return { ...req, body: own.body };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** What one server answers: a product page and add-to-cart, each for `durationS`. */
async function throughput(base: string, durationS: number) {
  const product = (await (await fetch(`${base}/api/products/productInfo?id=1`)).json()).data;
  const productPage = `/pr/1/${encodeURIComponent(product.label.replace(/\s+/g, '-'))}/`;
  const addBody = { cartUpdateType: 1, productItemId: product.items[0].id, count: 1 };
  // One cart per connection, as many shoppers would have.
  const carts = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const cart = await fetch(`${base}/api/cart/cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(addBody) });
      return (await cart.json()).data.uniqueId as string;
    }),
  );
  return {
    productPage: await measure(base, productPage, CONNECTIONS, durationS),
    addToCart: await measure(base, '/api/cart/cart', CONNECTIONS, durationS, (connection) => ({ ...addBody, uniqueId: carts[connection % carts.length] })),
    productPagePath: productPage,
  };
}

export async function benchWorkers({ durationS }: { durationS: number }) {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const dir = mkdtempSync(join(tmpdir(), 'negahban-bench-workers-'));
  try {
    const runs: Record<string, Awaited<ReturnType<typeof throughput>>> = {};
    for (const workers of [1, 2]) {
      await emptySchema(url);
      const server = await startWorkers(url, workers, dir);
      try {
        runs[workers] = await throughput(server.base, durationS);
      } finally {
        await server.stop();
      }
    }
    const ratio = (pick: (r: Awaited<ReturnType<typeof throughput>>) => number) => +(pick(runs[2]) / Math.max(pick(runs[1]), 1)).toFixed(2);
    await emptySchema(url);
    // The soak runs as production does, page cache on: 300 visitors at once are mostly anonymous, and an uncached page
    // at ~60 renders/s on these 2 cores would keep 300 connections waiting ~5 s each (the throughput above is uncached).
    const server = await startWorkers(url, 2, dir, 'on');
    let soak;
    try {
      soak = await measure(server.base, runs[2].productPagePath, SOAK.connections, SOAK.durationS);
    } finally {
      await server.stop();
    }
    return {
      database: url.replace(/\/\/[^@]*@/, '//'),
      connections: CONNECTIONS,
      durationSeconds: durationS,
      oneWorker: { productPage: runs[1].productPage, addToCart: runs[1].addToCart },
      twoWorkers: { productPage: runs[2].productPage, addToCart: runs[2].addToCart },
      ratio: { productPage: ratio((r) => r.productPage.requestsPerSec), addToCart: ratio((r) => r.addToCart.requestsPerSec), aim: 1.6 },
      soak: { ...SOAK, pageCache: 'on', path: runs[2].productPagePath, ...soak, withinBudget: soak.errors === 0 && soak.timeouts === 0 },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
