import { expect } from 'chai';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_MEDIA_DIR as MEDIA_DIR, startTestServer, type TestServer } from '../helpers/server.ts';

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

  it('serves each width as WebP and as a smaller AVIF, written with the demo pictures', async () => {
    const webp = await fetchBytes('/media/products/1-1-640.webp');
    expect(webp).to.include({ status: 200, type: 'image/webp' });
    // Already on disk when the server started: a product page's first visitor waits for no encoding.
    expect(existsSync(join(MEDIA_DIR, 'products/1-1-640.avif'))).to.equal(true);
    const avif = await fetchBytes('/media/products/1-1-640.avif');
    expect(avif).to.include({ status: 200, type: 'image/avif' });
    expect(avif.bytes).to.be.greaterThan(300).and.lessThan(webp.bytes);
    expect(avif.cache).to.match(/max-age=\d{6,}/);
  });

  it('makes the AVIF copy of a picture stored without one on its first request, and keeps it', async () => {
    const name = `products/stored-before-copies-${process.pid}-640`;
    copyFileSync(join(MEDIA_DIR, 'products/1-1-640.webp'), join(MEDIA_DIR, `${name}.webp`));
    try {
      const first = await fetchBytes(`/media/${name}.avif`);
      expect(first).to.include({ status: 200, type: 'image/avif' });
      expect(existsSync(join(MEDIA_DIR, `${name}.avif`))).to.equal(true);
      expect((await fetchBytes(`/media/${name}.avif`)).bytes).to.equal(first.bytes);
    } finally {
      for (const ext of ['webp', 'avif']) rmSync(join(MEDIA_DIR, `${name}.${ext}`), { force: true });
    }
  });

  it('follows no link out of the media folder (an archive or a hand may have put one there)', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'negahban-outside-media-'));
    writeFileSync(join(outside, 'secret.webp'), 'not a picture of the site');
    const name = `products/link-out-${process.pid}`;
    symlinkSync(join(outside, 'secret.webp'), join(MEDIA_DIR, `${name}.webp`));
    symlinkSync(outside, join(MEDIA_DIR, name));
    try {
      expect((await fetchBytes(`/media/${name}.webp`)).status).to.equal(404);
      expect((await fetchBytes(`/media/${name}/secret.webp`)).status).to.equal(404);
      // A picture of the site still serves.
      expect((await fetchBytes('/media/products/1-1-640.webp')).status).to.equal(200);
    } finally {
      rmSync(join(MEDIA_DIR, `${name}.webp`), { force: true });
      rmSync(join(MEDIA_DIR, name), { force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('answers 404 for a picture that does not exist, and refuses a path that climbs out of the media folder', async () => {
    expect((await fetchBytes('/media/products/9999-1-640.avif')).status).to.equal(404);
    expect((await fetchBytes('/media/..%2F..%2Fetc%2Fpasswd-640.avif')).status).to.equal(403);
    expect((await fetchBytes('/media/products/1-1-640.AVIF')).status).to.equal(404);
  });
});
