import type { Request, RequestHandler } from 'express';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, RouterContextProvider, type StaticHandlerContext } from 'react-router';
import { routes, screenOfRoute, type RouteHandle } from '../../client/shell/route-table.tsx';
import { SHELL_NAMESPACES } from '../../shared/routes.ts';
import { transportContext } from '../../client/api/client.ts';
import { i18nContext } from '../../client/i18n/locale.ts';
import type { PageAssets } from '../../client/shell/assets.tsx';
import { SHELL_CSS_KEY } from './assets.ts';
import { BOOTSTRAP_GLOBAL, type PageBootstrap } from '../../client/shell/hydration.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Locale } from '../../shared/locale.ts';
import { apiRoutes } from '../http/api.routes.ts';
import { inProcessTransport, routeTable } from './in-process-transport.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-adapter.ts';
import { pageTarget } from './page-target.ts';
import { hydrationState } from './serialize.ts';
import { scriptJson } from '../../shared/script-json.ts';
import { streamPage } from './stream-page.tsx';
import { serverTranslators } from './server-translator.ts';
import type { AuthUser } from '../../shared/contracts/auth.ts';
import { loadAccountMenu } from '../../client/auth/header-account.tsx';
import { crawlerRetryLater, isCrawler } from './page-failure.ts';
import { allowPageMethods } from './page-methods.ts';
import type { PageCache } from './page-cache.ts';
import type { PageCacheLane } from './page-cache-lane.ts';
import { nonceDocument, type NonceDocument } from './nonce-document.ts';
import { colorModeChosen, mayUsePageCache, pageCacheKey, sendCachedPage, setPageHeaders } from './cached-page.ts';
import type { ChangeTopic } from '../integrations/change-bus/index.ts';

/** What the cached pages show changed, or the bus may have missed that it did: every page is rendered again. */
const PAGE_CHANGES: ChangeTopic[] = ['catalog.changed', 'stock.flipped', 'bus.resync'];

/**
 * Renders every page path (GET, HEAD, and POST for route actions): react-router's query runs the action and the
 * loaders, then React streams the document. Loader and action errors are logged with the request id. With a page
 * cache, a page a visitor without a session asks for is kept, and each answer from it is remembered by the lane that
 * answers the same request again before the app (page-cache-lane.ts).
 */
export function pageHandler(deps: AppDeps, pageCache?: { cache: PageCache; lane: PageCacheLane }): RequestHandler {
  const { query, dataRoutes } = createStaticHandler(routes);
  const findRoute = routeTable(apiRoutes(deps.services));
  const translator = serverTranslators(deps.resources);
  const { cache, lane } = pageCache ?? {};
  if (cache) for (const topic of PAGE_CHANGES) deps.integrations.changes.subscribe(topic, () => cache.clear());
  const observe = deps.observePageCache ?? (() => {});

  return async (req, res) => {
    const key = cache && mayUsePageCache(req) ? pageCacheKey(req, deps.assets.buildId) : undefined;
    let settle: ((doc?: NonceDocument) => void) | undefined;
    if (key) {
      // A page being rendered for another visitor right now is waited for, not rendered again.
      const kept = cache!.get(key) ?? (await cache!.whenRendered(key));
      observe(kept ? 'hit' : 'miss');
      if (kept) {
        sendCachedPage(req, res, kept, 'hit');
        return lane!.remember(req, res, key);
      }
      settle = cache!.lead(key);
      // However this answer ends (a redirect, an error, a client gone), those waiting are let go.
      res.once('close', () => settle!());
    } else observe('bypass');
    const renderedIn = cache?.generation() ?? 0;

    const { locale } = req.ctx;
    const i18n = translator(locale);
    const context = new RouterContextProvider();
    context.set(
      transportContext,
      inProcessTransport(findRoute, req.ctx, (lng) => deps.i18n.getFixedT(lng)),
    );
    context.set(i18nContext, i18n);

    const { origin } = req.ctx;
    // A page kept for everyone is rendered for the query its screen reads, as it is kept (page-target.ts).
    const result = await query(toFetchRequest(req, res, origin, key ? pageTarget(req.originalUrl) : undefined), { requestContext: context });
    // The metrics count pages by the route that answered (a bounded set), not by the address asked.
    res.locals.route = `page ${result instanceof Response ? 'redirect' : (result.matches.at(-1)?.route.id ?? 'none')}`;
    if (result instanceof Response) return sendFetchResponse(res, result);
    logRouteErrors(req, result);
    if (result.statusCode === 405) await allowPageMethods(res, req.path);
    // A loader's fault is not a missing page: a crawler comes back later rather than index an error (spec §8).
    if (result.statusCode >= 500 && isCrawler(req.get('user-agent'))) return crawlerRetryLater(res);

    // A signed-in visitor's page (never cached) is theirs from the first paint: their name, their hearts.
    const renderedFor = key ? null : await signedInUser(deps, req);
    const i18nBootstrap = pageNamespaces(result, locale, renderedFor !== null);
    // The settings' contact details the shell shows on every page (the footer, the JSON-LD), kept in memory until a
    // back-office save (read after `renderedIn`: a save from here on drops this render from the cache).
    const site = { origin, contact: await deps.services.settings.shellContact(locale) };
    setPageHeaders(res, key ? 'miss' : 'bypass');
    // A render meant for the cache carries the placeholder where the nonce goes; each answer writes its own in.
    const nonce = key ? cache!.placeholder : (res.locals.nonce as string);
    streamPage({
      req,
      res,
      createRouter: (handled) => createStaticRouter(dataRoutes, handled),
      context: result,
      i18n,
      locale,
      site,
      renderedFor,
      assets: pageAssets(deps, nonce, locale, colorModeChosen(req), renderedFor ? WHOLE_STYLESHEET : pageScreen(result)),
      bootstrapScript: (handled) => {
        const bootstrap: PageBootstrap = {
          router: hydrationState(handled),
          i18n: i18nBootstrap,
          site,
          build: deps.assets.buildId,
          chunks: pageChunks(deps, handled),
          stylesheet: deps.assets.stylesheet,
          ...(renderedFor ? { user: renderedFor } : {}),
        };
        return `window.${BOOTSTRAP_GLOBAL}=${scriptJson(bootstrap)}`;
      },
      log: req.log,
      capture: key
        ? ({ status, html, complete }) => {
            const doc = nonceDocument(html, cache!.placeholder);
            // Only a whole 200 page that set no cookie is everyone's to share.
            const shared = status === 200 && complete && !res.getHeader('Set-Cookie') && cache!.set(key, doc, renderedIn);
            settle!(shared ? doc : undefined);
            sendCachedPage(req, res, doc, 'miss', status);
            if (shared) lane!.remember(req, res, key);
          }
        : undefined,
    });
  };
}

