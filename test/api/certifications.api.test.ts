import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { minimalPdf, multipart } from '../fixtures/files.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';
import type { AdminCertification } from '../../shared/contracts/admin/certifications.ts';
import type { AdminProduct } from '../../shared/contracts/admin/catalog.ts';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';
import type { SearchResult } from '../../shared/contracts/search.ts';

type AuditPage = { items: { action: string }[] };

for (const database of TEST_DATABASES) {
  describe(`a product's standards and certificates (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0929' });
    const { people } = suite;
    const today = () => tehranDayOf(new Date());
    let ip = 0;
    /** A file through the site's checked upload, as the back office's form sends it; its upload id. */
    async function upload(data: Buffer, name: string): Promise<number> {
      const { body, contentType } = multipart([{ field: 'file', name, type: 'application/octet-stream', data }]);
      const res = await fetch(`${suite.server.url}/api/upload/file?lang=en`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Accept: '*/*', 'X-Forwarded-For': `10.9.0.${++ip}` },
        body,
      });
      const json = (await res.json()) as { data: { id: number } };
      expect(res.status).to.equal(200);
      return json.data.id;
    }
    /** A product the demo lists no certificate for: each test starts from none. */
    const plainProduct = async (offset: number) =>
      (
        await suite.server.db.kysely
          .selectFrom('products')
          .select('id')
          .where('active', '=', 1)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('product_certifications as c').select('c.id').whereRef('c.product_id', '=', 'products.id'))),
          )
          .orderBy('id')
          .limit(1)
          .offset(offset)
          .executeTakeFirstOrThrow()
      ).id;
    const info = async (id: number, lang = 'en') =>
      ((await (await fetch(`${suite.server.url}/api/products/productInfo?id=${id}&lang=${lang}`)).json()) as { data: ProductInfo }).data;
    const search = async (query: string) => ((await (await fetch(`${suite.server.url}/api/search?${query}`)).json()) as { data: SearchResult }).data;
    const productJsonLd = async (id: number, lang: 'fa' | 'en') => {
      const html = await (await fetch(`${suite.server.url}${lang === 'en' ? '/en' : ''}/pr/${id}/x/`, { redirect: 'follow' })).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
      return { html, node: blocks.find((b) => b['@type'] === 'Product' || b['@type'] === 'ProductGroup')! };
    };

    it('the operator adds a certificate with its PDF: the page shows it, the file downloads, JSON-LD tells it, the change is audited', async () => {
      const id = await plainProduct(0);
      const before = await productJsonLd(id, 'en');
      expect(before.node, 'a product without certificates says none').to.not.have.property('hasCertification');
      // Read once so the page is cached: the save must clear it.
      expect(before.html.includes('Standards and certificates')).to.equal(false);

      const staff = await people.staff();
      const fileId = await upload(minimalPdf(), 'EN54-2 certificate.pdf');
      const until = addDays(today(), 400);
      const saved = await staff.post<AdminCertification>('/api/admin/product/certification', {
        productId: id,
        standard: '  EN   54-2 ',
        issuerFa: 'وی‌دی‌اس، آلمان',
        issuerEn: 'VdS, Germany',
        number: 'G 215021',
        validUntil: until,
        uploadId: fileId,
      });
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      expect(saved.body.data).to.include({ standard: 'EN 54-2', productId: id, validUntil: until });
      expect(saved.body.data.file?.name).to.equal('EN54-2 certificate.pdf');

      const [fa, en] = [await info(id, 'fa'), await info(id, 'en')];
      expect(en.certifications).to.have.length(1);
      expect(en.certifications[0]).to.include({ standard: 'EN 54-2', issuer: 'VdS, Germany', number: 'G 215021', validUntil: until, expired: false });
      expect(fa.certifications[0].issuer).to.equal('وی‌دی‌اس، آلمان');
      // Jalali, in Persian digits, written by the server.
      expect(fa.certifications[0].validUntilText).to.match(/^[۰-۹]+ \S+ ۱۴[۰-۹]{2}$/);

      const file = await fetch(suite.server.url + en.certifications[0].file!.url);
      expect(file.status).to.equal(200);
      expect(file.headers.get('content-type')).to.equal('application/pdf');
      expect(file.headers.get('content-disposition')).to.match(/^attachment;/);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).to.equal('%PDF-');

      const after = await productJsonLd(id, 'en');
      expect(after.html.includes('Standards and certificates'), 'the cached page was cleared').to.equal(true);
      expect(after.html.includes('<bdi dir="ltr">G 215021</bdi>'), 'the certificate in the page itself, for crawlers and before the JavaScript').to.equal(true);
      expect(after.node.hasCertification).to.deep.equal([
        {
          '@type': 'Certification',
          name: 'EN 54-2',
          certificationIdentification: 'G 215021',
          issuedBy: { '@type': 'Organization', name: 'VdS, Germany' },
          expires: until,
          certificationStatus: 'https://schema.org/CertificationActive',
          url: suite.server.url + en.certifications[0].file!.url,
        },
      ]);

      // The form sees it; an edit that leaves the file out keeps it, one that sends null takes it off.
      const form = (await staff.get<AdminProduct>(`/api/admin/product?id=${id}`)).body.data;
      expect(form.certifications?.map((c) => c.id)).to.deep.equal([saved.body.data.id]);
      const kept = await staff.post<AdminCertification>('/api/admin/product/certification', { ...saved.body.data, file: undefined, number: 'G 215021/2' });
      expect(kept.body.data.file?.uploadId).to.equal(fileId);
      const dropped = await staff.post<AdminCertification>('/api/admin/product/certification', { ...kept.body.data, file: undefined, uploadId: null });
      expect(dropped.body.data.file).to.equal(null);

      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=product&entityId=${id}`);
      expect(audit.body.data.items.map((i) => i.action)).to.include.members(['certification.create', 'certification.update']);

      expect((await staff.post('/api/admin/product/certification/remove', { id: saved.body.data.id })).status).to.equal(200);
      expect((await info(id)).certifications).to.deep.equal([]);
      const again = await staff.post('/api/admin/product/certification/remove', { id: saved.body.data.id });
      expect([again.status, again.body.messages[0].code]).to.deep.equal([404, 'CERTIFICATION_NOT_FOUND']);
    });

    it('an expired certificate shows marked, not hidden, and leaves the "certified to" filter', async () => {
      const [lapsed, valid] = [await plainProduct(1), await plainProduct(2)];
      const staff = await people.staff();
      const standard = `INSO ${1000 + Math.floor(Math.random() * 8000)}`;
      const add = (productId: number, validUntil: string | null) =>
        staff.post<AdminCertification>('/api/admin/product/certification', {
          productId,
          standard,
          issuerFa: 'سازمان ملی استاندارد',
          issuerEn: 'INSO',
          number: '',
          validUntil,
        });
      expect((await add(lapsed, addDays(today(), -1))).status).to.equal(200);
      expect((await add(valid, null)).status).to.equal(200);

      const shown = (await info(lapsed)).certifications[0];
      expect(shown).to.include({ standard, expired: true });
      expect((await info(valid)).certifications[0]).to.include({ expired: false, validUntil: null, validUntilText: null });
      const ld = (await productJsonLd(lapsed, 'fa')).node.hasCertification as { certificationStatus: string }[];
      expect(ld[0].certificationStatus).to.equal('https://schema.org/CertificationInactive');

      const browse = await search(`certified=${encodeURIComponent(standard)}`);
      expect(browse.items.map((p) => p.id)).to.deep.equal([valid]);
      expect(browse.facets.standards).to.include(standard);
      // With words too (the memory index's path), and with a standard nobody holds: nothing.
      const name = (await info(valid, 'en')).name.split(' ')[0];
      const worded = await search(`q=${encodeURIComponent(name)}&certified=${encodeURIComponent(standard)}`);
      expect(worded.items.map((p) => p.id)).to.deep.equal([valid]);
      expect((await search(`q=${encodeURIComponent(name)}&certified=EN%209999`)).total).to.equal(0);
      expect((await search(`q=${encodeURIComponent(name)}`)).total).to.be.greaterThan(0);
    });

    it('notes each lapsed certificate once, however many runs of the timed work ask together', async () => {
      const id = await plainProduct(3);
      const staff = await people.staff();
      // What earlier tests left lapsed is noted first, so the burst counts this one alone.
      await suite.server.services.certifications.noteExpired();
      const saved = await staff.post<AdminCertification>('/api/admin/product/certification', {
        productId: id,
        standard: 'EN 54-11',
        issuerFa: 'ال‌پی‌سی‌بی',
        issuerEn: 'LPCB',
        number: '',
        validUntil: addDays(today(), -2),
      });
      expect(saved.status).to.equal(200);
      const runs = await Promise.all(Array.from({ length: 8 }, () => suite.server.services.certifications.noteExpired()));
      expect(runs.reduce((a, b) => a + b, 0)).to.equal(1);
      expect(await suite.server.services.certifications.noteExpired()).to.equal(0);
      // A new end of validity is noted again when it, too, passes.
      await staff.post('/api/admin/product/certification', { ...saved.body.data, file: undefined, validUntil: addDays(today(), -1) });
      expect(await suite.server.services.certifications.noteExpired()).to.equal(1);
    });

    it('bad input is a 400 naming the field in the visitor’s language; another product’s certificate a 404', async () => {
      const [id, other] = [await plainProduct(4), await plainProduct(5)];
      const staff = await people.staff('staff', 'fa');
      const good = { productId: id, standard: 'EN 54-3', issuerFa: 'وی‌دی‌اس', issuerEn: 'VdS', number: '', validUntil: '' };
      const refused = async (body: object) => {
        const res = await staff.post('/api/admin/product/certification', body);
        return [res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2, res.body.messages[0]?.item1];
      };
      const [status, code, field, text] = await refused({ ...good, standard: '  ' });
      expect([status, code, field]).to.deep.equal([400, 'REQUIRED', 'standard']);
      expect(text).to.match(/استاندارد/);
      expect((await refused({ ...good, validUntil: '1405-13-40' })).slice(0, 3)).to.deep.equal([400, 'DATE_FORMAT', 'validUntil']);
      expect((await refused({ ...good, productId: 999_999 })).slice(0, 3)).to.deep.equal([404, 'PRODUCT_NOT_FOUND', 'productId']);
      expect((await refused({ ...good, uploadId: 999_999 })).slice(0, 3)).to.deep.equal([400, 'UPLOAD_NOT_FOUND', 'uploadId']);
      // A spreadsheet is a document the upload takes, but not a certificate's file.
      const book = new ExcelJS.Workbook();
      book.addWorksheet('x').addRow(['not a certificate']);
      const sheet = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'list.xlsx');
      expect((await refused({ ...good, uploadId: sheet })).slice(0, 3)).to.deep.equal([400, 'CERTIFICATE_FILE_TYPE', 'uploadId']);

      const mine = await staff.post<AdminCertification>('/api/admin/product/certification', good);
      expect(mine.status).to.equal(200);
      expect((await refused({ ...good, id: mine.body.data.id, productId: other })).slice(0, 3)).to.deep.equal([404, 'CERTIFICATION_NOT_FOUND', 'id']);
      // Nothing saved was lost by the refusals.
      expect((await info(id)).certifications.map((c) => c.standard)).to.deep.equal(['EN 54-3']);
      // A stranger cannot write one.
      const visitor = people.visitor();
      expect((await visitor.post('/api/admin/product/certification', good)).status).to.be.oneOf([401, 403]);
    });

    it("the demo's panels list their certificates, one lapsed, and the filter offers the standards held", async () => {
      const panel = await suite.server.db.kysely.selectFrom('products').select('id').where('code', '=', 'ZP1-X4').executeTakeFirstOrThrow();
      const lapsedPanel = await suite.server.db.kysely.selectFrom('products').select('id').where('code', '=', 'ID3000').executeTakeFirstOrThrow();
      const certs = (await info(panel.id)).certifications;
      expect(certs.map((c) => c.standard)).to.deep.equal(['EN 54-2', 'EN 54-4']);
      expect(certs[0].file?.type).to.equal('pdf');
      expect((await info(lapsedPanel.id)).certifications[0].expired).to.equal(true);
      const certified = await search('certified=EN%2054-2');
      expect(certified.items.map((p) => p.code))
        .to.include('ZP1-X4')
        .and.not.include('ID3000');
      expect(certified.facets.standards).to.include.members(['EN 54-2', 'EN 54-4', 'EN 3-7']);
      // The comparison carries each product's certificates, the lapsed one marked.
      const compared = (await (await fetch(`${suite.server.url}/api/products/compare?ids=${panel.id},${lapsedPanel.id}`)).json()) as {
        data: { products: { id: number; certifications: { standard: string; expired: boolean }[] }[] };
      };
      expect(compared.data.products.map((p) => p.certifications.map((c) => [c.standard, c.expired]))).to.deep.equal([
        [
          ['EN 54-2', false],
          ['EN 54-4', false],
        ],
        [['EN 54-2', true]],
      ]);
    });
  });
}
