import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from '../lib/logger.ts';
import { SIGNED_IN_COOKIE } from '../../shared/session-hint.ts';

/** What a first visitor most likely opens: the home page, in each language. */
const WARM_PAGES = ['/', '/en/'];

/**
 * Renders the warm pages once through the whole stack, on a listener of this process's own (a cluster's workers share
 * the public port: a request there could reach another worker). A fresh process renders its first pages several times
 * slower than later ones (code not yet compiled, statement caches empty); this pays that before the port opens.
 * The "signed in" hint keeps these renders out of the page cache: they would carry this listener's address as the
 * site's origin where no PUBLIC_ORIGIN is set. A page that fails is logged, never fatal: the site serves without it.
 */
export async function warmUp(app: Express, log: Logger): Promise<void> {
  const started = performance.now();
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const path of WARM_PAGES) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Cookie: `${SIGNED_IN_COOKIE}=1`, 'Accept-Encoding': 'gzip' } });
        await res.arrayBuffer();
        if (!res.ok) log.warn({ path, status: res.status }, 'warm-up: the page did not answer 200');
      } catch (err) {
        log.warn({ err, path }, 'warm-up: the page failed');
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  log.info({ pages: WARM_PAGES, ms: Math.round(performance.now() - started) }, 'warmed up');
}