/**
 * The namespaces the page reads: the shell's and those of the matched screens. Their messages are not in the page: its
 * first paint is the server's HTML, and the browser fetches them (cached files) with the scripts, before hydrating.
 */
function pageNamespaces(context: StaticHandlerContext, locale: Locale, signedIn: boolean): PageBootstrap['i18n'] {
  const namespaces = new Set<string>(SHELL_NAMESPACES);
  // The account menu in the header (client/auth/account-menu.tsx) speaks from the first paint.
  if (signedIn) namespaces.add('auth');
  for (const match of context.matches) for (const ns of (match.route.handle as RouteHandle | undefined)?.i18n ?? []) namespaces.add(ns);
  return { locale, namespaces: [...namespaces] };
}

/** A signed-in visitor's user, for their page's header and hearts; null for anyone else (or a user gone meanwhile). */
async function signedInUser({ services }: AppDeps, req: Request): Promise<AuthUser | null> {
  const { userId } = req.ctx.visitor;
  const user = userId === undefined ? null : await services.auth.user(userId).catch(() => null);
  // The header renders the user's menu, whose code is a chunk of its own in the browser.
  if (user) await loadAccountMenu();
  return user;
}

/** The screen a page shows (the deepest matched route's), if any: a 404 of an unknown path has none. */
function pageScreen(context: StaticHandlerContext): string | undefined {
  return context.matches.map((m) => screenOfRoute(m.route.id)).findLast((screen) => screen !== undefined);
}

/**
 * A signed-in visitor's page links the whole stylesheet instead of inlining its screen's part: the account menu's rules
 * are in no screen's part (they render only in the browser on shared pages), and a visitor who logged in has the file
 * in their cache already.
 */
const WHOLE_STYLESHEET = Symbol('whole stylesheet');

/** The fonts of the page, and of the stylesheet what the shell and the page's screen can use (inlined). */
function pageAssets(
  { assets }: AppDeps,
  nonce: string,
  locale: Locale,
  colorModeChosen: boolean,
  screen: string | undefined | typeof WHOLE_STYLESHEET,
): PageAssets & { entry: string } {
  const whole = screen === WHOLE_STYLESHEET;
  const part = whole ? undefined : (screen ?? SHELL_CSS_KEY);
  return {
    colorModeChosen,
    entry: assets.entry,
    // Named after the screen: React tells hoisted styles apart by this name, and a part of a stylesheet is not its file.
    stylesheets: [part ? `${assets.stylesheet}#${part}` : assets.stylesheet],
    inlineCss: part && (assets.inlineCss?.[part] || assets.inlineCss?.[SHELL_CSS_KEY]),
    // English pages are set in the system's own fonts (see app.css): nothing to download for them.
    fontPreloads: locale === 'fa' ? assets.fonts : [],
    nonce,
  };
}

/** The entry's chunks and only those of the screens this request matched: what hydrating the page imports. */
function pageChunks({ assets }: AppDeps, context: StaticHandlerContext): string[] {
  const chunks = new Set(assets.entryImports);
  for (const match of context.matches) {
    const screen = screenOfRoute(match.route.id);
    for (const file of (screen && assets.screens[screen]) || []) chunks.add(file);
  }
  return [...chunks];
}

/** Errors thrown by loaders or actions: a 404 is a visitor's wrong address (info), anything else a fault (error). */
function logRouteErrors(req: Request, context: StaticHandlerContext) {
  for (const [routeId, error] of Object.entries(context.errors ?? {})) {
    if (isRouteErrorResponse(error) && error.status < 500) req.log.info({ routeId, status: error.status }, 'page not found');
    else req.log.error({ err: error, routeId }, 'page loader or action failed');
  }
}
