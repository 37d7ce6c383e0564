import fc from 'fast-check';

/**
 * Redirect targets an attacker would try, generated: a locale prefix (or none), then a way to start a second slash
 * (`//`, `/\`, `%2F`, `%5C`, tabs and newlines inside), then a foreign host; or an absolute URL, a scheme such as
 * `javascript:`; each possibly percent-encoded once more. Whatever comes out, a redirect built from it must stay here.
 */
const prefixes = fc.constantFrom('', '/en', '/fa', '/EN', '/en/', '/fa/', '/./', '/en/..', '/%65n');
const slashes = fc.constantFrom('/', '\\', '%2F', '%2f', '%5C', '%5c', '\t/', '/\t', '\n/', '/\r\n', '%09/', '%0A/', '/%00', ' /', '/\u3000');
const hosts = fc.constantFrom(
  'evil.example',
  'evil.example:443',
  '@evil.example',
  'evil.example%2F',
  'user:pw@evil.example',
  '[::1]',
  '127.0.0.1.evil.example',
  'ⓔvil.example',
);
const tails = fc.constantFrom('', '/', '/about/', '?next=//evil.example', '#@evil.example', '/%2e%2e/');
const schemes = fc.constantFrom('http:', 'https:', 'HTTPS:', 'javascript:', 'JaVaScRiPt:', 'data:', 'vbscript:', 'file:', 'ftp:', '\tjavascript:', ' https:');
const afterScheme = fc.constantFrom('//evil.example/', '/\\evil.example/', 'evil.example', '\\\\evil.example', 'alert(1)//', '%0aalert(1)', '///evil.example');

const relative = fc.tuple(prefixes, slashes, slashes, hosts, tails).map(([p, a, b, h, t]) => `${p}${a}${b}${h}${t}`);
const absolute = fc.tuple(fc.constantFrom('', '/', '/en/', ' '), schemes, afterScheme).map(([p, s, r]) => `${p}${s}${r}`);
const encodings = fc.constantFrom<(s: string) => string>(
  (s) => s,
  encodeURIComponent,
  (s) => encodeURIComponent(encodeURIComponent(s)),
  encodeURI,
);

/** A hostile target as a string (before it is put in a query string). */
export const hostileTarget = fc.tuple(fc.oneof(relative, absolute), encodings).map(([t, encode]) => encode(t));

/** Whether a Location header, read as a browser reads it, stays on `base`'s origin and starts as a plain path. */
export function staysOn(base: string, location: string): boolean {
  if (!/^\/(?![/\\])/.test(location) || /[\x00-\x20\\]/.test(location)) return false;
  return new URL(location, base).origin === new URL(base).origin;
}
