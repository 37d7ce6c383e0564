import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Router } from 'express';
import type { Logger } from '../lib/logger.ts';
import { AVIF_ENCODING } from '../lib/avif.ts';
import { writeThroughTemp } from '../lib/write-through-temp.ts';

/** A stored picture width in AVIF: "products/1-1-640.avif" (lower-case names, digits, dashes, folders). */
const AVIF_NAME = /^([a-z0-9][a-z0-9/_-]*-\d{2,4})\.avif$/;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * AVIF copies of the stored WebP pictures (server/lib/avif.ts): demo pictures and uploads are written with theirs; one
 * still missing (a picture stored before copies were written with it) is made on its first request with sharp and
 * kept beside it, so every later request is a plain file. Browsers that cannot read AVIF take the WebP the <picture>
 * also names.
 */
export function mediaRouter(mediaDir: string, log: Logger): Router {
  const root = resolve(mediaDir);
  const inFlight = new Map<string, Promise<void>>();

  async function encode(source: string, target: string) {
    const { default: sharp } = await import('sharp');
    await writeThroughTemp(target, (temp) => sharp(source).avif(AVIF_ENCODING).toFile(temp));
  }

  const router = Router();
  // A link inside the folder (put there by hand, or by an archive) must not serve a file from outside it: the file a
  // name resolves to has to be in the folder. One realpath per picture, against the folder's own, found once.
  let realRoot: Promise<string> | undefined;
  router.use('/media', async (req, res, next) => {
    let real: string;
    try {
      real = await realpath(resolve(root, `.${decodeURIComponent(req.path)}`));
    } catch {
      return next(); // nothing there (yet): the AVIF route or the static files answer
    }
    realRoot ??= realpath(root);
    const inside = await realRoot;
    if (real !== inside && !real.startsWith(inside + sep)) return void res.status(404).end();
    next();
  });
  router.get('/media/{*path}', async (req, res, next) => {
    const match = AVIF_NAME.exec(req.path.slice('/media/'.length));
    if (!match) return next();
    const target = resolve(root, `${match[1]}.avif`);
    const source = resolve(root, `${match[1]}.webp`);
    // The pattern already forbids "..", but a path must never leave the media folder whatever it says.
    if (!target.startsWith(root + sep)) return void res.status(404).end();
    if (!existsSync(target)) {
      if (!existsSync(source)) return void res.status(404).end();
      let pending = inFlight.get(target);
      if (!pending) {
        pending = encode(source, target).finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      try {
        await pending;
      } catch (err) {
        log.warn({ err, target }, 'AVIF encoding failed; the WebP still serves');
        return void res.status(404).end();
      }
    }
    res.sendFile(target, { maxAge: WEEK_MS * 4, headers: { 'Content-Type': 'image/avif' } });
  });
  return router;
}
