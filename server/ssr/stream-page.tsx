import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { ssrRenderDuration } from '../lib/metrics.ts';
import { StaticRouterProvider, type StaticHandlerContext, type createStaticRouter } from 'react-router';
import type { TFunction } from 'i18next';
import { I18nextProvider } from '../../client/i18n/react.tsx';
import type { Translator } from '../../client/i18n/translator.ts';
import { AssetsContext, type PageAssets } from '../../client/shell/assets.tsx';
import { SiteContext, type SiteInfo } from '../../client/shell/site.ts';
import { RenderedForContext } from '../../client/auth/session.ts';
import type { AuthUser } from '../../shared/contracts/auth.ts';
import { StructuredDataContext } from '../../client/seo/json-ld.tsx';
import * as structuredData from '../../client/seo/structured-data.ts';
import type { Locale } from '../../shared/locale.ts';
import type { Logger } from '../lib/logger.ts';
import { crawlerRetryLater, isCrawler, notFoundDocument } from './page-failure.ts';
import { batchedDestination } from './batched-destination.ts';

/** A render that has not finished by then is cut off; the browser keeps what it already got. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * How long a browser's page waits, once its shell is ready, for the parts below the fold (deferred loader data). A
 * part ready by then is sent in place: no placeholder, no script that swaps it in, and one layout instead of a second
 * one of the whole page while a slow phone is still busy with the first (~50 ms of main thread there, ×4 in
 * Lighthouse's phone). A slower part streams after the shell as before, so no page waits longer than this for it.
 */
const INLINE_WAIT_MS = 50;

interface StreamPageOptions {
  req: Request;
  res: Response;
  /** The router for a handler context: the query's, or the same with a render error given to its error boundary. */
  createRouter: (context: StaticHandlerContext) => ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  i18n: Translator;
  locale: Locale;
  site: SiteInfo;
  /** The signed-in visitor this page is rendered for (never a cached page), or null. */
  renderedFor: AuthUser | null;
  assets: PageAssets & { entry: string };
  /** The browser's bootstrap for a handler context (its hydration state follows a render error to its boundary). */
  bootstrapScript: (context: StaticHandlerContext) => string;
  log: Logger;
  /**
   * Render the whole document into memory and hand it here instead of streaming it (the page cache's miss): people
   * and crawlers alike then get the complete page. `complete` is false when a part failed (shown as its fallback).
   */
  capture?: (document: { status: number; html: Buffer; complete: boolean }) => void;
}

/**
 * Streams the document. Browsers get the shell as soon as it is ready; crawlers wait for everything, so they read a
 * complete page. React flushes through `res.flush()` after each chunk, which is what keeps compression from holding
 * chunks back. A render that throws shows the 404 page (spec §8), and a crawler is asked to come back instead.
 */
export function streamPage(options: StreamPageOptions) {
  const { req, res, i18n, locale, site, renderedFor, assets, bootstrapScript, log, capture } = options;
  const crawler = isCrawler(req.get('user-agent'));
  // Crawlers, and renders kept for everyone, wait for every part.
  const whole = crawler || !!capture;

  const render = (context: StaticHandlerContext, isRetry: boolean) => {
    const timeRender = ssrRenderDuration.startTimer();
    let failed = false;
    let shellReady = false;
    let sent = false;
    let inlineWait: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      if (sent) return;
      sent = true;
      clearTimeout(inlineWait);
      if (capture) return pipe(collect((html) => capture({ status: context.statusCode, html, complete: !failed })));
      res.status(context.statusCode);
      res.set('Content-Type', 'text/html; charset=utf-8');
      pipe(batchedDestination(res) as Writable);
    };
    const { pipe, abort } = renderToPipeableStream(
      <SiteContext.Provider value={site}>
        <AssetsContext.Provider value={assets}>
          <StructuredDataContext.Provider value={structuredData}>
            <I18nextProvider i18n={i18n}>
              <RenderedForContext.Provider value={renderedFor}>
                <StaticRouterProvider router={options.createRouter(context)} context={context} hydrate={false} nonce={assets.nonce} />
              </RenderedForContext.Provider>
            </I18nextProvider>
          </StructuredDataContext.Provider>
        </AssetsContext.Provider>
      </SiteContext.Provider>,
      {
        // The same nonce for React's own inline scripts and for the inlined stylesheet (both allowed by our CSP).
        nonce: assets.nonce ? { script: assets.nonce, style: assets.nonce } : undefined,
        bootstrapScriptContent: bootstrapScript(context),
        bootstrapModules: [assets.entry],
        // A part that is ready when the page is sent goes in place however long the page before it is (React would
        // otherwise move it out to the end once the document passes 12.8 KB, which ours always do).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          if (whole) return;
          shellReady = true;
          inlineWait = setTimeout(send, INLINE_WAIT_MS);
        },
        onAllReady() {
          timeRender();
          // A crawler reads the whole page or nothing: a part that failed would be indexed as missing.
          if (crawler && failed) {
            abort();
            return crawlerRetryLater(res);
          }
          // Nothing left to stream: a browser gets it all in place at once (or the parts that failed, as fallbacks).
          if (whole || shellReady) send();
        },
        onShellError(error: unknown) {
          log.error({ err: error, retry: isRetry }, 'page shell failed to render');
          if (crawler) return crawlerRetryLater(res);
          // The screen threw while rendering: render again with the error given to the nearest error boundary (the
          // 404 page inside the site's frame); if that fails too, the 404 page as a bare document.
          const boundary = !isRetry && nearestErrorBoundary(context);
          if (boundary) return render({ ...context, statusCode: 500, errors: { [boundary]: error } }, true);
          res
            .status(500)
            .set('Content-Type', 'text/html; charset=utf-8')
            .send(notFoundDocument(i18n.tFor() as unknown as TFunction, locale));
        },
        onError(error: unknown) {
          failed = true;
          log.error({ err: error }, 'page render error');
        },
      },
    );
    const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
    res.on('close', () => {
      clearTimeout(timer);
      clearTimeout(inlineWait);
    });
  };
  render(options.context, false);
}

/** The deepest matched route with an error boundary, whose boundary a render error is handed to. */
function nearestErrorBoundary(context: StaticHandlerContext): string | undefined {
  return context.matches.findLast((m) => m.route.ErrorBoundary || m.route.hasErrorBoundary)?.route.id;
}

/** A destination that keeps what React writes and hands it over whole at the end. */
function collect(done: (html: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}
