import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../../shared/locale.ts';
import { SCREENS, brandPath, categoryPath, postPath, productPath, servicePath, type ScreenId } from '../../shared/routes.ts';
import type { SitemapRepo } from '../db/repos/sitemap.repo.ts';
import type { Clock } from '../lib/clock.ts';

/** One page of the site: its locale-less path in each language (products and posts have a name per language). */
export interface SitemapPage {
  path: Record<Locale, string>;
  lastmod?: string;
}

/** Screens that are personal, transactional or endless (search results), so not worth a crawler's visit. */
const UNLISTED: ReadonlySet<ScreenId> = new Set(['search', 'basket', 'login', 'profile', 'quotes', 'quoteNew', 'quote', 'compare', 'equipment']);

const same = (path: string): Record<Locale, string> => ({ fa: path, en: path });

/** W3C datetime for <lastmod>; a date the database cannot vouch for is left out rather than guessed. */
function lastmod(value: string | Date): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function sitemapService({ sitemap, clock }: { sitemap: SitemapRepo; clock: Clock }) {
  return {
    /** Every public page once, in both languages: the fixed screens of the route table, then each catalogue and blog page. */
    async pages(): Promise<SitemapPage[]> {
      const [products, posts, categories, brands, services] = await Promise.all([
        sitemap.products(),
        sitemap.posts(clock().toISOString()),
        sitemap.categories(),
        sitemap.brands(),
        sitemap.services(),
      ]);
      const screens = SCREENS.filter((s) => !s.path.includes(':') && !UNLISTED.has(s.id)).map((s) => same(s.path === '/' ? '/' : `${s.path}/`));
      return [
        ...screens.map((path) => ({ path })),
        ...categories.map((c) => ({ path: same(categoryPath(c.label)) })),
        ...brands.map((b) => ({ path: same(brandPath(b.id, b.label)) })),
        ...services.map((s) => ({ path: same(servicePath(s.label)) })),
        ...products.map((p) => ({
          path: { fa: productPath(p.id, p.label_fa), en: productPath(p.id, p.label_en) },
          lastmod: lastmod(p.updated_at),
        })),
        // A post redirected to a service page is not an address of its own: the repository lists none.
        ...posts.map((p) => ({ path: { fa: postPath(p.id, p.name_fa), en: postPath(p.id, p.name_en) }, lastmod: lastmod(p.published_at) })),
      ];
    },
  };
}

export type SitemapService = ReturnType<typeof sitemapService>;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/**
 * The sitemap protocol with hreflang alternates (xhtml:link): one <url> per page and language, each naming all its
 * languages and the default. The protocol caps a file at 50 000 URLs; should the site outgrow that (25 000 pages), this
 * must become a sitemap index pointing at several files.
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const url = (path: string, locale: Locale) => xml(origin + localizePath(path, locale));
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(page.path[l], l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path[DEFAULT_LOCALE], DEFAULT_LOCALE)}"/>`,
    ].join('');
    const modified = page.lastmod ? `<lastmod>${xml(page.lastmod)}</lastmod>` : '';
    return LOCALES.map((l) => `<url><loc>${url(page.path[l], l)}</loc>${modified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
