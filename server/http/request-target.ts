/**
 * The path and query of a request target. An absolute-form target (`GET http://other.example/about/`) loses its
 * scheme and host: whatever host a visitor names, the site answers as itself. The result is meant to be appended to
 * our origin, never resolved against it, so "//host/x" stays a path.
 */
export function pathAndQuery(target: string): string {
  const rest = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return rest.startsWith('/') ? rest : '/' + rest;
}
