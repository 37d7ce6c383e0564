import type { Request, Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, type StaticHandlerContext, type createStaticRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { isbot } from 'isbot';
import { AssetsContext, type PageAssets } from '../../client/assets.tsx';
import { SiteContext, type SiteInfo } from '../../client/site.ts';
import { StructuredDataContext } from '../../client/components/seo/json-ld.tsx';
import * as structuredData from '../../client/components/seo/structured-data.ts';
import type { Logger } from '../lib/logger.ts';

/** A render that has not finished by then is cut off; the browser keeps what it already got. */
const RENDER_TIMEOUT_MS = 10_000;

interface StreamPageOptions {
  req: Request;
  res: Response;
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  i18n: i18n;
  site: SiteInfo;
  assets: PageAssets & { entry: string };
  bootstrapScript: string;
  log: Logger;
}

/**
 * Streams the document. Browsers get the shell as soon as it is ready; crawlers wait for everything, so they read a
 * complete page. React flushes through `res.flush()` after each chunk, which is what keeps compression from holding
 * chunks back.
 */
export function streamPage({ req, res, router, context, i18n, site, assets, bootstrapScript, log }: StreamPageOptions) {
  const crawler = isbot(req.get('user-agent') ?? '');
  let failed = false;
  const { pipe, abort } = renderToPipeableStream(
    <SiteContext.Provider value={site}>
      <AssetsContext.Provider value={assets}>
        <StructuredDataContext.Provider value={structuredData}>
          <I18nextProvider i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={assets.nonce} />
          </I18nextProvider>
        </StructuredDataContext.Provider>
      </AssetsContext.Provider>
    </SiteContext.Provider>,
    {
      // The same nonce for React's own inline scripts and for the inlined stylesheet (both allowed by our CSP).
      nonce: assets.nonce ? { script: assets.nonce, style: assets.nonce } : undefined,
      bootstrapScriptContent: bootstrapScript,
      bootstrapModules: [assets.entry],
      [crawler ? 'onAllReady' : 'onShellReady']() {
        res.status(failed ? 500 : context.statusCode);
        res.set('Content-Type', 'text/html; charset=utf-8');
        pipe(res);
      },
      onShellError(error: unknown) {
        log.error({ err: error }, 'page shell failed to render');
        res.status(500).set('Content-Type', 'text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><title>500</title><p>Server error</p>');
      },
      onError(error: unknown) {
        failed = true;
        log.error({ err: error }, 'page render error');
      },
    },
  );
  const timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  res.on('close', () => clearTimeout(timer));
}
