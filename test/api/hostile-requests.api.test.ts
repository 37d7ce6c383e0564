import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { expect } from 'chai';
import { startTestServer, TEST_DATABASES, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { captureLog } from '../helpers/capture-log.ts';
import { http11, rawRequest } from '../helpers/raw-http.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/** What Express's default handler prints (a multi-line stack on stderr) is recorded here instead while a test runs. */
function watchStderr() {
  const original = console.error;
  const printed: string[] = [];
  console.error = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  return { printed, restore: () => void (console.error = original) };
}

/** Absolute URLs a page, the sitemap or robots.txt names. */
const absoluteUrls = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]).filter((u) => !/schema\.org|sitemaps\.org|w3\.org/.test(u));

for (const database of TEST_DATABASES)
  describe(`requests an attacker would send (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    let capture: ReturnType<typeof captureLog>;
    let host: string;
    before(async () => {
      capture = captureLog('info');
      server = await startTestServer(database, {}, { log: capture.log });
      host = new URL(server.url).host;
    });
    after(() => server?.close());

    describe('bad Host headers and absolute-form targets (no 500)', () => {
      for (const [name, value] of [
        ['a space', 'a b'],
        ['empty', ''],
        ['an unclosed IPv6 bracket', '[::1'],
        ['a path', 'evil.example/x'],
        ['user info', 'u@evil.example'],
        ['a bad port', 'localhost:99999'],
      ]) {
        it(`answers a Host with ${name} with 400`, async () => {
          const res = await rawRequest(server.url, http11('/about/', { Host: value }));
          expect(res.status).to.equal(400);
          expect(res.body).to.not.include(value || '\u0000');
        });
      }

      it('serves an absolute-form request target as this site, naming no other host', async () => {
        const res = await rawRequest(server.url, http11('http://other.example/about/', { Host: host }));
        expect(res.status).to.equal(200);
        expect(res.body).to.include('<html');
        expect(res.body).to.not.include('other.example');
        const old = await rawRequest(server.url, 'GET http://other.example/en/about/ HTTP/1.0\r\n\r\n');
        expect(old.status).to.equal(200);
        expect(old.body).to.include('<html').and.not.include('other.example');
        const post = await rawRequest(server.url, http11('//other.example/about/', { Host: host }, 'POST', 'a=1'));
        expect(post.status).to.be.within(300, 499);
      });

      it('serves an HTTP/1.0 request without a Host, naming no "undefined" host', async () => {
        const res = await rawRequest(server.url, 'GET /about/ HTTP/1.0\r\n\r\n');
        expect(res.status).to.equal(200);
        expect(res.body).to.include('<html');
        expect(res.body).to.not.include('undefined/');
        const robots = await rawRequest(server.url, 'GET /robots.txt HTTP/1.0\r\n\r\n');
        expect(robots.status).to.equal(200);
        expect(robots.body).to.match(/Sitemap: http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/sitemap\.xml/);
      });
    });

    describe('absolute URLs name only configured or local hosts', () => {
      for (const path of ['/about/', '/en/about/', '/sitemap.xml', '/robots.txt']) {
        it(`never writes a visitor's Host into ${path}`, async () => {
          const res = await rawRequest(server.url, http11(path, { Host: 'evil.example' }));
          expect(res.status).to.equal(200);
          expect(res.body).to.not.include('evil.example');
          const urls = absoluteUrls(res.body);
          expect(urls, 'the answer names its own absolute URLs').to.not.be.empty;
          for (const url of urls) expect(new URL(url).hostname, url).to.be.oneOf(['localhost', '127.0.0.1']);
        });
      }

      it('does not let shared caches keep a sitemap or price list made from a request Host', async () => {
        const sitemap = await get(server.url, '/sitemap.xml');
        // Exactly the private answer: a missing Cache-Control would let a shared cache choose for itself.
        expect(sitemap.headers.get('cache-control')).to.equal('private, no-cache');
        const label = (await (await fetch(`${server.url}/api/products/productInfo?id=1`)).json()).data.categoryPath.at(-1).label;
        const csv = await get(server.url, `/downloads/price-list/${label}.fa.csv`);
        expect(csv.status).to.equal(200);
        expect(csv.headers.get('cache-control')).to.equal('private, no-cache');
      });
    });

    describe("body errors on /api answer the envelope in the visitor's language", () => {
      const post = (body: string, headers: Record<string, string>) =>
        rawRequest(server.url, http11('/api/search?lang=en', { Host: host, 'Content-Type': 'application/json', ...headers }, 'POST', body));
      const envelope = (res: { headers: Record<string, string>; body: string }) => {
        expect(res.headers['content-type']).to.match(/^application\/json/);
        expect(res.headers['cache-control']).to.equal('no-store');
        const json = JSON.parse(res.body);
        expect(json.isSuccess).to.equal(false);
        return json.messages[0];
      };

      it('malformed JSON → 400 MALFORMED_JSON', async () => {
        const res = await post('{x}', {});
        expect(res.status).to.equal(400);
        expect(envelope(res)).to.include({ code: 'MALFORMED_JSON' }).and.to.have.property('item1').that.matches(/JSON/);
        const fa = await rawRequest(server.url, http11('/api/search', { Host: host, 'Content-Type': 'application/json' }, 'POST', '{x}'));
        expect(envelope(fa).item1).to.match(/[\u0600-\u06FF]/);
      });

      it('a body over the limit → 413 BODY_TOO_LARGE', async () => {
        const res = await post(JSON.stringify({ q: 'a'.repeat(200_000) }), {});
        expect(res.status).to.equal(413);
        expect(envelope(res).code).to.equal('BODY_TOO_LARGE');
      });

      it('an unsupported charset or content encoding → 415 UNSUPPORTED_BODY', async () => {
        for (const headers of [{ 'Content-Type': 'application/json; charset=koi8-r' }, { 'Content-Encoding': 'zzz' }] as Record<string, string>[]) {
          const res = await post('{}', headers);
          expect(res.status).to.equal(415);
          expect(envelope(res).code).to.equal('UNSUPPORTED_BODY');
        }
      });

      it('an unknown /api path is a no-store 404 NOT_FOUND, whatever the method', async () => {
        for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
          const res = await rawRequest(server.url, http11('/api/no/such/thing', { Host: host }, method, method === 'GET' ? '' : '{}'));
          expect(res.status).to.equal(404);
          expect(envelope(res).code).to.equal('NOT_FOUND');
        }
      });
    });

    describe('client errors are one log line, without a stack', () => {
      it('logs static 404s, %ff, bad JSON, 413 and 415 as info/warn lines and prints nothing to stderr', async () => {
        const stderr = watchStderr();
        const before = capture.lines().length;
        try {
          const answers = [
            await rawRequest(server.url, http11('/assets/no-such-file.js', { Host: host })),
            await rawRequest(server.url, http11('/media/no-such-file.png', { Host: host })),
            await rawRequest(server.url, http11('/%ff/', { Host: host })),
            await rawRequest(server.url, http11('/assets/%ff', { Host: host })),
            await rawRequest(server.url, http11('/api/search', { Host: host, 'Content-Type': 'application/json' }, 'POST', '{x}')),
            await rawRequest(
              server.url,
              http11('/api/search', { Host: host, 'Content-Type': 'application/json' }, 'POST', JSON.stringify({ q: 'a'.repeat(200_000) })),
            ),
            await rawRequest(server.url, http11('/api/search', { Host: host, 'Content-Type': 'application/json; charset=koi8-r' }, 'POST', '{}')),
            await rawRequest(server.url, http11('*', { Host: host }, 'OPTIONS')),
          ];
          for (const res of answers) {
            expect(res.status).to.be.within(400, 499);
            expect(res.body).to.not.match(/at .*\(.*:\d+:\d+\)|Error:|<pre>/);
          }
        } finally {
          stderr.restore();
        }
        expect(stderr.printed, stderr.printed.join('\n')).to.deep.equal([]);
        const lines = capture.lines().slice(before);
        expect(lines.filter((l) => (l.level as number) >= 50)).to.deep.equal([]);
        expect(JSON.stringify(lines)).to.not.match(/"stack"/);
      });

      it('logs a visitor who hangs up mid-request as no fault', async () => {
        const stderr = watchStderr();
        const before = capture.lines().length;
        const paths = ['/', '/en/about/', '/search/?q=%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86', '/pr/1/'];
        // The server's own event for the end of each response, instead of a guess at how long that takes. (It has no
        // event for the end of a render whose visitor left: a fault logged after that would not be seen here.)
        const closed: string[] = [];
        const watch = (req: IncomingMessage, res: ServerResponse) => void (paths.includes(req.url!) && res.on('close', () => closed.push(req.url!)));
        server.server.on('request', watch);
        try {
          const { hostname, port } = new URL(server.url);
          await Promise.all(
            paths.map(
              (path) =>
                new Promise<void>((resolve) => {
                  const socket = net.connect(Number(port), hostname, () => {
                    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
                    setTimeout(() => socket.destroy(), 5);
                  });
                  socket.on('close', () => resolve());
                  socket.on('error', () => resolve());
                }),
            ),
          );
          await waitUntil('the server to close all 4 hung-up responses', () => (closed.length === paths.length ? closed : undefined));
          expect((await get(server.url, '/healthz')).status).to.equal(200);
        } finally {
          server.server.off('request', watch);
          stderr.restore();
        }
        expect(closed).to.have.members(paths);
        expect(stderr.printed, stderr.printed.join('\n')).to.deep.equal([]);
        expect(
          capture
            .lines()
            .slice(before)
            .filter((l) => (l.level as number) >= 50),
        ).to.deep.equal([]);
      });

      it('logs a real fault (a 5xx) through pino at error, with its request id and stack', async () => {
        const stderr = watchStderr();
        const faults = captureLog('info');
        const failing = await startTestServer(database, {}, { log: faults.log });
        let requestId: string | null = null;
        try {
          // A database that went away is a fault of ours, not of the visitor.
          await failing.db.close();
          const res = await get(failing.url, '/healthz');
          requestId = res.headers.get('x-request-id');
          expect(res.status).to.equal(500);
          expect(res.text).to.not.match(/at .*:\d+:\d+|destroyed/);
        } finally {
          stderr.restore();
          await failing.close().catch(() => {});
        }
        expect(stderr.printed, stderr.printed.join('\n')).to.deep.equal([]);
        // The request's fault, once (a background job that also meets the closed database logs its own line).
        const errors = faults.lines().filter((l) => l.level === 50 && l.reqId === requestId);
        expect(errors).to.have.length(1);
        expect((errors[0].err as { stack: string }).stack).to.match(/\n\s+at /);
      });
    });

    describe('headers', () => {
      it('turns off camera, microphone, geolocation and payment with Permissions-Policy', async () => {
        for (const path of ['/', '/en/about/', '/api/search?q=x']) {
          const policy = (await get(server.url, path)).headers.get('permissions-policy') ?? '';
          for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy, path).to.include(`${feature}=()`);
        }
      });
    });
  });

