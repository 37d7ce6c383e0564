import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { AdminRedirect } from '../../shared/contracts/admin/redirects.ts';

type AuditPage = { items: { action: string }[] };

/** A REDIRECTS_FILE of one entry: it still works, and it counts for the back office's chains. */
const redirectsFile = join(mkdtempSync(join(tmpdir(), 'negahban-redirects-')), 'redirects.json');
writeFileSync(redirectsFile, JSON.stringify([{ from: '/old-catalogue', to: '/about' }]));

const location = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  return [res.status, res.headers.get('location')];
};

for (const database of TEST_DATABASES) {
  describe(`redirects kept in the back office (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0931', env: { REDIRECTS_FILE: redirectsFile } });
    const { people } = suite;

    it('saves, works at once in both languages, edits, removes; every change audited', async () => {
      const staff = await people.staff('staff', 'fa');
      const made = await staff.post<AdminRedirect>('/api/admin/redirects', { from: '/old-cameras', to: '/services/cctv/', status: 301 });
      expect(made.status, JSON.stringify(made.body.messages)).to.equal(200);
      expect(await location(suite.server.url, '/old-cameras/')).to.deep.equal([301, '/services/cctv/']);
      expect(await location(suite.server.url, '/en/old-cameras')).to.deep.equal([301, '/en/services/cctv/']);
      expect(await location(suite.server.url, '/old-catalogue/')).to.deep.equal([301, '/about/']);
      // The demo's own, seeded.
      expect(await location(suite.server.url, '/en/price-list/')).to.deep.equal([301, '/en/st/catalog/']);

      const moved = await staff.post<AdminRedirect>('/api/admin/redirects', {
        id: made.body.data.id,
        from: '/old-cameras',
        to: 'https://example.com/x',
        status: 302,
      });
      expect(moved.status, JSON.stringify(moved.body.messages)).to.equal(200);
      expect(await location(suite.server.url, '/old-cameras/')).to.deep.equal([302, 'https://example.com/x']);
      expect((await staff.get<AdminRedirect[]>('/api/admin/redirects')).body.data.map((r) => [r.from, r.to, r.status])).to.deep.equal([
        ['/old-cameras', 'https://example.com/x', 302],
        ['/price-list', '/st/catalog/', 301],
      ]);

      expect((await staff.call('DELETE', `/api/admin/redirects?id=${made.body.data.id}`)).status).to.equal(200);
      expect((await location(suite.server.url, '/old-cameras/'))[0]).to.equal(404);
      expect((await staff.call('DELETE', `/api/admin/redirects?id=${made.body.data.id}`)).status).to.equal(404);

      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=redirect&entityId=${made.body.data.id}`);
      expect(audit.body.data.items.map((i) => i.action)).to.have.members(['redirect.create', 'redirect.update', 'redirect.delete']);
    });

    it('refuses a loop, a chain either way, a taken path and a from outside the site: a 400 naming the field, in Persian', async () => {
      const staff = await people.staff('staff', 'fa');
      const save = (from: string, to: string) => staff.post('/api/admin/redirects', { from, to, status: 301 });
      expect((await save('/a-page', '/b-page')).status).to.equal(200);
      const refused = async (from: string, to: string) => {
        const res = await save(from, to);
        return [res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2];
      };
      expect(await refused('/loop', '/loop/')).to.deep.equal([400, 'REDIRECT_LOOP', 'to']);
      expect(await refused('/c-page', '/a-page')).to.deep.equal([400, 'REDIRECT_CHAIN', 'to']);
      expect(await refused('/b-page', '/d-page')).to.deep.equal([400, 'REDIRECT_CHAIN', 'from']);
      expect(await refused('/e-page', '/old-catalogue')).to.deep.equal([400, 'REDIRECT_CHAIN', 'to']);
      expect(await refused('/a-page/', '/z-page')).to.deep.equal([409, 'REDIRECT_TAKEN', 'from']);
      expect(await refused('https://evil.example/x', '/about')).to.deep.equal([400, 'REDIRECT_FROM_INVALID', 'from']);
      expect(await refused('//evil.example/x', '/about')).to.deep.equal([400, 'REDIRECT_FROM_INVALID', 'from']);
      expect(await refused('/en/old', '/about')).to.deep.equal([400, 'REDIRECT_FROM_INVALID', 'from']);
      expect(await refused('/f-page', 'javascript:alert(1)')).to.deep.equal([400, 'REDIRECT_TO_INVALID', 'to']);
      const persian = await save('/loop', '/loop');
      expect(persian.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      // Nothing refused was kept.
      expect((await staff.get<AdminRedirect[]>('/api/admin/redirects')).body.data.map((r) => r.from)).to.deep.equal(['/a-page', '/price-list']);
    });

    it('is closed to strangers and customers', async () => {
      expect((await people.visitor().post('/api/admin/redirects', { from: '/x', to: '/y', status: 301 })).status).to.be.oneOf([401, 403]);
    });
  });
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('a redirect saved on one worker (postgres, two processes)', function () {
  this.timeout(60_000);
  const { a, b, people } = twoProcessBackOffice('0930');

  // "At once": as soon as the change bus reaches the other process (its event, not a timer), with no restart.
  it('works on the other as soon as the change reaches it, and stops there when removed', async () => {
    // The second process has answered the path once (a 404), so anything it kept would be stale.
    expect((await location(b().url, '/moved-on-a/'))[0]).to.equal(404);
    const staff = await people.staff();
    const made = await staff.post<AdminRedirect>('/api/admin/redirects', { from: '/moved-on-a', to: '/st/contactus/', status: 301 });
    expect(made.status).to.equal(200);
    expect(await location(a().url, '/moved-on-a/')).to.deep.equal([301, '/st/contactus/']);
    const onB = await waitUntil('the other process to redirect', async () => {
      const answer = await location(b().url, '/moved-on-a/');
      return answer[0] === 301 ? answer : undefined;
    });
    expect(onB).to.deep.equal([301, '/st/contactus/']);
    expect((await staff.call('DELETE', `/api/admin/redirects?id=${made.body.data.id}`)).status).to.equal(200);
    await waitUntil('the other process to stop redirecting', async () => ((await location(b().url, '/moved-on-a/'))[0] === 404 ? true : undefined));
  });
});
