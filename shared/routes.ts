/**
 * The screens of the site (spec §2), declared once. The client builds its route tree from this table, and the server's
 * navigation rules use it to tell a page from an unknown path. Paths are written without the locale prefix.
 */
export type Layout = 'default' | 'gray' | 'pink' | 'authorize';

export type ScreenId =
  | 'home'
  | 'blog'
  | 'blogCategories'
  | 'catalog'
  | 'contact'
  | 'categories'
  | 'category'
  | 'about'
  | 'brands'
  | 'brand'
  | 'search'
  | 'searchCategory'
  | 'post'
  | 'product'
  | 'services'
  | 'service'
  | 'customerExperience'
  | 'projects'
  | 'basket'
  | 'order'
  | 'invoice'
  | 'login'
  | 'profile'
  | 'quotes'
  | 'quoteNew'
  | 'quote'
  | 'equipment'
  | 'compare';

export interface Screen {
  id: ScreenId;
  /** react-router pattern without a trailing slash, e.g. "/pr/:id/:name". */
  path: string;
  layout: Layout;
  /** Params that must be all digits; a path that fails this is a "Page Not Found" (spec §5). */
  numericParams?: readonly string[];
  /** Message namespaces (locales/<lng>/<ns>.json) the screen reads besides the shell's; a page embeds only these. */
  i18n?: readonly string[];
  /**
   * The query parameters the screen reads (its loader, its components, in the browser too), besides `PAGE_QUERY`. The
   * page cache keys and renders a page on these alone (server/ssr/page-target.ts): a parameter nobody reads must not
   * cost a render or an entry.
   */
  query?: readonly string[];
}

/** What every page reads: the language asked for (i18next's detector). */
export const PAGE_QUERY = ['lang'] as const;

const LISTING = ['page', 'sort'] as const;
const SEARCH = ['q', 'sort', 'category', 'brand', 'min', 'max', 'inStock', 'certified', 'page'] as const;

/** What every page reads: the shell (header, footer, shared UI) and error messages. */
export const SHELL_NAMESPACES = ['common', 'errors', 'storefront'] as const;

export const SCREENS: readonly Screen[] = [
  { id: 'home', path: '/', layout: 'default', i18n: ['content', 'cart'] },
  { id: 'blog', path: '/st/blog', layout: 'default', i18n: ['content'], query: ['category', 'page'] },
  { id: 'blogCategories', path: '/st/BlogCat', layout: 'default', i18n: ['content'] },
  { id: 'catalog', path: '/st/catalog', layout: 'default', i18n: ['content'] },
  { id: 'contact', path: '/st/contactus', layout: 'gray', i18n: ['content', 'forms', 'datepicker'], query: ['product', 'title'] },
  { id: 'categories', path: '/cat', layout: 'default' },
  { id: 'category', path: '/cat/:label', layout: 'default', i18n: ['cart'], query: LISTING },
  { id: 'about', path: '/about', layout: 'default', i18n: ['content'] },
  { id: 'brands', path: '/brand', layout: 'default' },
  { id: 'brand', path: '/brand/:id/:label', layout: 'default', numericParams: ['id'], i18n: ['cart'], query: LISTING },
  { id: 'search', path: '/search', layout: 'default', i18n: ['cart'], query: SEARCH },
  { id: 'searchCategory', path: '/search/:catLabel', layout: 'default', i18n: ['cart'], query: SEARCH },
  { id: 'post', path: '/po/:id/:name', layout: 'default', numericParams: ['id'], i18n: ['content'] },
  { id: 'product', path: '/pr/:id/:name', layout: 'default', numericParams: ['id'], i18n: ['cart'], query: ['item'] },
  { id: 'services', path: '/services', layout: 'default', i18n: ['content'] },
  { id: 'service', path: '/services/:label', layout: 'default', i18n: ['content'] },
  { id: 'customerExperience', path: '/customerExperience', layout: 'pink', i18n: ['content'] },
  { id: 'projects', path: '/projects', layout: 'pink' },
  { id: 'basket', path: '/basket', layout: 'gray', i18n: ['content', 'cart', 'checkout'], query: ['step'] },
  {
    id: 'order',
    path: '/profile/accountorder/:productOrderId',
    layout: 'gray',
    numericParams: ['productOrderId'],
    i18n: ['content', 'checkout', 'datepicker'],
    query: ['payment'],
  },
  // The invoice of a paid order and its credit note (issue #31): printable on A4.
  {
    id: 'invoice',
    path: '/profile/accountorder/:productOrderId/invoice',
    layout: 'gray',
    numericParams: ['productOrderId'],
    i18n: ['content', 'checkout'],
  },
  { id: 'profile', path: '/profile', layout: 'gray', i18n: ['content', 'checkout'] },
  { id: 'quotes', path: '/profile/quotes', layout: 'gray', i18n: ['quotes'] },
  // Before `quote`: "new" is not a quote's number.
  { id: 'quoteNew', path: '/profile/quotes/new', layout: 'gray', i18n: ['quotes', 'checkout', 'forms', 'datepicker'], query: ['items', 'product'] },
  { id: 'quote', path: '/profile/quotes/:id', layout: 'gray', numericParams: ['id'], i18n: ['quotes', 'checkout'] },
  { id: 'equipment', path: '/profile/equipment', layout: 'gray', i18n: ['equipment', 'checkout', 'datepicker'], query: ['book'] },
  // Products side by side (issue #33): `ids` names them, so the page cache keys on it alone.
  { id: 'compare', path: '/compare', layout: 'default', i18n: ['cart'], query: ['ids'] },
  { id: 'login', path: '/loginRegister', layout: 'authorize', i18n: ['auth'], query: ['back', 'returnUrl'] },
];

