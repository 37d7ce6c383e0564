import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('stored pictures', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const fetchBytes = async (path: string) => {
    const res = await fetch(server.url + path);
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), bytes: (await res.arrayBuffer()).byteLength };
  };

  it('serves each width as WebP and, made on first request, as a smaller AVIF', async () => {
    const webp = await fetchBytes('/media/products/1-1-640.webp');
    expect(webp).to.include({ status: 200, type: 'image/webp' });
    const first = await fetchBytes('/media/products/1-1-640.avif');
    const again = await fetchBytes('/media/products/1-1-640.avif');
    expect(first).to.include({ status: 200, type: 'image/avif' });
    expect(again.bytes).to.equal(first.bytes);
    expect(first.bytes).to.be.greaterThan(300).and.lessThan(webp.bytes);
    expect(first.cache).to.match(/max-age=\d{6,}/);
  });

  it('answers 404 for a picture that does not exist, and refuses a path that climbs out of the media folder', async () => {
    expect((await fetchBytes('/media/products/9999-1-640.avif')).status).to.equal(404);
    expect((await fetchBytes('/media/..%2F..%2Fetc%2Fpasswd-640.avif')).status).to.equal(403);
    expect((await fetchBytes('/media/products/1-1-640.AVIF')).status).to.equal(404);
  });
});
