import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import { adminReportContracts } from '../../shared/contracts/admin/reports.ts';
import type { Endpoint } from '../../shared/contracts/endpoint.ts';
import { sessionIdOf } from '../../server/services/auth/tokens.ts';
import type { AuditPage } from '../../shared/contracts/admin/access.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';

const HOUR = 3600_000;
const ADMIN_MOBILE = '09129990001';
// The reports' contracts are apart (only their screen loads them), and gated all the same.
const everyEndpoint = [...Object.values(adminContracts), adminReportContracts].flatMap((area) => Object.values(area) as Endpoint[]);

for (const database of TEST_DATABASES) {
  describe(`back office access: roles, the password step, 403/404 for others (${database.name})`, function () {
    let nowMs = Date.parse('2026-04-01T08:00:00Z');
    const suite = backOfficeSuite(database, { mobilePrefix: '0936', env: { ADMIN_MOBILE }, options: { clock: () => new Date(nowMs) } });
    const { people } = suite;

    const refused = async (v: ApiVisitor) => {
      for (const e of [...everyEndpoint, { method: 'GET', path: '/api/admin/no-such-thing' } as Endpoint]) {
        const res = e.method === 'GET' ? await v.get(e.path) : await v.post(e.path, { id: 1 });
        expect(res.status, `${e.method} ${e.path}`).to.equal(403);
        expect(
          res.body.messages.map((m) => m.code),
          e.path,
        ).to.deep.equal(['FORBIDDEN']);
      }
    };

    it('refuses every back-office endpoint, known or not, to a visitor and to a customer with the same 403', async () => {
      await refused(people.visitor());
      await refused(await people.customer());
    });

    it('answers /admin/ to a signed-in customer exactly as any unknown page: the site 404', async () => {
      const customer = await people.customer();
      const cookie = [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const admin = await fetch(`${suite.server.url}/admin/`, { headers: { Cookie: cookie } });
      const other = await fetch(`${suite.server.url}/adminx/`, { headers: { Cookie: cookie } });
      expect(admin.status).to.equal(404);
      expect(other.status).to.equal(404);
      expect(await admin.text()).not.to.match(/admin-boot|\/assets\/admin\//);
    });

    it('sends a visitor who is not signed in to the login screen in their language, to come back to the same back-office page', async () => {
      const at = (path: string, lang = '') =>
        fetch(`${suite.server.url}${path}`, { redirect: 'manual', headers: { Cookie: lang && `i18n_redirected=${lang}` } });
      const fa = await at('/admin/orders?status=paid');
      expect(fa.status).to.equal(302);
      expect(fa.headers.get('cache-control')).to.equal('no-store');
      expect(fa.headers.get('location')).to.equal(`/loginRegister/?back=${encodeURIComponent('/admin/orders?status=paid')}`);
      expect(await fa.text()).not.to.match(/admin-boot|\/assets\/admin\//);
      expect((await at('/admin', 'en')).headers.get('location')).to.equal(`/en/loginRegister/?back=${encodeURIComponent('/admin/')}`);
      expect((await fetch(`${suite.server.url}/adminx/`, { redirect: 'manual' })).status, 'only the back office').to.equal(404);
    });

    it('asks a staff session for the password before anything, sets it on the first entry and asks again in every new session', async () => {
      const v = people.visitor();
      const mobile = people.newMobile();
      await people.signIn(v, mobile);
      await suite.server.db.kysely.updateTable('users').set({ role: 'staff' }).where('mobile', '=', mobile).execute();
      const first = await v.get<{ verified: boolean; hasPassword: boolean; role: string }>('/api/admin/session');
      expect(first.status).to.equal(200);
      expect(first.body.data).to.include({ verified: false, hasPassword: false, role: 'staff' });
      const early = await v.get('/api/admin/products');
      expect([early.status, early.body.messages[0].code]).to.deep.equal([403, 'ADMIN_PASSWORD_REQUIRED']);
      const short = await v.post('/api/admin/session', { password: 'short' });
      expect([short.status, short.body.messages[0].code]).to.deep.equal([400, 'PASSWORD_TOO_SHORT']);
      expect((await v.post('/api/admin/session', { password: 'a-good-password' })).body.data).to.include({ verified: true, hasPassword: true });
      expect((await v.get<{ verified: boolean }>('/api/admin/session')).body.data.verified).to.equal(true);

      nowMs += 61_000; // the next code for the same number
      const again = await people.signIn(people.visitor(), mobile);
      expect((await again.get<{ verified: boolean }>('/api/admin/session')).body.data.verified).to.equal(false);
      const wrong = await again.post('/api/admin/session', { password: 'not-the-password' });
      expect([wrong.status, wrong.body.messages[0].code]).to.deep.equal([401, 'LOGIN_FAILED']);
      expect((await again.post('/api/admin/session', { password: 'a-good-password' })).status).to.equal(200);
    });

    /** A staff member who has set the back office's password, and that password. */
    async function staffWithPassword() {
      const staff = await people.staff();
      return { mobile: staff.mobile, password: staff.password };
    }
    /** What the session row of a visitor's cookie says opened it. */
    const factorsOf = async (v: ApiVisitor) =>
      (
        await suite.server.db.kysely
          .selectFrom('sessions')
          .select('login_factors')
          .where('id', '=', sessionIdOf(v.cookies.get('session')!))
          .executeTakeFirstOrThrow()
      ).login_factors;

    it('never lets a password-only login into the back office, even with the right back-office password', async () => {
      const { mobile, password } = await staffWithPassword();
      const v = people.visitor();
      const login = await v.post('/api/auth/login', { mobile, password });
      expect(login.status, 'the public login still takes the password').to.equal(200);
      expect(await factorsOf(v)).to.equal('password');
      expect((await v.get('/api/admin/session')).status).to.equal(403);
      const enter = await v.post('/api/admin/session', { password });
      expect([enter.status, enter.body.messages[0].code]).to.deep.equal([403, 'FORBIDDEN']);
      expect((await v.get('/api/admin/dashboard')).status).to.equal(403);
      // Its door is the back office's gate (which asks for a login with the code), not the site's 404: no data behind it.
      const page = await fetch(`${suite.server.url}/admin/`, { headers: { Cookie: [...v.cookies].map(([k, val]) => `${k}=${val}`).join('; ') } });
      expect(page.status).to.equal(200);
      expect(await page.text()).to.contain('admin-boot');

      // The same person with the texted code: the code, then the password.
      nowMs += 61_000;
      const withCode = await people.signIn(people.visitor(), mobile);
      expect(await factorsOf(withCode)).to.equal('code');
      expect((await withCode.post('/api/admin/session', { password })).status).to.equal(200);
      expect((await withCode.get('/api/admin/dashboard')).status).to.equal(200);
    });

    it('keeps the back office open to staff while strangers guess their password on the public login', async () => {
      const { mobile, password } = await staffWithPassword();
      const stranger = people.visitor();
      const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => stranger.post('/api/auth/login', { mobile, password: `wrong guess ${i}` })));
      expect(guesses.map((g) => g.body.messages[0].code)).to.include('LOGIN_LOCKED');
      nowMs += 61_000;
      const staff = await people.signIn(people.visitor(), mobile);
      const enter = await staff.post('/api/admin/session', { password });
      expect(enter.status, JSON.stringify(enter.body.messages)).to.equal(200);
      expect((await staff.get('/api/admin/dashboard')).status).to.equal(200);
    });

    it('counts back-office password failures for the session alone: 5 of a burst are judged, the rest refused in the visitor language', async () => {
      const { mobile, password } = await staffWithPassword();
      nowMs += 61_000;
      const session = await people.signIn(people.visitor('fa'), mobile);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => session.post('/api/admin/session', { password: `wrong ${i} password` })));
      const codes = answers.map((a) => `${a.status} ${a.body.messages[0].code}`).sort();
      expect(codes).to.deep.equal([...Array(5).fill('401 LOGIN_FAILED'), ...Array(7).fill('429 LOGIN_LOCKED')]);
      expect(answers.find((a) => a.status === 429)!.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      expect((await session.post('/api/admin/session', { password })).status, 'locked for this session').to.equal(429);
      // Neither the public login nor another session of the same person is locked by it.
      expect((await people.visitor().post('/api/auth/login', { mobile, password })).status).to.equal(200);
      nowMs += 61_000;
      const next = await people.signIn(people.visitor(), mobile);
      expect((await next.post('/api/admin/session', { password })).status).to.equal(200);
    });

    it('filters the audit log by kind of change, by who and by Tehran days, and offers the kinds and people it holds; a day that is no day is a 400 naming the field', async () => {
      const admin = await people.staff('admin');
      const staff = await people.staff('staff');
      type Page = AuditPage;
      const all = (await admin.get<Page>('/api/admin/audit')).body.data;
      expect(all.actions).to.include.members(['password.set', 'session.enter']);
      const adminId = all.actors.find((a) => a.mobile === admin.mobile)?.id;
      expect(adminId, 'the admin is offered as who').to.be.a('number');
      expect(all.actors.map((a) => a.mobile)).to.include(staff.mobile);

      const entries = (await admin.get<Page>('/api/admin/audit?action=session.enter')).body.data.items;
      expect(entries.length).to.be.at.least(2);
      expect(new Set(entries.map((r) => r.action))).to.deep.equal(new Set(['session.enter']));
      const theirs = (await admin.get<Page>(`/api/admin/audit?userId=${adminId}`)).body.data;
      expect(theirs.items.map((r) => r.action)).to.include.members(['password.set', 'session.enter']);
      expect(new Set(theirs.items.map((r) => r.user?.mobile))).to.deep.equal(new Set([admin.mobile]));

      const today = tehranDayOf(new Date(nowMs));
      const onTheDay = (await admin.get<Page>(`/api/admin/audit?userId=${adminId}&from=${today}&to=${today}`)).body.data;
      expect(onTheDay.total).to.equal(theirs.total);
      const later = (await admin.get<Page>(`/api/admin/audit?from=${addDays(today, 1)}`)).body.data;
      expect([later.total, later.items]).to.deep.equal([0, []]);
      const before = (await admin.get<Page>(`/api/admin/audit?to=${addDays(today, -1)}&userId=${adminId}`)).body.data;
      expect(before.total).to.equal(0);

      const bad = await admin.get('/api/admin/audit?from=yesterday');
      expect([bad.status, bad.body.messages[0].code, bad.body.messages[0].item2]).to.deep.equal([400, 'DATE_FORMAT', 'from']);
      // The tests after this one count on ADMIN_MOBILE being the only admin.
      await suite.server.db.kysely.updateTable('users').set({ role: 'customer' }).where('mobile', '=', admin.mobile).execute();
    });

    it('makes ADMIN_MOBILE an admin, who grants and takes roles with an audit row each; staff may not', async () => {
      const admin = await people.signIn(people.visitor(), ADMIN_MOBILE, 'Owner');
      expect((await admin.get<{ role: string }>('/api/admin/session')).body.data.role).to.equal('admin');
      await admin.post('/api/admin/session', { password: 'owner-password' });
      const customer = await people.customer();
      const mobile = [...(await suite.server.db.kysely.selectFrom('users').select('mobile').orderBy('id', 'desc').limit(1).execute())][0].mobile;
      const granted = await admin.post<{ role: string }>('/api/admin/users/role', { mobile, role: 'staff' });
      expect(granted.body.data.role).to.equal('staff');
      const log = await admin.get<{ items: { action: string; before: unknown; after: unknown; user: { mobile: string } }[] }>('/api/admin/audit?entity=user');
      const row = log.body.data.items.find((r) => r.action === 'role.grant' && (r.after as { role: string }).role === 'staff')!;
      expect(row.before).to.deep.equal({ role: 'customer' });
      expect(row.user.mobile).to.equal(ADMIN_MOBILE);

      await customer.post('/api/admin/session', { password: 'customer-now-staff' });
      expect((await customer.get('/api/admin/audit')).body.messages[0].code).to.equal('FORBIDDEN');
      expect((await customer.post('/api/admin/users/role', { mobile, role: 'admin' })).status).to.equal(403);
      const self = await admin.post('/api/admin/users/role', { mobile: ADMIN_MOBILE, role: 'staff' });
      expect(self.body.messages[0].code).to.equal('ADMIN_SELF_DEMOTE');

      expect((await admin.post('/api/admin/users/role', { mobile, role: 'customer' })).status).to.equal(200);
      expect((await customer.get('/api/admin/session')).status).to.equal(403);
    });

    it('grants ADMIN_MOBILE once: demoted by another admin, it stays demoted at its next session', async () => {
      nowMs += 61_000; // the next code for the number
      const owner = await people.signIn(people.visitor(), ADMIN_MOBILE, 'Owner');
      expect((await owner.get<{ role: string }>('/api/admin/session')).body.data.role).to.equal('admin');
      const other = await people.staff('admin');
      expect((await other.post('/api/admin/users/role', { mobile: ADMIN_MOBILE, role: 'customer' })).status).to.equal(200);
      expect((await owner.get('/api/admin/session')).status, 'the same session').to.equal(403);
      nowMs += 61_000;
      const again = await people.signIn(people.visitor(), ADMIN_MOBILE, 'Owner');
      expect((await again.get('/api/admin/session')).status, 'a new session').to.equal(403);
      expect((await again.get('/api/admin/products')).status).to.equal(403);
      const row = await suite.server.db.kysely.selectFrom('users').select('role').where('mobile', '=', ADMIN_MOBILE).executeTakeFirstOrThrow();
      expect(row.role).to.equal('customer');
      const grants = await suite.server.db.kysely.selectFrom('audit_log').select('id').where('reason', '=', 'ADMIN_MOBILE').execute();
      expect(grants).to.have.length(1);
    });

    it("ends a staff session after 8 idle hours, and not a customer's", async () => {
      const staff = await people.staff();
      const customer = await people.customer();
      nowMs += 8 * HOUR + 60_000;
      expect((await staff.get('/api/auth/user')).status).to.equal(401);
      expect((await staff.get('/api/admin/session')).status).to.equal(403);
      expect((await customer.get('/api/auth/user')).status).to.equal(200);
    });

    it('refuses a cross-site write to the back office even from a signed-in admin', async () => {
      const admin = await people.staff('admin');
      const res = await admin.post('/api/admin/users/role', { mobile: people.newMobile(), role: 'admin' }, { Origin: 'https://evil.example' });
      expect([res.status, res.body.messages[0].code]).to.deep.equal([403, 'CROSS_SITE_WRITE']);
    });

    it('serves staff a never-indexed, never-cached back office under the site CSP, and robots.txt keeps crawlers out', async () => {
      const staff = await people.staff();
      const res = await fetch(`${suite.server.url}/admin/`, { headers: { Cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      expect(res.status).to.equal(200);
      expect(res.headers.get('x-robots-tag')).to.contain('noindex');
      expect(res.headers.get('cache-control')).to.equal('no-store');
      expect(res.headers.get('content-security-policy')).to.contain("'strict-dynamic'");
      const html = await res.text();
      expect(html).to.contain('<meta name="robots" content="noindex, nofollow">');
      expect(html).to.match(/src="\/assets\/admin\/admin-entry-\w+\.js"/);
      expect(await (await fetch(`${suite.server.url}/robots.txt`)).text()).to.contain('Disallow: /admin/');
    });
  });
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('ADMIN_MOBILE on two processes over one PostgreSQL database', function () {
  this.timeout(60_000);
  const processes = twoProcessBackOffice('0937', { ADMIN_MOBILE });
  const { people } = processes;

  it('is granted once by a burst on both processes, and an admin demoting it on one process is obeyed by both', async () => {
    const onA = await people.signIn(people.visitor(), ADMIN_MOBILE, 'Owner');
    // The same session on the other process (sessions are rows of the shared database).
    const onB = new ApiVisitor(processes.b().url, onA.ip, 'en');
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    const burst = await Promise.all([onA, onB, onA, onB, onA, onB].map((v) => v.get<{ role: string }>('/api/admin/session')));
    expect(burst.map((r) => r.body.data.role)).to.deep.equal(Array(6).fill('admin'));
    const grants = () => processes.a().db.kysely.selectFrom('audit_log').select('id').where('reason', '=', 'ADMIN_MOBILE').execute();
    expect(await grants()).to.have.length(1);

    const other = await people.staff('admin');
    const onBOther = new ApiVisitor(processes.b().url, other.ip, 'en');
    for (const [k, v] of other.cookies) onBOther.cookies.set(k, v);
    expect((await onBOther.post('/api/admin/users/role', { mobile: ADMIN_MOBILE, role: 'customer' })).status).to.equal(200);
    for (const v of [onA, onB]) expect((await v.get('/api/admin/session')).status).to.equal(403);
    expect(await grants()).to.have.length(1);
  });
});
