/**
 * Server-side navigation rules (spec §2 "Navigation rules"): decides, for an incoming GET/HEAD page request, whether
 * the visitor must be redirected before anything is rendered. Pure: no Express and no I/O other than the injected
 * lookups, so the whole rule table can be unit-tested with plain objects.
 *
 * Rule order (first match wins; each rule is applied to the locale-less path, so English keeps its /en prefix):
 *   1. Server paths (/api, /assets, /media, /locales, /healthz, /sw.js, ...) are never touched.
 *   2. A Persian page with the English locale cookie → 302 to its English twin, with the English slug of a product,
 *      post or brand (issue #10: "choosing English once" holds for every address, not only "/"; 302: it depends on a
 *      cookie, not on the URL). Files (rule 4) are left alone.
 *   3. Configured extra redirects (`deps.extraRedirects`).
 *   4. A path that matches no screen and whose last segment looks like a file (".js", ".png") is never touched.
 *      (After 3 so that a configured redirect from an old "/page.aspx" still works.)
 *   5. Legacy posts 45, 12, 149 → their service pages.
 *   6. Id-only /pr/{id} and /po/{id} → full path with the looked-up label (lookup failures only logged).
 *   7. Unknown path containing a known prefix (/about, /services, ...) not at its start → that prefix.
 *   8. Canonical form: a trailing slash is added and repeated slashes are collapsed.
 *   9. Otherwise continue; route validity (non-numeric ids, unknown paths) is the renderer's job.
 *
 * One hop: a rule's target is fed back through the rules (see `decideNavigation`), so the Location returned is the
 * final destination and the browser never sees a chain such as /pr/5 → /pr/5/ → /pr/5/label/.
 */
import { localizePath, splitLocale, type Locale } from '../../../shared/locale.ts';
import { twinPath, type SlugLookups } from './twin-path.ts';
import { isOwnPath } from '../../../shared/local-path.ts';
import { LEGACY_POSTS } from '../../../shared/legacy-posts.ts';
import { matchScreen, postPath, productPath, safeDecode } from '../../../shared/routes.ts';
import { leavesSite, redirectKey, type Redirect } from '../../../shared/redirects.ts';

export interface NavigationRequest {
  /** Raw (still percent-encoded) pathname, e.g. Express `req.path`. */
  pathname: string;
  /** "" or "?a=b", kept on every internal redirect. */
  search: string;
  /** Value of the LOCALE_COOKIE cookie ("en" / "fa"), if any. */
  localeCookie?: string;
}

/** A configured redirect: REDIRECTS_FILE's or the back office's (shared/redirects.ts). */
export type ExtraRedirect = Redirect;

/** The slugs of products, posts and brands in each language (twin-path.ts), and the configured redirects. */
export interface NavigationDeps extends SlugLookups {
  /** The configured redirects as they stand now (the back office may change them at any moment). */
  extraRedirects(): readonly ExtraRedirect[] | Promise<readonly ExtraRedirect[]>;
  /** Called when a lookup throws; the caller logs it and the visit goes on (spec: "only logged"). */
  onLookupError(err: unknown, what: { kind: 'product' | 'post'; id: number } | { kind: 'twin'; path: string }): void;
}

export type NavigationDecision = { kind: 'continue' } | { kind: 'redirect'; status: 301 | 302; location: string };

/** Decides whether a page request is redirected, and where to (always the final destination). */
export async function decideNavigation(req: NavigationRequest, deps: NavigationDeps): Promise<NavigationDecision> {
  const lookups = memoizedLookups(deps);
  const start: Target = { pathname: req.pathname, search: normalizeSearch(req.search), hash: '' };
  // The request as it came (not passed through formatTarget, which would hide a leading "//" to be fixed).
  const requested = toAscii(start.pathname) + toAscii(start.search);
  const seen = new Set([requested]);
  let current = start;
  let moved = false;
  let status: 301 | 302 = 301;
  const extraRedirects = await deps.extraRedirects();

  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const step = await decideOnce({ ...current, localeCookie: req.localeCookie }, extraRedirects, lookups);
    if (step.kind === 'continue') break;
    // The whole chain is only as permanent as its least permanent hop.
    if (step.status === 302) status = 302;
    if (step.kind === 'external') return { kind: 'redirect', status, location: step.url };
    // A Location without a fragment keeps the previous one, as browsers do.
    current = { ...step.target, hash: step.target.hash || current.hash };
    moved = true;
    const key = formatTarget(current);
    // A misconfigured cycle of extra redirects: any Location would loop in the browser, so render here instead.
    if (seen.has(key)) return { kind: 'continue' };
    seen.add(key);
  }

  if (!moved) return { kind: 'continue' };
  const location = formatTarget(current);
  // A chain that ends where it started (e.g. an extra redirect to itself) must not redirect.
  return location === requested ? { kind: 'continue' } : { kind: 'redirect', status, location };
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

