/**
 * The page cache's budget (issue 22): cached pages at ≥ 50 % of the throughput of a bare static server that sends the
 * same bytes from memory, measured in alternating rounds of the same run, with the same load. The static server is its
 * own process, like the shop's, and sends exactly what the shop sent for that page (gzipped, as browsers ask).
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const BUDGET = 0.5;
const HEADERS = { 'accept-encoding': 'gzip' };

/** The bytes on the wire, undecoded, and the headers that describe them. */
function rawGet(url: string): Promise<{ body: Buffer; type: string; encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          type: String(res.headers['content-type']),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          cache: String(res.headers['x-page-cache']),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** node:http answering every request with one file's bytes, read once into memory. */
const STATIC_SERVER = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const [file, type, encoding, port] = process.argv.slice(1);
const body = readFileSync(file);
const headers = { 'content-type': type, 'content-length': body.length, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) };
createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(port), '127.0.0.1', () => process.send('ready'));
`;

/** Rounds each server gets in turn: load from elsewhere on the machine then weighs on both alike. */
const ROUNDS = 3;

/** Requests/s of each URL, loaded in alternating rounds that add up to `durationS` each. */
async function throughputs(urls: string[], connections: number, durationS: number) {
  const totals = urls.map(() => ({ requests: 0, seconds: 0, non2xx: 0, errors: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, url] of urls.entries()) {
      const result = await autocannon({ url, connections, duration: Math.max(1, Math.round(durationS / ROUNDS)), headers: HEADERS });
      totals[i].requests += result.requests.total;
      totals[i].seconds += result.duration;
      totals[i].non2xx += result.non2xx;
      totals[i].errors += result.errors;
    }
  }
  return totals.map((t) => ({ requestsPerSec: Math.round(t.requests / t.seconds), non2xx: t.non2xx, errors: t.errors }));
}

export async function benchPageCache(opts: { base: string; paths: string[]; port: number; connections: number; durationS: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'negahban-static-'));
  const pages = [];
  try {
    for (const path of opts.paths) {
      await rawGet(opts.base + path);
      const kept = await rawGet(opts.base + path);
      if (kept.cache !== 'hit') throw new Error(`${path} did not come from the page cache (X-Page-Cache: ${kept.cache})`);
      const file = join(dir, 'page');
      writeFileSync(file, kept.body);
      const server = spawn(process.execPath, ['-e', STATIC_SERVER, file, kept.type, kept.encoding, String(opts.port)], {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      try {
        await new Promise((resolve) => server.once('message', resolve));
        const [staticServer, cached] = await throughputs([`http://127.0.0.1:${opts.port}${path}`, opts.base + path], opts.connections, opts.durationS);
        const ratio = +(cached.requestsPerSec / Math.max(staticServer.requestsPerSec, 1)).toFixed(3);
        pages.push({ path, bytes: kept.body.length, encoding: kept.encoding, cached, staticServer, ratio, withinBudget: ratio >= BUDGET });
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { budget: `cached ≥ ${BUDGET * 100} % of a static server's requests/s for the same bytes`, pages, withinBudget: pages.every((p) => p.withinBudget) };
}
