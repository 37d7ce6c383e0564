import { Router } from 'express';
import { LOCALES, localizePath } from '../../shared/locale.ts';
import { originCacheControl, siteOrigin } from './site-origin.ts';
import type { Config } from '../config.ts';
import { sitemapXml, type SitemapService } from '../services/sitemap.service.ts';

/** Pages that are one visitor's own (cart, orders, login): nothing for a search engine, in either language. */
const PRIVATE_PATHS = ['/basket/', '/profile/', '/loginRegister/'];

/** /sitemap.xml and /robots.txt, generated so they always name this origin and the current catalogue. */
export function seoRoutes({ sitemap, config }: { sitemap: SitemapService; config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'> }): Router {
  const router = Router();

  router.get('/sitemap.xml', async (req, res) => {
    const site = siteOrigin(config, req);
    const xml = sitemapXml(site.origin, await sitemap.pages());
    // Crawlers fetch it rarely; an hour's staleness costs nothing and spares the database repeated full scans.
    res.set('Cache-Control', originCacheControl(site, 3600)).type('application/xml; charset=utf-8').send(xml);
  });

  router.get('/robots.txt', (req, res) => {
    const disallow = PRIVATE_PATHS.flatMap((p) => LOCALES.map((l) => `Disallow: ${localizePath(p, l)}`));
    const site = siteOrigin(config, req);
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin/', ...disallow, '', `Sitemap: ${site.origin}/sitemap.xml`, ''];
    res.set('Cache-Control', originCacheControl(site, 86400)).type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  return router;
}
