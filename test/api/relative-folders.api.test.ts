import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { TEST_DATABASES } from '../helpers/server.ts';
import { minimalPdf, multipart } from '../fixtures/files.ts';

/**
 * The README's defaults are relative paths (`./data/uploads`). A server given one must serve what it stored there: the
 * attachment of a consultation request opened by staff was a 500 ("path must be absolute") with the default.
 */
describe('folders configured as relative paths, as the README sets them', function () {
  // Relative to the folder the tests run in, yet outside the checkout: a fresh temporary folder.
  const uploads = relative(process.cwd(), mkdtempSync(join(tmpdir(), 'negahban-relative-uploads-')));
  const suite = backOfficeSuite(TEST_DATABASES[0], { mobilePrefix: '0938', env: { UPLOAD_DIR: uploads } });

  it('hands staff the consultation attachment that was uploaded through the form', async () => {
    expect(isAbsolute(uploads), uploads).to.equal(false);
    const pdf = minimalPdf();
    const { body, contentType } = multipart([{ field: 'file', name: 'plan.pdf', type: 'application/pdf', data: pdf }]);
    const up = await (await fetch(`${suite.server.url}/api/upload/file`, { method: 'POST', headers: { 'Content-Type': contentType }, body })).json();
    const form = await suite.people.visitor().post<{ id: number }>('/api/form/postForm', {
      fullName: 'Sara Ahmadi',
      mobile: '09123456789',
      body: 'Fire alarm for a four-storey office, please visit.',
      fileId: up.data.id,
    });
    expect(form.status, JSON.stringify(form.body.messages)).to.equal(200);

    const staff = await suite.people.staff();
    const file = await fetch(`${suite.server.url}/api/admin/request/file?id=${form.body.data.id}`, {
      headers: { Cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.equal('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).to.equal(true);
  });
});
