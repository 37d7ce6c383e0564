/**
 * The benchmark (not a test): requests/s and latency of the home page, a product page and productInfo under a fixed
 * concurrency for a fixed time, plus the gzip size of the JavaScript a product page loads first. Prints JSON.
 * The server runs as its own process (as in production) on a throwaway SQLite database; autocannon drives it from here.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from './build.ts';

const DURATION_S = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10);
const CONNECTIONS = 16;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function waitForHealth(base: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** The JS a first visit to `path` downloads before it is interactive: the entry module and every modulepreload. */
async function firstLoadJs(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  const files = new Set([...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+\.js)"/g)].map((m) => m[1]));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = Buffer.from(await (await fetch(base + file)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) };
}

async function load(base: string, path: string) {
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip' } });
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

if (!existsSync('dist/server.js')) await build();
const dir = mkdtempSync(join(tmpdir(), 'negahban-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(dir, 'bench.sqlite'), MEDIA_DIR: join(dir, 'media'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(base);
  const product = (await (await fetch(`${base}/api/products/productInfo?id=1`)).json()).data;
  const productPage = `/pr/1/${encodeURIComponent(product.label.replace(/\s+/g, '-'))}/`;
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    results: [await load(base, '/'), await load(base, productPage), await load(base, '/api/products/productInfo?id=1')],
    productPageFirstLoadJs: await firstLoadJs(base, productPage),
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
