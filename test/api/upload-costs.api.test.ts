import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { flatPng, minimalPdf, multipart, picture } from '../fixtures/files.ts';
import { downloadName } from '../../server/services/uploads.service.ts';

type Part = Parameters<typeof multipart>[0][number];

/*
 * Issue #18, points 4 and 5: a picture costs what it is worth (a few KB that decode to 49 MP are refused from the
 * header), and a download is named by what it was checked to be, Persian names intact.
 */
describe('uploads: pictures that cost what they are worth, downloads named by what they are', function () {
  let server: TestServer;
  let uploadDir: string;
  before(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'negahban-upload-costs-'));
    server = await startTestServer(undefined, { UPLOAD_DIR: uploadDir });
  });
  after(async () => {
    await server?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  let ip = 0;
  async function upload(path: string, parts: Part[], lang = 'en') {
    const { body, contentType } = multipart(parts);
    const res = await fetch(`${server.url}${path}?lang=${lang}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-Forwarded-For': `10.31.0.${++ip}` },
      body,
    });
    return { status: res.status, body: (await res.json()) as { data: { url: string } | null; messages: { item1: string; code?: string }[] } };
  }
  const file = (data: Buffer, name: string, field = 'file'): Part => ({ field, name, type: 'application/octet-stream', data });
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };

  it('refuses a PNG of a few KB and 49 megapixels from its header, in Persian and English, without decoding it', async () => {
    const bomb = flatPng(7000, 7000);
    expect(bomb.length).to.be.below(20_000);
    // The server runs in this process: the CPU it spent on the answer is ours to read. Decoding it costs seconds.
    const before = cpuMs();
    const en = await upload('/api/upload/image', [file(bomb, 'plan.png', 'PictureFile')]);
    const fa = await upload('/api/upload/file', [file(bomb, 'plan.png')], 'fa');
    expect(cpuMs() - before).to.be.below(500);
    expect(en.status).to.equal(413);
    expect(en.body.messages[0]).to.include({ code: 'UPLOAD_IMAGE_TOO_LARGE', item1: "This picture's dimensions are too large." });
    expect(fa.status).to.equal(413);
    expect(fa.body.messages[0].item1).to.equal('ابعاد این تصویر بیش از حد بزرگ است.');
  });

  it('takes a picture as large as a 16 MP camera makes (4608 × 3456), and refuses 24 MP (6000 × 4000) from its header', async () => {
    const { status, body } = await upload('/api/upload/image', [file(flatPng(4608, 3456), 'site.png', 'PictureFile')]);
    expect(status).to.equal(200);
    expect(body.data!.url).to.match(/^\/uploads\/[0-9a-f]{32}\.png$/);
    // Well past the 4000 × 4000 stored, it would hold the one re-encoder for seconds for nothing kept.
    const large = await upload('/api/upload/image', [file(flatPng(6000, 4000), 'site.png', 'PictureFile')]);
    expect([large.status, large.body.messages[0]?.code]).to.deep.equal([413, 'UPLOAD_IMAGE_TOO_LARGE']);
  });

  it("downloads a file checked as PDF under the visitor's base name and .pdf, whatever extension it came with", async () => {
    for (const sent of ['plan.hta', 'plan.html', 'plan']) {
      const { body } = await upload('/api/upload/file', [file(minimalPdf(), sent)]);
      const res = await fetch(server.url + body.data!.url);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('content-disposition'), sent).to.equal("attachment; filename*=UTF-8''plan.pdf");
    }
    const { body } = await upload('/api/upload/image', [file(await picture('png'), 'photo.php', 'PictureFile')]);
    expect((await fetch(server.url + body.data!.url)).headers.get('content-disposition')).to.equal("attachment; filename*=UTF-8''photo.png");
  });

  it('keeps a Persian file name intact (a browser sends it as UTF-8)', async () => {
    const { body } = await upload('/api/upload/file', [file(minimalPdf(), 'نقشه طبقه اول.pdf')]);
    const res = await fetch(server.url + body.data!.url);
    const header = res.headers.get('content-disposition')!;
    expect(decodeURIComponent(header.replace(/^attachment; filename\*=UTF-8''/, ''))).to.equal('نقشه طبقه اول.pdf');
  });

  it('names a download from the base name alone', () => {
    expect(downloadName('report.final.docx', 'pdf')).to.equal('report.final.pdf');
    expect(downloadName('.html', 'pdf')).to.equal('file.pdf');
  });
});
