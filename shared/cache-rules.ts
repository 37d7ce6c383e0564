import { splitLocale } from './locale.ts';

/**
 * What may be kept by the browser's own caches (the service worker's, client/pwa/sw.ts) and what never is. One rule for
 * both sides: the API marks public reads as storable (server/http/api.router.ts) and the service worker checks the same
 * rule again before it stores anything, so a personal answer is never kept even if one side gets it wrong.
 */

/** Calls whose answers belong to one visitor (session, cart, orders, addresses, likes, back office, uploads, payments). */
const PERSONAL_API = [
  '/api/auth',
  '/api/cart',
  '/api/productOrder',
  '/api/address',
  '/api/products/like',
  '/api/admin',
  '/api/upload',
  '/api/form',
  '/api/payment',
];

/**
 * Pages whose HTML carries one visitor's data or that make sense only online (profile and orders, login, back office).
 * The basket is not among them: its server HTML is the same frame for everyone (client/routes/basket.tsx).
 */
const PERSONAL_PAGES = ['/profile', '/loginRegister', '/admin'];

const under = (path: string, prefix: string) => {
  const p = path.toLowerCase();
  const q = prefix.toLowerCase();
  return p === q || p.startsWith(q + '/');
};

/** Folders the server fills with files, never pages. */
const FILE_DIRS = ['/api', '/assets', '/media', '/locales', '/icons', '/images', '/videos', '/downloads'];

/** A path the page renderer answers (not a file: no server folder, no extension such as /sw.js or /en/offline.html). */
export function isPagePath(pathname: string): boolean {
  if (FILE_DIRS.some((dir) => under(pathname, dir))) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(pathname.split('/').filter(Boolean).at(-1) ?? '');
}

export function isPersonalApi(pathname: string): boolean {
  return PERSONAL_API.some((prefix) => under(pathname, prefix));
}

export function isPersonalPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return PERSONAL_PAGES.some((prefix) => under(path, prefix));
}

/** A GET to the API that any visitor would get the same answer for: the server lets browsers store it. */
export function isPublicApiRead(method: string, pathname: string): boolean {
  return method === 'GET' && pathname.startsWith('/api/') && !isPersonalApi(pathname);
}

export interface Answer {
  kind: 'page' | 'api';
  method: string;
  pathname: string;
  status: number;
  cacheControl: string | null;
}

/**
 * Whether the service worker may keep an answer. Never: anything but a GET with 200, personal paths, `no-store`.
 * `private` forbids shared caches only, and the service worker's cache is this browser's own; still, an API answer
 * marked private is not kept (the API marks personal answers so). Pages are rendered for an anonymous visitor
 * (ARCHITECTURE.md), so their `private, no-cache` does not stop them being kept for offline use.
 */
export function isCacheable({ kind, method, pathname, status, cacheControl }: Answer): boolean {
  if (method !== 'GET' || status !== 200) return false;
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('no-store')) return false;
  if (kind === 'api') return isPublicApiRead(method, pathname) && !directives.includes('private');
  return !isPersonalPage(pathname);
}
