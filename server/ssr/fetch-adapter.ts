import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { pathAndQuery } from '../http/request-target.ts';

/**
 * Express request → Fetch Request for react-router, in the shape of react-router's own Express adapter: method,
 * every header, the body streamed for writes (a form posted before the JavaScript loaded reaches the route's action),
 * aborted when the visitor goes away. `origin` is the site's own (server/http/site-origin.ts), never the raw Host header;
 * `target` the path and query to render (a shared page's: page-target.ts).
 */
export function toFetchRequest(req: Request, res: Response, origin: string, target = pathAndQuery(req.originalUrl)): globalThis.Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = Readable.toWeb(req) as ReadableStream;
    init.duplex = 'half';
  }
  return new globalThis.Request(origin + target, init);
}

/**
 * A Fetch Response from react-router (a redirect, an action's answer) → Express: status, every header appended (so
 * several Set-Cookie headers survive and redirects keep theirs), the body streamed.
 */
export async function sendFetchResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  if (!response.body) return void res.end();
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
}
