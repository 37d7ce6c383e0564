import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, Response } from 'express';
import type { Logger } from '../lib/logger.ts';
import { logWhenFinished, newNonce, requestIdOf } from '../http/middleware/request-context.ts';
import { measureAnswer, routeOf } from '../http/middleware/request-metrics.ts';
import { gzipWithNonce, plainWithNonce } from './nonce-document.ts';
import { pageTarget } from './page-target.ts';
import type { PageCache } from './page-cache.ts';

/** Requests remembered at most; the oldest goes first. */
const MAX_REMEMBERED = 4096;
/** A request whose answer depends on more than this (a long cookie, say) is answered through the app each time. */
const MAX_SIGNATURE_LENGTH = 4096;

/** A header as the app answered it: written again as it was, or with this answer's request id, nonce or length in. */
type HeaderTemplate = { name: string; value: 'request id' | 'length' | string[] };

interface Remembered {
  key: string;
  generation: number;
  gzip: boolean;
  headers: HeaderTemplate[];
  route: string;
}

/**
 * Answers a page from the page cache before the app's middleware runs, for a request that the app already answered
 * from the cache and that matches it in everything such an answer depends on: the address, the Host, whether it came
 * over TLS or from a trusted proxy that said https, the cookies, Accept-Language and Accept-Encoding (`signatureOf`).
 * The answer repeats the app's headers, with its own nonce, request id and length; it is counted and logged like any.
 *
 * Why: a cached page went through some thirty middleware layers, Express's router and helmet's header building for
 * every answer, about 0.4 ms of a 0.5 ms answer. Everything they decide for such a request follows from those inputs,
 * so the first answer is the pattern for the next (issue 22: cached pages at half a static server's rate or better).
 * A change that clears the cache forgets every pattern (its generation), and a page gone from the cache goes through
 * the app again.
 */
export function pageCacheLane(opts: {
  cache: PageCache;
  log: Logger;
  /** Express's compiled `trust proxy` (a remote address trusted to say the protocol). */
  trusted: (address: string, hop: number) => boolean;
  observe: () => void;
}) {
  const { cache, log } = opts;
  const remembered = new Map<string, Remembered>();

  /** What an answer from the cache depends on, or undefined when it is not to be remembered. */
  const signatureOf = (req: IncomingMessage): string | undefined => {
    const { host, cookie, 'accept-language': language, 'accept-encoding': encoding, 'x-forwarded-proto': proto } = req.headers;
    const address = req.socket.remoteAddress;
    if (host === undefined || address === undefined) return undefined;
    const tls = (req.socket as TLSSocket).encrypted ? 'tls' : '';
    const forwarded = opts.trusted(address, 0) ? (proto ?? '') : '';
    // The address as the cache keys it: a parameter no screen reads makes no request of its own here either.
    const signature = `${pageTarget(req.url ?? '/')}\n${host}\n${tls}\n${forwarded}\n${cookie ?? ''}\n${language ?? ''}\n${encoding ?? ''}`;
    return signature.length <= MAX_SIGNATURE_LENGTH ? signature : undefined;
  };

  return {
    /** Keeps the app's answer to `req` (just sent, from the cache's `key`) as the pattern for the same request again. */
    remember(req: Request, res: Response, key: string) {
      const signature = signatureOf(req);
      const nonce = res.locals.nonce as string;
      if (signature === undefined || res.statusCode !== 200 || res.hasHeader('Set-Cookie')) return;
      // The lane writes a kept page plain or gzipped; an answer the compression middleware made brotli or deflate
      // (a browser that takes no gzip) would be repeated with that Content-Encoding over a body it is not.
      const encoding = res.getHeader('Content-Encoding');
      if (encoding !== undefined && encoding !== 'gzip') return;
      const headers: HeaderTemplate[] = [];
      for (const name of res.getHeaderNames()) {
        const value = res.getHeader(name);
        if (name === 'x-request-id' || name === 'content-length') headers.push({ name, value: name === 'x-request-id' ? 'request id' : 'length' });
        // The pattern may be the answer that rendered the page (a miss); every answer after it is a hit.
        else if (name === 'x-page-cache') headers.push({ name, value: ['hit'] });
        else if (typeof value === 'string' || typeof value === 'number') headers.push({ name, value: String(value).split(nonce) });
        else return; // A header sent several times: pages send none, so this is not the answer it was made for.
      }
      remembered.delete(signature);
      remembered.set(signature, { key, generation: cache.generation(), gzip: res.getHeader('Content-Encoding') === 'gzip', headers, route: routeOf(req, res) });
      if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    },

    /** Answers `req` if it is a request remembered whose page is still in the cache; false leaves it to the app. */
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const signature = signatureOf(req);
      const pattern = signature === undefined ? undefined : remembered.get(signature);
      if (!pattern) return false;
      const doc = pattern.generation === cache.generation() ? cache.get(pattern.key) : undefined;
      if (!doc) {
        remembered.delete(signature!);
        return false;
      }
      const incomingId = req.headers['x-request-id'];
      const id = requestIdOf(typeof incomingId === 'string' ? incomingId : undefined);
      const nonce = newNonce();
      measureAnswer(res, req.method, () => pattern.route);
      if (log.isLevelEnabled('info')) logWhenFinished(res, log.child({ reqId: id }), () => ({ method: req.method, url: req.url! }));
      const body = pattern.gzip ? gzipWithNonce(doc, nonce) : plainWithNonce(doc, nonce);
      const headers: string[] = [];
      for (const { name, value } of pattern.headers) {
        headers.push(name, value === 'request id' ? id : value === 'length' ? String(body.length) : value.join(nonce));
      }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      opts.observe();
      return true;
    },
  };
}

export type PageCacheLane = ReturnType<typeof pageCacheLane>;
