import express, { Router } from 'express';
import type { i18n } from 'i18next';
import { LOCALES } from '../../shared/locale.ts';
import { FAVICON_FILE, ICON_URL_PREFIX, MANIFEST_PATH, offlinePage, webManifest } from '../../shared/web-manifest.ts';
import { fromRoot } from '../paths.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const CLIENT = fromRoot('dist/client');

/**
 * The installable app's files (spec §1, §4): each language's manifest, its icons, the service worker, the offline
 * pages it precaches and the build marker pages compare with. All but the icons are revalidated on every use, so a new
 * build reaches browsers at once.
 */
export function pwaRoutes(i18n: i18n): Router {
  const router = Router();
  for (const locale of LOCALES) {
    const t = i18n.getFixedT(locale, 'pwa');
    const body = JSON.stringify(
      webManifest(locale, {
        name: t('manifest.name'),
        shortName: t('manifest.shortName'),
        description: t('manifest.description'),
        search: t('manifest.search'),
        cart: t('manifest.cart'),
      }),
    );
    router.get(MANIFEST_PATH[locale], (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('application/manifest+json').send(body);
    });
    router.get(offlinePage(locale), (_req, res) => res.sendFile(`${CLIENT}/offline/${locale}.html`, { headers: { 'Cache-Control': 'no-cache' } }));
  }
  // Asked for by browsers and crawlers whatever the page's <link rel="icon"> says.
  router.get('/favicon.ico', (_req, res) =>
    res.sendFile(`${CLIENT}/icons/${FAVICON_FILE}`, { headers: { 'Cache-Control': `public, max-age=${WEEK_MS / 1000}` } }),
  );
  router.use(ICON_URL_PREFIX, express.static(`${CLIENT}/icons`, { maxAge: WEEK_MS, index: false, fallthrough: false }));
  // The worker may control the whole site although it lives at /sw.js; browsers must ask for it afresh each time.
  router.get('/sw.js', (_req, res) => res.sendFile(`${CLIENT}/sw.js`, { headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' } }));
  router.get('/build.json', (_req, res) => res.sendFile(`${CLIENT}/build.json`, { headers: { 'Cache-Control': 'no-cache' } }));
  return router;
}
