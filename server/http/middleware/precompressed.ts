import { relative } from 'node:path';
import type { RequestHandler } from 'express';
import { filesUnder } from '../../lib/files-under.ts';

const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Sends the copy the build compressed (scripts/precompress.ts: brotli 11, gzip 9) of a static file when the browser
 * accepts it, so no asset is compressed per request and each gets the smallest encoding. Mounted before the static
 * handler of the same folder: it only rewrites the URL to `<file>.br`/`.gz` and sets the headers; the folder is read
 * once at start (the build's files never change under a running server).
 */
export function precompressed(root: string): RequestHandler {
  const files = new Set(filesUnder(root).map((f) => `/${relative(root, f).split('\\').join('/')}`));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const offered = VARIANTS.filter((v) => files.has(req.path + v.suffix));
    if (offered.length === 0) return next();
    // Every answer for this URL depends on the header, also the uncompressed one: shared caches must keep them apart.
    res.vary('Accept-Encoding');
    // Our order, not the header's: Chrome lists `gzip, deflate, br, zstd`, all equally welcome, and brotli is smaller.
    const variant = offered.find((v) => req.acceptsEncodings(v.encoding) === v.encoding);
    if (!variant) return next();
    res.type(req.path.slice(req.path.lastIndexOf('.')));
    res.setHeader('Content-Encoding', variant.encoding);
    const query = req.url.indexOf('?');
    req.url = req.path + variant.suffix + (query === -1 ? '' : req.url.slice(query));
    next();
  };
}

/** The name of the file a precompressed copy stands for (`app.js.br` → `app.js`). */
export const uncompressedName = (path: string) => path.replace(/\.(br|gz)$/, '');
