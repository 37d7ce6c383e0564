/*
 * "Is this a path of ours": the one decision behind every redirect the site builds from something a visitor sent
 * (the language switch's `next`, the navigation rules' Location). Browsers read "\" as "/", drop tabs and newlines
 * inside URLs and treat "//host" as another site, so a string test is not enough: the target is parsed the way a
 * browser parses it, against a stand-in origin, and must still be on that origin.
 */

/** A stand-in origin: a target that resolves anywhere else leaves the site. */
const HERE = 'http://here.invalid';

/**
 * The same-site path `target` names, normalised (percent-encoded as a browser would send it, repeated slashes
 * collapsed so taking a locale prefix off can never leave "//host" behind), with its query and fragment; null when
 * `target` is not a string starting with "/" or would take the browser to another origin or scheme.
 */
export function ownPath(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  return url.pathname.replace(/\/{2,}/g, '/') + url.search + url.hash;
}

/**
 * Whether `location` is safe to send as a relative Location header as it is: a plain path ("/" not followed by "/" or
 * "\"), printable ASCII only, that a browser resolves to this same origin.
 */
export function isOwnPath(location: string): boolean {
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(location) || location.includes('\\')) return false;
  try {
    return new URL(location, HERE).origin === HERE;
  } catch {
    return false;
  }
}
