/** A request that does not follow redirects, so a test sees exactly what the server answered. */
export async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { redirect: 'manual', headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}
