import { safeDecode } from './routes.ts';

/** A redirect of the navigation rules (REDIRECTS_FILE's, or the back office's: issue 32). */
export interface Redirect {
  /** Locale-less path; compared ignoring a trailing slash and repeated slashes (`redirectKey`). */
  from: string;
  /** Locale-less internal path (gets the request's locale) or an absolute http(s) URL (used as is). */
  to: string;
  /** Defaults to 301. */
  status?: 301 | 302;
}

/** A path as redirects compare it: one leading slash, no empty or trailing segment, each segment percent-decoded. */
export const redirectKey = (path: string) =>
  '/' +
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => safeDecode(segment))
    .join('/');

export const leavesSite = (to: string) => /^https?:\/\//i.test(to);

/** A target's path alone (no query, no fragment), for comparing it with another redirect's `from`. */
export const targetPath = (to: string) => to.split(/[?#]/, 1)[0];