export interface ScreenMatch {
  screen: Screen;
  params: Record<string, string>;
  /** False when a numeric param is not all digits: the route exists but this path is not a valid page. */
  valid: boolean;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Finds the screen for a locale-less path ("/pr/1/x/" or "/pr/1/x"). Static segments match case-insensitively, as the
 * old site's router did, and params are percent-decoded. Returns null when no screen has this shape.
 */
export function matchScreen(path: string): ScreenMatch | null {
  const parts = segmentsOf(path);
  for (const screen of SCREENS) {
    const pattern = segmentsOf(screen.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((p, i) => {
      if (p.startsWith(':')) {
        params[p.slice(1)] = safeDecode(parts[i]);
        return true;
      }
      return p.toLowerCase() === parts[i].toLowerCase();
    });
    if (!fits) continue;
    const valid = (screen.numericParams ?? []).every((name) => /^\d+$/.test(params[name]));
    return { screen, params, valid };
  }
  return null;
}

/**
 * A query string keeping only the parameters `screen` reads (and every page's), in their order: `?q=x&r=1` → `?q=x`
 * on search. Empty when none is left.
 */
export function screenQuery(screen: Screen, search: string): string {
  const read = new Set<string>([...PAGE_QUERY, ...(screen.query ?? [])]);
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && read.has(safeDecode(pair.split('=')[0]!.replace(/\+/g, ' '))));
  return kept.length ? `?${kept.join('&')}` : '';
}

/** A percent-decoded URL segment, or the segment itself when it is not valid percent-encoding. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path segment for a name in a URL: spaces become hyphens, then it is percent-encoded (spec §2). */
export function slugSegment(name: string): string {
  return encodeURIComponent(name.trim().replace(/\s+/g, '-'));
}

export const productPath = (id: number, label: string) => `/pr/${id}/${slugSegment(label)}/`;
export const postPath = (id: number, name: string) => `/po/${id}/${slugSegment(name)}/`;
export const brandPath = (id: number, label: string) => `/brand/${id}/${slugSegment(label)}/`;
/** The comparison of these products (issue #33), "/compare/?ids=1,2,3"; without ids, the page that says how to add some. */
export const comparePath = (ids: readonly number[]) => (ids.length ? `/compare/?ids=${ids.join(',')}` : '/compare/');
export const categoryPath = (label: string) => `/cat/${slugSegment(label)}/`;
export const servicePath = (label: string) => `/services/${slugSegment(label)}/`;
/** An order's page (the customer's own), without the language prefix: `localizePath` adds `/en`. */
export const orderPath = (id: number) => `/profile/accountorder/${id}/`;

/** The page of an order's invoice (issue #31). */
export const invoicePath = (id: number) => `/profile/accountorder/${id}/invoice/`;
/** A quote's page (the customer's own), without the language prefix. */
export const quotePath = (id: number) => `/profile/quotes/${id}/`;
