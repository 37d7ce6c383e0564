import { request, createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Logger } from '../lib/logger.ts';
import { SIGNED_IN_COOKIE } from '../../shared/session-hint.ts';

/** What a first visitor most likely opens: the home page, in each language. */
const WARM_PAGES = ['/', '/en/'];

/**
 * Renders the warm pages once through the whole stack, before the port opens. A fresh process renders its first pages
 * several times slower than later ones (code not yet compiled, statement caches empty); this pays that first.
 *
 * On a socket file of this process's own: a cluster's workers share every TCP port their primary hands out (port 0
 * too), so a request there could reach another worker; a socket file of one worker's is that worker's alone (and the
 * primary, server/cluster.ts, does not count it as the worker listening). The "signed in" hint keeps these renders out
 * of the page cache: they would name this socket's host as the site's origin where no PUBLIC_ORIGIN is set. A page
 * that fails is logged, never fatal: the site serves without it.
 */
export async function warmUp(app: Express, log: Logger): Promise<void> {
  const started = performance.now();
  const socketPath = join(tmpdir(), `negahban-warm-${process.pid}-${randomUUID().slice(0, 8)}.sock`);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  try {
    for (const path of WARM_PAGES) {
      try {
        const status = await get(socketPath, path);
        if (status !== 200) log.warn({ path, status }, 'warm-up: the page did not answer 200');
      } catch (err) {
        log.warn({ err, path }, 'warm-up: the page failed');
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(socketPath, { force: true });
  }
  log.info({ pages: WARM_PAGES, ms: Math.round(performance.now() - started) }, 'warmed up');
}

/** One GET over the socket file, read to its end; answers the status. */
function get(socketPath: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path, headers: { Host: 'localhost', Cookie: `${SIGNED_IN_COOKIE}=1`, 'Accept-Encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