/** Safety net for chained extra redirects; real chains are at most 2–3 hops long. */
const MAX_HOPS = 8;

/** Mounted by the server itself (compared case-insensitively, as Express routes are); never pages. */
const SERVER_DIRS = ['/api', '/assets', '/media', '/locales'];
const SERVER_FILES = [
  '/healthz',
  '/readyz',
  '/metrics',
  '/sw.js',
  '/build.json',
  '/manifest.webmanifest',
  '/en/manifest.webmanifest',
  '/offline.html',
  '/en/offline.html',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
];

/** Prefixes that an unknown path is cut back to when they appear after its first segment (spec §2). */
const PREFIXES: readonly (readonly string[])[] = [
  '/services',
  '/about',
  '/st/contactus',
  '/st/catalog',
  '/st/BlogCat',
  '/search',
  '/projects',
  '/customerExperience',
  '/brand',
].map(segmentsOf);

// ---------------------------------------------------------------------------------------------------------------
// One step of the rules

interface Target {
  /** Starts with "/"; may still contain raw characters, made ASCII by formatTarget. */
  pathname: string;
  search: string;
  hash: string;
}

type Step = { kind: 'continue' } | { kind: 'internal'; status: 301 | 302; target: Target } | { kind: 'external'; status: 301 | 302; url: string };

const CONTINUE: Step = { kind: 'continue' };

const internal = (status: 301 | 302, pathname: string, search: string, hash = ''): Step => ({
  kind: 'internal',
  status,
  target: { pathname, search, hash },
});

async function decideOnce(req: NavigationRequest, extraRedirects: readonly ExtraRedirect[], lookups: Lookups): Promise<Step> {
  // Absolute-form or "*" targets are not page paths; leave them to the rest of the stack.
  if (!req.pathname.startsWith('/')) return CONTINUE;
  // Every rule works on the collapsed path, so "//evil.com/about" can only ever produce "/…", never "//evil.com".
  const pathname = collapseSlashes(req.pathname);
  const { search } = req;
  const { locale, path } = splitLocale(pathname);

  // 1. Server paths.
  if (isServerPath(pathname)) return CONTINUE;

  // 2. Any Persian page, for a visitor who chose English: its English twin.
  if (locale === 'fa' && req.localeCookie === 'en' && (matchScreen(path) || !looksLikeFile(path))) {
    return internal(302, localizePath(await lookups.twin(path, 'en'), 'en'), search);
  }

  // 3. Configured redirects.
  const extra = findExtraRedirect(path, extraRedirects);
  if (extra) {
    const step = extraRedirectStep(extra, locale, search);
    if (step) return step;
  }

  // 4. Files that no screen claims (a missing /logo.png must 404, not be redirected to /logo.png/).
  const screen = matchScreen(path);
  if (!screen && looksLikeFile(path)) return CONTINUE;

  const segments = segmentsOf(path);
  const first = segments[0]?.toLowerCase();
  const id = segments.length >= 2 ? parseId(segments[1]) : null;

  // 5. Legacy posts, with or without a trailing slash or a name segment; before rule 6 so no lookup is made.
  if (first === 'po' && id !== null && segments.length <= 3) {
    const to = LEGACY_POSTS.get(id);
    if (to) return internal(301, localizePath(to, locale), search);
  }

  // 6. Id-only product / post paths get their full, label-bearing path.
  if ((first === 'pr' || first === 'po') && id !== null && segments.length === 2) {
    const name = first === 'pr' ? await lookups.product(id, locale) : await lookups.post(id, locale);
    if (name !== null) {
      const to = first === 'pr' ? productPath(id, name) : postPath(id, name);
      return internal(301, localizePath(to, locale), search);
    }
    // Not found or failed: fall through (the renderer shows the not-found page at the slashed URL).
  }

  // 7. Unknown path with a known prefix further in.
  if (!screen) {
    const prefix = findInnerPrefix(segments);
    if (prefix) return internal(301, localizePath(prefix, locale), search);
  }

  // 8. Canonical form. Compared as ASCII so a path that only differs in encoding never redirects (no loops).
  const canonical = withTrailingSlash(localizePath(path, locale));
  if (toAscii(canonical) !== toAscii(req.pathname)) return internal(301, canonical, search);

  return CONTINUE;
}

// ---------------------------------------------------------------------------------------------------------------
// Extra redirects

function findExtraRedirect(path: string, extras: readonly ExtraRedirect[]): ExtraRedirect | undefined {
  const key = redirectKey(path);
  return extras.find((extra) => redirectKey(extra.from) === key);
}

