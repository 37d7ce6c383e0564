import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { elfExecutable, minimalPdf, multipart, picture, pixelFloodPng, svgWithScript } from '../fixtures/files.ts';

type Part = Parameters<typeof multipart>[0][number];

for (const database of TEST_DATABASES) {
  describe(`uploads (${database.name})`, function () {
    let server: TestServer;
    let uploadDir: string;
    before(async () => {
      uploadDir = mkdtempSync(join(tmpdir(), 'negahban-uploads-'));
      server = await startTestServer(database, { UPLOAD_DIR: uploadDir });
    });
    after(async () => {
      await server?.close();
      rmSync(uploadDir, { recursive: true, force: true });
    });

    // Each test comes from its own address so the hourly per-address limit is tested on its own.
    let ip = 0;
    async function upload(path: string, parts: Part[], lang = 'en') {
      const { body, contentType } = multipart(parts);
      const res = await fetch(`${server.url}${path}?lang=${lang}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Accept: '*/*', 'X-Forwarded-For': `10.0.0.${++ip}` },
        body,
      });
      return {
        status: res.status,
        body: (await res.json()) as { isSuccess: boolean; data: Record<string, unknown>; messages: { item1: string; code?: string }[] },
      };
    }
    const file = (data: Buffer, name: string, type = 'application/octet-stream', field = 'file'): Part => ({ field, name, type, data });
    const leftovers = () => readdirSync(join(uploadDir, '.tmp'));

    it('takes a picture on the image address, re-encoded without its metadata, and serves it as a safe download', async () => {
      const { status, body } = await upload('/api/upload/image', [file(await picture('jpeg', 64, 48, true), 'photo.jpg', 'image/jpeg', 'PictureFile')]);
      expect(status).to.equal(200);
      expect(body.isSuccess).to.equal(true);
      const data = body.data as { id: number; url: string; guidName: string; extension: string; baseUrl: string };
      expect(data.id).to.be.a('number');
      expect(data.url).to.match(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
      expect(data).to.include({ extension: 'jpg', baseUrl: '/uploads/' });
      const res = await fetch(server.url + data.url);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('image/jpeg');
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(res.headers.get('content-disposition')).to.match(/^attachment; filename\*=UTF-8''photo\.jpg$/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.exif, 'EXIF stripped').to.equal(undefined);
      expect([meta.width, meta.height]).to.deep.equal([64, 48]);
    });

    it('scales a picture larger than 4000 px a side down to 4000', async () => {
      const { body } = await upload('/api/upload/file', [file(await picture('png', 4600, 20), 'wide.png', 'image/png')]);
      const res = await fetch(server.url + (body.data as { url: string }).url);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).to.equal(4000);
    });

    it('takes a PDF on the file address, and keeps a document off the image address', async () => {
      const ok = await upload('/api/upload/file', [file(minimalPdf(), 'plan.pdf', 'application/pdf')]);
      expect(ok.status).to.equal(200);
      expect((ok.body.data as { url: string }).url).to.match(/\.pdf$/);
      const refused = await upload('/api/upload/image', [file(minimalPdf(), 'plan.pdf', 'application/pdf', 'PictureFile')]);
      expect(refused.status).to.equal(415);
      expect(refused.body.messages[0].code).to.equal('UPLOAD_TYPE');
    });

    it('judges by content, not by name: a renamed executable and an SVG with a script are refused, in the visitor language', async () => {
      const exe = await upload('/api/upload/image', [file(elfExecutable(), 'holiday.jpg', 'image/jpeg', 'PictureFile')], 'fa');
      expect(exe.status).to.equal(415);
      expect(exe.body.messages[0].code).to.equal('UPLOAD_TYPE');
      expect(exe.body.messages[0].item1).to.match(/[\u0600-\u06ff]/);
      const svg = await upload('/api/upload/file', [file(svgWithScript(), 'logo.svg', 'image/svg+xml')]);
      expect(svg.status).to.equal(415);
      expect(leftovers()).to.deep.equal([]);
    });

    it('refuses a pixel flood before decoding it', async () => {
      const { status, body } = await upload('/api/upload/image', [file(pixelFloodPng(), 'bomb.png', 'image/png', 'PictureFile')]);
      expect(status).to.equal(413);
      expect(body.messages[0].code).to.equal('UPLOAD_IMAGE_TOO_LARGE');
    });

    it('refuses files over the size limits and leaves nothing behind', async () => {
      const bigJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
      const image = await upload('/api/upload/image', [file(bigJpeg, 'big.jpg', 'image/jpeg', 'PictureFile')]);
      expect(image.status).to.equal(413);
      expect(image.body.messages[0].code).to.equal('UPLOAD_TOO_LARGE');
      const doc = await upload('/api/upload/file', [file(Buffer.concat([minimalPdf(), Buffer.alloc(21 * 1024 * 1024)]), 'huge.pdf')]);
      expect(doc.status).to.equal(413);
      expect(leftovers()).to.deep.equal([]);
    });

    it('takes one file per request: a second file is refused and neither is kept', async () => {
      const before = readdirSync(uploadDir).length;
      const { status, body } = await upload('/api/upload/file', [file(minimalPdf(), 'a.pdf'), file(minimalPdf(), 'b.pdf')]);
      expect(status).to.equal(400);
      expect(body.messages[0].code).to.equal('UPLOAD_ONE_FILE');
      expect(readdirSync(uploadDir).length).to.equal(before);
      expect(leftovers()).to.deep.equal([]);
    });

    it('never uses the visitor file name as a path', async () => {
      const { body } = await upload('/api/upload/file', [file(minimalPdf(), '../../etc/passwd.pdf')]);
      const { url } = body.data as { url: string };
      expect(url).to.match(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
      const res = await fetch(server.url + url);
      expect(res.headers.get('content-disposition')).to.equal("attachment; filename*=UTF-8''passwd.pdf");
      expect((await fetch(`${server.url}/uploads/..%2f..%2fetc%2fpasswd`)).status).to.equal(404);
      expect((await fetch(`${server.url}/uploads/00000000000000000000000000000000.pdf`)).status).to.equal(404);
    });

    it('answers a request without the expected field or file with a clear 400', async () => {
      const wrongField = await upload('/api/upload/image', [file(await picture('png'), 'a.png', 'image/png', 'file')]);
      expect(wrongField.status).to.equal(400);
      expect(wrongField.body.messages[0].code).to.equal('UPLOAD_MISSING');
      const res = await fetch(`${server.url}/api/upload/file`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
      expect(res.status).to.equal(400);
    });

    it('answers at once, with a clear 400, a part whose headers run past what the parser reads (16 KB)', async () => {
      const boundary = 'negahban-long-headers';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n%PDF\r\n--${boundary}--\r\n`;
      const res = await fetch(`${server.url}/api/upload/file?lang=en`, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Forwarded-For': `10.0.0.${++ip}` },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).to.equal(400);
      expect(((await res.json()) as { messages: { code: string }[] }).messages[0].code).to.equal('UPLOAD_MISSING');
      expect(leftovers()).to.deep.equal([]);
    });

    it('limits uploads from one address to 20 an hour', async () => {
      const pdf = file(minimalPdf(), 'p.pdf');
      const { body, contentType } = multipart([pdf]);
      const send = () =>
        fetch(`${server.url}/api/upload/file`, { method: 'POST', headers: { 'Content-Type': contentType, 'X-Forwarded-For': '10.9.9.9' }, body });
      for (let i = 0; i < 20; i++) expect((await send()).status).to.equal(200);
      const res = await send();
      expect(res.status).to.equal(429);
    });

    it('takes 20 of 30 parallel uploads from one address, refusing the rest in the visitor language', async () => {
      const { body, contentType } = multipart([file(minimalPdf(), 'p.pdf')]);
      const send = async () => {
        const res = await fetch(`${server.url}/api/upload/file?lang=fa`, {
          method: 'POST',
          headers: { 'Content-Type': contentType, 'X-Forwarded-For': '10.9.9.10' },
          body,
        });
        return { status: res.status, body: (await res.json()) as { messages: { item1: string; code?: string }[] } };
      };
      const answers = await Promise.all(Array.from({ length: 30 }, send));
      expect(answers.filter((a) => a.status === 200)).to.have.length(20);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => `${a.status} ${a.body.messages[0].code}`)).to.deep.equal(Array(10).fill('429 RATE_LIMITED'));
      expect(refused[0].body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      const kept = await server.db.kysely
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', '10.9.9.10')
        .executeTakeFirstOrThrow();
      expect(Number(kept.n)).to.equal(20);
    });
  });
}
