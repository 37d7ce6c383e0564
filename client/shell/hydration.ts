import type { HydrationState } from 'react-router';
import type { SiteInfo } from './site.ts';
import type { AuthUser } from '../../shared/contracts/auth.ts';

/** What the server sends with the page for the browser to pick up where it left off (one inline script, with nonce). */
export interface PageBootstrap {
  router: HydrationState;
  /** The page's language and the message namespaces it reads (fetched from /locales before hydrating). */
  i18n: { locale: 'fa' | 'en'; namespaces: string[] };
  site: SiteInfo;
  /** The client build this page was rendered for (client/pwa/build-check.ts compares it with /build.json). */
  build: string;
  /** The chunks hydrating this page imports (the entry's and the matched screens'), fetched once it has painted. */
  chunks: string[];
  /** The signed-in visitor the page was rendered for (such a page is never cached); absent on a shared page. */
  user?: AuthUser;
  /** The whole stylesheet (the page inlined only its screen's part): loaded before hydrating, for every other screen. */
  stylesheet: string;
}

export const BOOTSTRAP_GLOBAL = '__NEGAHBAN__';

/** The page's bootstrap data, in the browser. */
export const pageBootstrap = () => (window as unknown as Record<string, PageBootstrap>)[BOOTSTRAP_GLOBAL];

/** A page's bootstrap read from its HTML, outside a browser (the tests and the benchmark). */
export function bootstrapInHtml(html: string): PageBootstrap | undefined {
  const json = new RegExp(`window\\.${BOOTSTRAP_GLOBAL}=(.*?)</script>`, 's').exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as PageBootstrap);
}
