/**
 * CPU per uncached render. A server with PAGE_CACHE=off answers each page one request at a time, each on a new
 * connection with a browser's Accept-Encoding; reported per answer: the CPU of its main thread (the render: routing,
 * loaders and their queries, React, the document) and of the whole process (with the compression on libuv's threads
 * and V8's compiler and collector on theirs). Each page is first asked WARM times, so the JIT has settled.
 *
 * With `before` (a built checkout of an older commit: `git worktree add ../before <commit> && cd ../before && npm ci &&
 * npm run build`), that build is measured the same way, in turns with this one, `rounds` times, and the medians
 * compared: this machine's speed drifts by a fifth from one minute to the next, so only builds measured side by side
 * compare. Budget (#22): the main thread's CPU per render at most half the older build's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMs, freePort, stopServer, waitForHealth, SHARED_MEDIA } from './bench-server.ts';

const WARM = 300;
const REQUESTS = 300;

interface PageCost {
  mainMs: number;
  processMs: number;
}

/** One answer, read to its end on a connection of its own. */
function fetchOnce(base: string, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(base + path, { agent: false, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      res.on('data', () => {}).on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail).end();
  });
}

/** Starts the build in `buildDir` on a store of its own and measures each page; stops it. */
async function measureBuild(buildDir: string, paths: string[]): Promise<Record<string, PageCost>> {
  const dir = mkdtempSync(join(tmpdir(), 'negahban-bench-render-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: buildDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAGE_CACHE: 'off',
      DATABASE_URL: join(dir, 'render.sqlite'),
      MEDIA_DIR: SHARED_MEDIA,
      SMS_OUTBOX: join(dir, 'outbox.jsonl'),
      AUTH_SECRET_FILE: join(dir, 'secret'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base);
    const pid = server.pid!;
    for (const path of paths) {
      const status = await fetchOnce(base, path);
      if (status !== 200) throw new Error(`${path} answered ${status} on the build in ${buildDir}`);
      for (let i = 0; i < WARM; i++) await fetchOnce(base, path);
    }
    const costs: Record<string, PageCost> = {};
    for (const path of paths) {
      const [process0, main0] = [cpuMs(pid), cpuMs(pid, pid)];
      for (let i = 0; i < REQUESTS; i++) await fetchOnce(base, path);
      costs[path] = { mainMs: (cpuMs(pid, pid) - main0) / REQUESTS, processMs: (cpuMs(pid) - process0) / REQUESTS };
    }
    return costs;
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function benchRender(opts: { paths: string[]; before?: string; rounds?: number }) {
  const builds: Record<string, string> = { now: process.cwd(), ...(opts.before ? { before: resolve(opts.before) } : {}) };
  const runs: Record<string, Record<string, PageCost>[]> = { now: [], before: [] };
  const rounds = opts.before ? (opts.rounds ?? 3) : 1;
  for (let round = 0; round < rounds; round++) {
    for (const [name, buildDir] of Object.entries(builds)) runs[name]!.push(await measureBuild(buildDir, opts.paths));
  }
  const summary = (name: string, path: string) => ({
    mainMs: round2(median(runs[name]!.map((r) => r[path]!.mainMs))),
    processMs: round2(median(runs[name]!.map((r) => r[path]!.processMs))),
  });
  return Object.fromEntries(
    opts.paths.map((path) => {
      const now = summary('now', path);
      if (!opts.before) return [path, now];
      const before = summary('before', path);
      const mainRatio = round2(now.mainMs / before.mainMs);
      return [path, { now, before, mainRatio, processRatio: round2(now.processMs / before.processMs), halved: mainRatio <= 0.5 }];
    }),
  );
}
