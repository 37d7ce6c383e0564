/**
 * The benchmark (not a test). Prints one JSON report:
 * - requests/s and p50/p99 latency of the home page, a product page and productInfo under a fixed concurrency for a
 *   fixed time (autocannon; the server runs as its own process, as in production, on a throwaway SQLite database);
 * - the gzip size of the JavaScript a product page loads first;
 * - Lighthouse (mobile) performance and accessibility of home, a product and a post in both languages;
 * - search and category-page latency on a scratch store of 100 000 products (scripts/bench-search.ts);
 * - placing orders, a fresh cart each time, on SQLite and on the PostgreSQL BENCH_DATABASE_URL names (scripts/bench-checkout.ts).
 * `--duration=N` seconds per load target (default 10); `--quick` skips Lighthouse and the 100 000-product store.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from './build.ts';
import { benchCheckout } from './bench-checkout.ts';

const DURATION_S = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10);
const QUICK = process.argv.includes('--quick');
const CONNECTIONS = 16;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const run = promisify(execFile);

/** Lighthouse's mobile defaults (simulated slow 4G and a 4× slower CPU); the median of three runs per page. */
async function lighthouse(url: string, dir: string) {
  const scores: { performance: number; accessibility: number; lcpMs: number; tbtMs: number }[] = [];
  // Lighthouse now and then loses its trace (NO_NAVSTART); such a run is repeated, up to three extra tries in all.
  for (let i = 0, failures = 0; i < 3; i++) {
    const out = join(dir, `lh-${i}.json`);
    const attempt = run('node_modules/.bin/lighthouse', [url, '--only-categories=performance,accessibility', `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`, '--quiet'], {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      timeout: 120_000,
    });
    if (!(await attempt.then(() => true, () => false))) {
      if (++failures > 3) throw new Error(`Lighthouse keeps failing on ${url}`);
      i--;
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    scores.push({
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    });
  }
  const median = (pick: (s: (typeof scores)[number]) => number) => scores.map(pick).sort((a, b) => a - b)[1];
  return { performance: median((s) => s.performance), accessibility: median((s) => s.accessibility), lcpMs: median((s) => s.lcpMs), tbtMs: median((s) => s.tbtMs) };
}

/** The 100 000-product store: its own script, so its memory and time stay out of the load figures above. */
async function catalogue100k() {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench-search.ts'], { maxBuffer: 16 * 1024 * 1024, timeout: 600_000 });
  return JSON.parse(stdout.slice(stdout.indexOf('{')));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** A fresh store writes its demo pictures first (tens of seconds on a busy machine): up to a minute. */
async function waitForHealth(base: string) {
  for (let i = 0; i < 600; i++) {
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
  const post = (await (await fetch(`${base}/api/post/list?pageSize=1`)).json()).data.items[0];
  const postPage = `/po/${post.id}/${encodeURIComponent(post.name.replace(/\s+/g, '-'))}/`;
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    results: [await load(base, '/'), await load(base, productPage), await load(base, '/api/products/productInfo?id=1')],
    productPageFirstLoadJs: await firstLoadJs(base, productPage),
  };
  if (!QUICK) {
    const lighthouseReport: Record<string, unknown> = {};
    for (const [name, path] of [['home', '/'], ['product', productPage], ['post', postPage]]) {
      for (const prefix of ['', '/en']) lighthouseReport[`${prefix || '/fa'} ${name}`] = await lighthouse(base + prefix + path, dir);
    }
    report.lighthouseMobile = lighthouseReport;
  }
  server.kill('SIGTERM');
  if (!QUICK) report.catalogue100k = await catalogue100k();
  const pgUrl = process.env.BENCH_DATABASE_URL;
  report.placeOrder = [await benchCheckout({ durationS: DURATION_S }), ...(pgUrl ? [await benchCheckout({ durationS: DURATION_S, databaseUrl: pgUrl })] : [])];
  console.log(JSON.stringify(report, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
