import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import compression from 'compression';
import { constants as zlibConstants } from 'node:zlib';
import { precompressed, uncompressedName } from './http/middleware/precompressed.ts';
import { requestLanguage } from './http/middleware/request-language.ts';
import cookieParser from 'cookie-parser';
import type { AppDeps } from './app-deps.ts';
import { fromRoot } from './paths.ts';
import { permissionsPolicy, security, strictTransportSecurity } from './http/middleware/security.ts';
import { requestContext } from './http/middleware/request-context.ts';
import { navigationMiddleware } from './http/navigation/middleware.ts';
import { languageSwitch } from './http/language.routes.ts';
import type { SlugLookups } from './http/navigation/twin-path.ts';
import { seoRoutes } from './http/seo.routes.ts';
import { downloadsRouter } from './http/downloads.routes.ts';
import { mediaRouter } from './http/media.routes.ts';
import { apiRoutes } from './http/api.routes.ts';
import { isSecure, visitorContext } from './http/middleware/visitor.ts';
import { sameSiteWrites } from './http/middleware/same-site-writes.ts';
import { apiRouter } from './http/api.router.ts';
import { ownHosts } from './http/site-origin.ts';
import { hostGuard } from './http/middleware/host-guard.ts';
import { errorResponder, notFound } from './http/middleware/errors.ts';
import { pageHandler } from './ssr/page-handler.tsx';
import { pageMethodNotAllowed } from './ssr/page-methods.ts';
import { uploadRoutes } from './http/upload.routes.ts';
import { paymentRoutes } from './http/payment.routes.ts';
import { adminApiGate } from './http/middleware/admin-gate.ts';
import { publishAdminChanges } from './http/middleware/admin-changes.ts';
import { adminPages } from './http/admin-pages.ts';
import { adminFiles } from './http/admin.routes.ts';
import { adminItemsRoutes } from './http/admin-items.routes.ts';
import { pwaRoutes } from './http/pwa.routes.ts';
import { operationsRoutes } from './http/operations.routes.ts';
import { requestMetrics } from './http/middleware/request-metrics.ts';
import { pageCache } from './ssr/page-cache.ts';
import { pageCacheLane } from './ssr/page-cache-lane.ts';

const YEAR = 365 * 24 * 3600;

/**
 * The whole request pipeline of ARCHITECTURE.md, without listening: `app`, and `listener`, what the HTTP server runs
 * (the page cache's lane, then the app).
 */
export function createApp(deps: AppDeps): { app: Express; listener: RequestListener } {
  const { config, db, log, services, i18n } = deps;
  // The slugs in each language that redirects are built from (the navigation rules, the language switch).
  const slugs: SlugLookups = {
    productLabel: (id, locale) => services.catalog.productLabel(id, locale),
    postName: (id, locale) => services.content.postName(id, locale),
    brandLabel: (id) => services.catalog.brandLabel(id),
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');

  app.use(requestContext(log));
  app.use(requestMetrics());
  app.use(security());
  app.use(strictTransportSecurity((req) => isSecure(config, req)));
  // Pages stream, and every flush ends a compressed block. Brotli at compression's default quality (4) came out larger
  // than gzip on 9 of 11 pages; at 5 it is 8-9 % smaller than gzip 6 for about the same CPU (a 145 KB page: 27.4 KB
  // against 29.9 KB, ~5 ms each). Browsers that do not take brotli still get gzip.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use(cookieParser());
  app.use(requestLanguage(i18n));
  app.use(hostGuard());
  app.use(visitorContext(config, deps.resolveSession ?? (async () => null)));
  app.use(sameSiteWrites((req) => ownHosts(config, req)));
  app.use(permissionsPolicy());

  app.use(operationsRoutes({ db, draining: deps.draining ?? (() => false), metricsToken: config.METRICS_TOKEN }));

  // Content-hashed bundles never change under their name. Each script and stylesheet names its source map in a header rather than in
  // a comment at its end (scripts/build.ts): developer tools find it the same way, and visitors do not download it.
  // The build compressed them once (brotli 11 and gzip 9): the smallest copy the browser accepts is sent as it is.
  app.use(
    '/assets',
    precompressed(fromRoot('dist/client/assets')),
    express.static(fromRoot('dist/client/assets'), {
      immutable: true,
      maxAge: YEAR * 1000,
      index: false,
      fallthrough: false,
      setHeaders: (res, path) => {
        const file = uncompressedName(path);
        if (/\.(js|css)$/.test(file)) res.setHeader('SourceMap', `${file.slice(file.lastIndexOf('/') + 1)}.map`);
      },
    }),
  );
  app.use(mediaRouter(config.MEDIA_DIR, log));
  // Stored pictures never change under their name (a new picture gets a new name), so browsers may keep them long.
  app.use('/media', express.static(config.MEDIA_DIR, { maxAge: 30 * 24 * 3600 * 1000, index: false, fallthrough: false }));
  app.use('/locales', express.static(fromRoot('locales'), { maxAge: 3600 * 1000, index: false, fallthrough: false }));
  // public/ holds a few known folders and files; serving only those spares every page request a file-system lookup.
  const WEEK_MS = 7 * 24 * 3600 * 1000;
  app.use(pwaRoutes(i18n));
  for (const dir of ['icons', 'images', 'videos']) {
    app.use(`/${dir}`, express.static(fromRoot('public', dir), { maxAge: WEEK_MS, index: false, fallthrough: false }));
  }

  app.use(uploadRoutes(services, deps.integrations.files));
  app.use(paymentRoutes(services));
  app.use('/api/admin', adminApiGate(services.admin.access), publishAdminChanges(deps.integrations.changes), adminFiles(services), adminItemsRoutes(services));
  app.use('/api', apiRouter(apiRoutes(services)));
  app.use(languageSwitch(config, slugs, log));
  app.use(seoRoutes({ sitemap: services.sitemap, config }));
  app.use(downloadsRouter(services, config));
  // The back office's pages: staff only, everyone else falls through to the storefront's 404.
  app.get(['/admin', '/admin/{*rest}'], adminPages(services.admin.access, deps.assets, deps.resources));

  app.use(navigationMiddleware({ ...slugs, extraRedirects: () => deps.services.redirects.effective() }, log));
  // GET and HEAD render; POST runs the route's action first (forms work before the JavaScript has loaded).
  const cache = config.PAGE_CACHE === 'on' ? pageCache() : undefined;
  const lane = cache && pageCacheLane({ cache, log, trusted: app.get('trust proxy fn'), observe: () => deps.observePageCache?.('early hit') });
  const pages = pageHandler(deps, cache && lane && { cache, lane });
  app.get('/{*path}', pages);
  app.post('/{*path}', pages);
  app.all('/{*path}', pageMethodNotAllowed());
  app.use(notFound());
  app.use(errorResponder());
  return {
    app,
    listener: (req, res) => {
      if (!lane?.answer(req, res)) app(req, res);
    },
  };
}