function extraRedirectStep(extra: ExtraRedirect, locale: Locale, requestSearch: string): Step | null {
  const status = extra.status ?? 301;
  if (leavesSite(extra.to)) {
    // Leaves the site; only made ASCII (punycode host, encoded path) when it is not already.
    if (isAscii(extra.to)) return { kind: 'external', status, url: extra.to };
    try {
      return { kind: 'external', status, url: new URL(extra.to).href };
    } catch {
      return null; // unusable configuration: ignore the entry rather than send a broken Location
    }
  }
  // Anything else is an internal path; a missing leading slash or a "//" start are repaired, never passed through.
  const { pathname, search, hash } = splitTarget(extra.to);
  let to = collapseSlashes('/' + pathname);
  // Server files (/media/x.pdf, /api/…) are neither localized nor slashed; pages are both.
  const isPage = !isServerPath(to) && (matchScreen(to) !== null || !looksLikeFile(to));
  if (isPage) to = localizePath(withTrailingSlash(to), locale);
  // The target's own query wins; otherwise the visitor's query is kept like in every other rule.
  return internal(status, to, search || requestSearch, hash);
}

function splitTarget(to: string): Target {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = rest.indexOf('?');
  return queryAt >= 0 ? { pathname: rest.slice(0, queryAt), search: rest.slice(queryAt), hash } : { pathname: rest, search: '', hash };
}

// ---------------------------------------------------------------------------------------------------------------
// Lookups (memoized per decision: a followed hop must not look up, or report a failure, twice)

interface Lookups {
  product(id: number, locale: Locale): Promise<string | null>;
  post(id: number, locale: Locale): Promise<string | null>;
  /** The locale-less path of the same page in `to`'s language (its own path when there is no other slug). */
  twin(path: string, to: Locale): Promise<string>;
}

function memoizedLookups(deps: NavigationDeps): Lookups {
  const cache = new Map<string, Promise<string | null>>();
  const lookup = (kind: 'product' | 'post', id: number, locale: Locale) => {
    const key = `${kind}:${id}:${locale}`;
    let result = cache.get(key);
    if (!result) {
      result = (async () => {
        try {
          const name = kind === 'product' ? await deps.productLabel(id, locale) : await deps.postName(id, locale);
          // A blank name would make "/pr/5//"; treat it as not found.
          return typeof name === 'string' && name.trim() !== '' ? name : null;
        } catch (err) {
          deps.onLookupError(err, { kind, id });
          return null;
        }
      })();
      cache.set(key, result);
    }
    return result;
  };
  const product = (id: number, locale: Locale) => lookup('product', id, locale);
  const post = (id: number, locale: Locale) => lookup('post', id, locale);
  const slugs: SlugLookups = { productLabel: product, postName: post, brandLabel: (id) => deps.brandLabel(id) };
  return {
    product,
    post,
    twin: (path, to) => twinPath(path, to, slugs, (err) => deps.onLookupError(err, { kind: 'twin', path })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Path helpers

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : path + '/';
}

/** Digits only and a safe integer (a 30-digit id is left to the renderer's not-found page). */
function parseId(segment: string): number | null {
  if (!/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

function isServerPath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  const bare = p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
  return SERVER_FILES.includes(bare) || SERVER_DIRS.some((dir) => bare === dir || bare.startsWith(dir + '/'));
}

/** Last segment has a short extension: "app.js", "logo.PNG", ".env". */
function looksLikeFile(path: string): boolean {
  const last = segmentsOf(path).at(-1);
  return last !== undefined && /\.[a-z0-9]{1,8}$/i.test(last);
}

/** The leftmost known prefix that starts after the first segment, as whole case-insensitive segments. */
function findInnerPrefix(segments: readonly string[]): string | null {
  const lower = segments.map((s) => safeDecode(s).toLowerCase());
  for (let start = 1; start < lower.length; start++) {
    for (const prefix of PREFIXES) {
      if (prefix.every((part, i) => lower[start + i] === part.toLowerCase())) return '/' + prefix.join('/') + '/';
    }
  }
  return null;
}

function normalizeSearch(search: string): string {
  return search === '' || search.startsWith('?') ? search : '?' + search;
}

// ---------------------------------------------------------------------------------------------------------------
// Location output

function isAscii(value: string): boolean {
  return /^[\x21-\x7e]*$/.test(value);
}

/**
 * Percent-encodes whatever may not appear raw in a Location header: controls, space, non-ASCII (as UTF-8), and
 * characters browsers treat specially — notably "\", which browsers read as "/" ("/\evil.com" would leave the site).
 * Existing %XX escapes are kept as they are.
 */
function toAscii(value: string): string {
  return value.replace(/[^\x21-\x7e]|["<>\\`{}]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%EF%BF%BD'; // lone surrogate: U+FFFD
    }
  });
}

function formatTarget(target: Target): string {
  // Belt and braces: a relative Location must never start with "//" (protocol-relative = another host).
  const pathname = toAscii(target.pathname).replace(/^\/{2,}/, '/');
  const location = pathname + toAscii(target.search) + toAscii(target.hash);
  // The site's one "is this a path of ours" check (shared/local-path.ts) has the last word on every Location.
  return isOwnPath(location) ? location : '/';
}
