import type { Request, RequestHandler, Response } from 'express';
import { createStaticHandler, createStaticRouter, RouterContextProvider, type StaticHandlerContext } from 'react-router';
import { routes, screenOfRoute } from '../../client/routes.tsx';
import { transportContext } from '../../client/api/client.ts';
import { i18nContext } from '../../client/locale.ts';
import type { PageAssets } from '../../client/assets.tsx';
import { BOOTSTRAP_GLOBAL, type PageBootstrap } from '../../client/hydration.ts';
import type { AppDeps } from '../app.ts';
import type { Locale } from '../../shared/locale.ts';
import { apiRoutes } from '../http/api.handlers.ts';
import { requestLocale } from '../http/middleware/locale.ts';
import { inProcessTransport } from './in-process-transport.ts';
import { hydrationState } from './serialize.ts';
import { scriptJson } from '../../shared/script-json.ts';
import { streamPage } from './stream-page.tsx';
import { siteOrigin } from '../http/origin.ts';

/** Renders every page path: react-router's query runs the loaders, then React streams the document. */
export function pageHandler(deps: AppDeps): RequestHandler {
  const { query, dataRoutes } = createStaticHandler(routes);
  const transport = inProcessTransport(apiRoutes(deps.services), deps.i18n);

  return async (req, res) => {
    const locale = requestLocale(req);
    const { i18n } = req;
    const context = new RouterContextProvider();
    context.set(transportContext, transport);
    context.set(i18nContext, i18n);

    const result = await query(toFetchRequest(req, res), { requestContext: context });
    if (result instanceof Response) return sendResponse(result, res);

    const bootstrap: PageBootstrap = {
      router: hydrationState(result),
      i18n: { locale, namespaces: Object.keys(deps.resources[locale]), resources: { [locale]: deps.resources[locale] } },
      site: { origin: siteOrigin(deps.config, req) },
    };
    res.set('Cache-Control', 'private, no-cache');
    streamPage({
      req,
      res,
      router: createStaticRouter(dataRoutes, result),
      context: result,
      i18n,
      site: bootstrap.site,
      assets: pageAssets(deps, result, res.locals.nonce, locale),
      bootstrapScript: `window.${BOOTSTRAP_GLOBAL}=${scriptJson(bootstrap)}`,
      log: req.log,
    });
  };
}

/** The stylesheet, fonts and only the chunks of the screens this request matched. */
function pageAssets({ assets }: AppDeps, context: StaticHandlerContext, nonce: string, locale: Locale): PageAssets & { entry: string } {
  const chunks = new Set(assets.entryImports);
  for (const match of context.matches) {
    const screen = screenOfRoute(match.route.id);
    for (const file of (screen && assets.screens[screen]) || []) chunks.add(file);
  }
  return {
    entry: assets.entry,
    stylesheets: [assets.stylesheet],
    inlineCss: assets.stylesheetText,
    // English pages are set in the system's own fonts (see app.css): nothing to download for them.
    fontPreloads: locale === 'fa' ? assets.fonts : [],
    modulePreloads: [...chunks],
    nonce,
  };
}

/** Express request → Fetch Request for react-router, aborted when the visitor goes away. */
function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  return new globalThis.Request(`${req.protocol}://${req.get('host')}${req.originalUrl}`, { headers, signal: controller.signal });
}

/** A loader answered with a Response (a redirect, usually): pass it on as it is. */
async function sendResponse(response: globalThis.Response, res: Response) {
  const location = response.headers.get('Location');
  if (location && response.status >= 300 && response.status < 400) return res.redirect(response.status, location);
  res.status(response.status);
  response.headers.forEach((value, key) => res.set(key, value));
  res.send(Buffer.from(await response.arrayBuffer()));
}
