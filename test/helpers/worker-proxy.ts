import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request for /sw.js as the proxy saw it: by the browser for the worker (`Service-Worker: script`), or by a page. */
export interface ScriptRequest {
  byWorker: boolean;
  cacheControl: string | undefined;
  published: boolean;
}

export interface WorkerProxy {
  url: string;
  /** The /sw.js requests seen, oldest first. */
  scriptRequests: ScriptRequest[];
  /** From now on /sw.js is the server's with `extra` appended: what a browser sees once a new build is deployed. */
  publish(extra: string): void;
  close(): Promise<void>;
}

/** Headers that describe the body as the server sent it, wrong once the proxy changes it. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'etag', 'last-modified', 'transfer-encoding'];

/**
 * A plain HTTP proxy on 127.0.0.1 in front of a test server: requests and answers stream through untouched, except
 * /sw.js after publish(), so a test can deploy a byte-different worker without rebuilding or touching the server.
 */
export async function startWorkerProxy(target: string): Promise<WorkerProxy> {
  const upstream = new URL(target);
  let extra: string | null = null;
  const scriptRequests: ScriptRequest[] = [];

  const server = createServer((req, res) => {
    const isScript = new URL(req.url ?? '/', 'http://x').pathname === '/sw.js';
    const headers: IncomingHttpHeaders = { ...req.headers };
    if (isScript) {
      scriptRequests.push({ byWorker: req.headers['service-worker'] === 'script', cacheControl: req.headers['cache-control'], published: extra !== null });
      // A body the proxy appends to must come plain and whole, never a 304 or gzip.
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    }
    const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!isScript || extra === null || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const appended = extra;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(appended)]);
        const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !BODY_HEADERS.includes(name)));
        res.writeHead(200, { ...kept, 'content-length': body.length });
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    scriptRequests,
    publish: (text) => void (extra = text),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
