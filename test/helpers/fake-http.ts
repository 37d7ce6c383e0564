import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake provider received, with its body parsed as the provider would. */
export interface RecordedRequest {
  method: string;
  /** Path and query, exactly as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as form fields (application/x-www-form-urlencoded), else null. */
  form: Record<string, string> | null;
  /** The body as JSON (application/json), else undefined; null for a JSON body that does not parse. */
  json: unknown;
}

export interface FakeServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server on 127.0.0.1 and a free port that records every request and lets `handle` answer it (or not:
 * a handler that never writes models a provider that hangs; close() cuts such connections).
 */
export async function startFakeServer(handle: (req: RecordedRequest, res: ServerResponse) => void): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const type = req.headers['content-type'] ?? '';
    let json: unknown;
    if (type.startsWith('application/json')) {
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
    }
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body,
      form: type.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(body)) : null,
      json,
    };
    requests.push(recorded);
    handle(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** What a broken proxy or a half-deployed provider sends: an answer that is not the documented JSON. */
export function sendMalformed(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end('{"return":{"status":200,"message":"<html>');
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}

/** A tiny page with links, standing in for a gateway's payment page in browser tests. */
export function sendLinksPage(res: ServerResponse, title: string, links: [label: string, href: string][]): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const items = links.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join('');
  res.end(`<!doctype html><title>${title}</title><h1>${title}</h1><ul>${items}</ul>`);
}

/** Appends query parameters to a URL that may already have some. */
export const withQuery = (url: string, params: Record<string, string>) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