describe('configured host names (PUBLIC_ORIGIN and ALLOWED_HOSTS)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer(undefined, {
      PUBLIC_ORIGIN: 'https://negahban.example',
      ALLOWED_HOSTS: 'www.negahban.example, shop.example:8443',
      PAYMENT_PROVIDER: 'test',
    });
  });
  after(() => server?.close());

  const robots = async (host: string) => (await rawRequest(server.url, http11('/robots.txt', { Host: host }))).body;

  it('names a listed host when the request is for it, PUBLIC_ORIGIN otherwise, never an unlisted one', async () => {
    expect(await robots('www.negahban.example')).to.include('Sitemap: https://www.negahban.example/sitemap.xml');
    expect(await robots('SHOP.example:8443')).to.include('Sitemap: https://shop.example:8443/sitemap.xml');
    expect(await robots('evil.example')).to.include('Sitemap: https://negahban.example/sitemap.xml');
    expect(await robots('localhost')).to.include('Sitemap: https://negahban.example/sitemap.xml');
  });

  it('refuses configuration that is not an origin or a host list', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://negahban.example/shop/' })).to.throw(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).to.throw(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'a b, ok.example' })).to.throw(/ALLOWED_HOSTS/);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Negahban.example/', ALLOWED_HOSTS: 'A.example,b.example:81', PAYMENT_PROVIDER: 'test' })).to.include({
      PUBLIC_ORIGIN: 'https://negahban.example',
    });
  });

  it("keeps a page once per host it names: one host's canonical is never served on another", async () => {
    const page = async (host: string) => {
      const res = await rawRequest(server.url, http11('/en/about/', { Host: host, Connection: 'close' }));
      return { cache: res.headers['x-page-cache'], canonical: /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1] };
    };
    expect(await page('www.negahban.example')).to.deep.equal({ cache: 'miss', canonical: 'https://www.negahban.example/en/about/' });
    expect(await page('negahban.example')).to.deep.equal({ cache: 'miss', canonical: 'https://negahban.example/en/about/' });
    // An unlisted Host is answered as PUBLIC_ORIGIN, from that origin's copy.
    expect(await page('evil.example')).to.deep.equal({ cache: 'hit', canonical: 'https://negahban.example/en/about/' });
    expect(await page('www.negahban.example')).to.deep.equal({ cache: 'hit', canonical: 'https://www.negahban.example/en/about/' });
  });

  it('says at start, in production, when no origin is configured', async () => {
    const capture = captureLog('info');
    const bare = await startTestServer(undefined, { NODE_ENV: 'production' }, { log: capture.log });
    await bare.close();
    expect(capture.lines().some((l) => l.level === 40 && /PUBLIC_ORIGIN/.test(String(l.msg)))).to.equal(true);
  });
});
