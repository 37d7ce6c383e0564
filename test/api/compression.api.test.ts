import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** One GET with a chosen Accept-Encoding, the body as the wire carried it (fetch would decode it). */
function raw(
  url: string,
  acceptEncoding: string,
  cookie?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': acceptEncoding, ...(cookie ? { Cookie: cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', function () {
  this.timeout(60_000);
  let server: TestServer;
  let script: string;
  before(async () => {
    server = await startTestServer();
    // The page's biggest script: small ones are not worth a compressed copy.
    const html = await (await fetch(`${server.url}/en/`)).text();
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
    const sizes = await Promise.all(scripts.map(async (s) => (await raw(`${server.url}${s}`, 'identity')).body.length));
    script = scripts[sizes.indexOf(Math.max(...sizes))];
  });
  after(() => server.close());

  it('sends a script as the build compressed it: brotli, else gzip, else as it is, the same bytes each way', async () => {
    const plain = await raw(`${server.url}${script}`, 'identity');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.headers['content-type']).to.match(/javascript/);

    const br = await raw(`${server.url}${script}`, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers['content-type']).to.match(/javascript/);
    expect(br.headers.vary).to.match(/Accept-Encoding/i);
    expect(br.headers['cache-control']).to.match(/immutable/);
    expect(brotliDecompressSync(br.body).equals(plain.body)).to.equal(true);
    expect(br.body.length).to.be.below(plain.body.length);

    const gz = await raw(`${server.url}${script}`, 'gzip');
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).to.equal(true);
    expect(br.body.length).to.be.at.most(gz.body.length);
  });

  it('compresses a rendered page with brotli for browsers that take it and gzip for those that do not', async () => {
    // A signed-in visitor's page is rendered for them (never from the page cache) and compressed as it streams.
    const cookie = 'signed_in=1';
    const br = await raw(`${server.url}/en/`, 'gzip, br', cookie);
    expect(br.headers['x-page-cache']).to.equal('bypass');
    expect(br.headers['content-encoding']).to.equal('br');
    expect(brotliDecompressSync(br.body).toString()).to.include('</html>');
    const gz = await raw(`${server.url}/en/`, 'gzip', cookie);
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gz.body).toString()).to.include('</html>');
  });

  it('sends a page from the page cache gzipped as kept, whatever else the browser takes', async () => {
    // Kept pages are deflated once, with only the nonce written per answer (server/ssr/nonce-document.ts): brotli
    // would have to compress each answer again.
    await raw(`${server.url}/en/about/`, 'gzip, br');
    const kept = await raw(`${server.url}/en/about/`, 'gzip, deflate, br, zstd');
    expect(kept.headers['x-page-cache']).to.equal('hit');
    expect(kept.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(kept.body).toString()).to.include('</html>');
  });
});
