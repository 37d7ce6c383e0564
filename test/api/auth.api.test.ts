import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DATABASES, startTestServer, twoProcessSuite, type TestServer } from '../helpers/server.ts';
import { ApiVisitor, lastCodeFor } from '../helpers/auth-client.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';

type User = { fullName: string; mobile: string; email: string | null; hasPassword: boolean; likedProductIds: number[] };
const MINUTE = 60_000;

for (const database of TEST_DATABASES) {
  describe(`login by mobile, /api/auth/* (${database.name})`, function () {
    let server: TestServer;
    let nowMs = Date.parse('2026-03-01T08:00:00Z');
    const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-auth-')), 'outbox.jsonl');
    before(async () => {
      server = await startTestServer(database, { SMS_OUTBOX: outbox, KAVENEGAR_OTP_TEMPLATE: 'negahban-otp' }, { clock: () => new Date(nowMs) });
    });
    after(() => server?.close());

    let ipSeq = 0;
    let mobileSeq = 0;
    const visitor = (lang: 'fa' | 'en' = 'en') => new ApiVisitor(server.url, `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`, lang);
    const newMobile = () =>
      `0935${String(1_000_000 + ++mobileSeq)
        .slice(1)
        .padStart(7, '0')}`;
    const later = (ms: number) => void (nowMs += ms);

    /** A new number all the way to a signed-in account, as the screen does it. */
    async function register(v: ApiVisitor, mobile = newMobile(), extra: Record<string, unknown> = {}) {
      expect((await v.post('/api/auth/otp', { mobile })).status).to.equal(200);
      const code = await lastCodeFor(outbox, mobile);
      const res = await v.post<User>('/api/auth/register', { mobile, code, fullName: 'Sara Ahmadi', ...extra });
      expect(res.status, JSON.stringify(res.body.messages)).to.equal(200);
      return { mobile, user: res.body.data };
    }

    it('takes a new number from userDetail through a texted code to an account and a session', async () => {
      const v = visitor();
      const mobile = newMobile();
      const typed = `+98 ${mobile.slice(1, 4)}-${mobile.slice(4)}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
      const detail = await v.post('/api/auth/userDetail', { mobile: typed });
      expect(detail.body.data).to.deep.equal({ exists: false, hasPassword: false, authState: 1 });

      const sent = await v.post('/api/auth/otp', { mobile: typed });
      expect(sent.status).to.equal(200);
      expect(sent.body.data).to.deep.equal({ expiresInSeconds: 120, resendAfterSeconds: 60 });
      const [line] = (await readOutbox(outbox)).filter((l) => l.to === mobile);
      expect(line.code).to.match(/^\d{6}$/);
      expect(line.text.split('\n').at(-1)).to.equal(`@127.0.0.1 #${line.code}`);

      const checked = await v.post('/api/auth/checkOtp', { mobile, code: line.code });
      expect(checked.body.data).to.deep.equal({ valid: true, exists: false });
      const registered = await v.post<User>('/api/auth/register', { mobile, code: line.code, fullName: ' Sara Ahmadi ', email: 'sara@example.com' });
      expect(registered.status).to.equal(200);
      expect(registered.body.data).to.deep.equal({
        fullName: 'Sara Ahmadi',
        mobile,
        email: 'sara@example.com',
        hasPassword: false,
        likedProductIds: [],
        stockAlertItemIds: [],
        reviewInvites: true,
      });

      const session = v.lastSetCookies.find((c) => c.startsWith('session='))!;
      expect(session, 'session cookie').to.be.a('string');
      expect(session)
        .to.match(/; HttpOnly/)
        .and.match(/; SameSite=Lax/)
        .and.match(/; Path=\//)
        .and.not.match(/; Secure/);
      expect(session).to.match(/Max-Age=2592000/);
      expect(v.cookies.get('session')).to.match(/^[\w-]{43}$/);
      // The page's script reads signed_in: it is set, and not HttpOnly.
      expect(
        v.lastSetCookies.find((c) => c.startsWith('signed_in=')),
        'signed_in cookie',
      )
        .to.be.a('string')
        .and.not.match(/HttpOnly/);

      const me = await v.get<User>('/api/auth/user');
      expect(me.status).to.equal(200);
      expect(me.body.data.fullName).to.equal('Sara Ahmadi');
      const row = await server.db.kysely.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(row.role).to.equal('customer');
      // The table keeps a hash of the token, never the token.
      const stored = await server.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', row.id).execute();
      expect(stored.map((s) => s.id)).to.not.include(v.cookies.get('session'));
      expect(stored).to.have.length(1);

      const again = await v.post('/api/auth/userDetail', { mobile: `0098${mobile.slice(1)}` });
      expect(again.body.data).to.deep.equal({ exists: true, hasPassword: false, authState: 2 });
    });

    it('refuses a number that is not an Iranian mobile with a 400 naming the field, in the visitor language', async () => {
      for (const mobile of ['0812345678', '09123', 'abc', '+1 202 555 0100', '']) {
        const res = await visitor('fa').post('/api/auth/otp', { mobile });
        expect(res.status, mobile).to.equal(400);
        expect(res.body.messages[0].item2).to.equal('mobile');
        expect(res.body.messages[0].code).to.be.oneOf(['MOBILE_FORMAT', 'REQUIRED']);
        expect(res.body.messages[0].item1).to.include('شماره موبایل');
      }
      const res = await visitor().post('/api/auth/checkOtp', { mobile: newMobile(), code: '12a456' });
      expect(res.status).to.equal(400);
      expect(res.body.messages[0]).to.include({ code: 'CODE_FORMAT', item2: 'code' });
    });

    it('logs a known number in with a new code; the code works once; each login is a new session', async () => {
      const first = visitor();
      const { mobile } = await register(first);
      const oldToken = first.cookies.get('session');
      later(61_000);
      expect((await first.post('/api/auth/otp', { mobile })).status).to.equal(200);
      const code = await lastCodeFor(outbox, mobile);
      const login = await first.post<User>('/api/auth/login', { mobile, code });
      expect(login.status).to.equal(200);
      expect(oldToken).to.match(/^[\w-]{43}$/);
      expect(first.cookies.get('session'))
        .to.match(/^[\w-]{43}$/)
        .and.not.equal(oldToken);
      // The session the visitor came with is gone (no fixation, no orphan).
      const stale = new ApiVisitor(server.url, first.ip);
      stale.cookies.set('session', oldToken!);
      expect((await stale.get('/api/auth/user')).status).to.equal(401);

      const replay = await visitor().post('/api/auth/login', { mobile, code });
      expect(replay.status).to.equal(400);
      expect(replay.body.messages[0].code).to.equal('OTP_EXPIRED');
    });

    it('refuses a requester after five wrong tries, even when the right one comes next', async () => {
      const v = visitor();
      const mobile = newMobile();
      await v.post('/api/auth/otp', { mobile });
      const code = await lastCodeFor(outbox, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) codes.push((await v.post('/api/auth/checkOtp', { mobile, code: wrong })).body.messages[0].code!);
      expect(codes).to.deep.equal(['OTP_WRONG', 'OTP_WRONG', 'OTP_WRONG', 'OTP_WRONG', 'OTP_TOO_MANY_TRIES']);
      const right = await v.post('/api/auth/checkOtp', { mobile, code });
      expect(right.status).to.equal(400);
      expect(right.body.messages[0].code).to.be.oneOf(['OTP_EXPIRED', 'OTP_TOO_MANY_TRIES']);
    });

    it('counts tries before comparing, so parallel guesses get five at most', async () => {
      const v = visitor();
      const mobile = newMobile();
      await v.post('/api/auth/otp', { mobile });
      const code = await lastCodeFor(outbox, mobile);
      const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(guesses.map((g) => v.post('/api/auth/checkOtp', { mobile, code: g })));
      const row = await server.db.kysely.selectFrom('otp_codes').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(row.attempts).to.equal(5);
      expect(answers.filter((a) => a.body.messages[0]?.code === 'OTP_WRONG').length).to.be.at.most(4);
      expect((await v.post('/api/auth/checkOtp', { mobile, code })).status).to.equal(400);
    });

    it("expires a code after two minutes (the clock is the server's)", async () => {
      const v = visitor();
      const mobile = newMobile();
      await v.post('/api/auth/otp', { mobile });
      const code = await lastCodeFor(outbox, mobile);
      later(2 * MINUTE + 1000);
      const res = await v.post('/api/auth/checkOtp', { mobile, code });
      expect(res.body.messages[0].code).to.equal('OTP_EXPIRED');
    });

    it('sends a new code only after 60 s, at most 5 a number and 20 an address an hour', async () => {
      const v = visitor('fa');
      const mobile = newMobile();
      expect((await v.post('/api/auth/otp', { mobile })).status).to.equal(200);
      const soon = await v.post('/api/auth/otp', { mobile });
      expect(soon.status).to.equal(429);
      expect(soon.body.messages[0].code).to.equal('OTP_TOO_SOON');
      expect(soon.body.messages[0].item1).to.include('۶۰');
      for (let i = 0; i < 4; i++) {
        later(61_000);
        expect((await v.post('/api/auth/otp', { mobile })).status, `code ${i + 2}`).to.equal(200);
      }
      later(61_000);
      const sixth = await v.post('/api/auth/otp', { mobile });
      expect(sixth.status).to.equal(429);
      expect(sixth.body.messages[0].code).to.equal('OTP_MOBILE_LIMIT');
      // Only the last code sent works; the earlier ones died with it.
      const lines = (await readOutbox(outbox)).filter((l) => l.to === mobile);
      expect(lines).to.have.length(5);
      expect((await v.post('/api/auth/checkOtp', { mobile, code: lines[3].code })).body.messages[0]?.code).to.be.oneOf(['OTP_WRONG', 'OTP_EXPIRED']);

      later(61 * MINUTE);
      const sameAddress = visitor();
      const answers: number[] = [];
      for (let i = 0; i < 21; i++) answers.push((await sameAddress.post('/api/auth/otp', { mobile: newMobile() })).status);
      expect(answers.slice(0, 20).every((s) => s === 200)).to.equal(true);
      expect(answers[20]).to.equal(429);
      const refused = await sameAddress.post('/api/auth/otp', { mobile: newMobile() });
      expect(refused.body.messages[0].code).to.equal('OTP_IP_LIMIT');
    });

    /** The answers of a burst, as `status code` strings: what a limit let through and what it refused. */
    const tally = (answers: { status: number; body: { messages: { code?: string }[] } }[]) => {
      const counts: Record<string, number> = {};
      for (const a of answers) {
        const key = `${a.status} ${a.body.messages[0]?.code ?? ''}`.trim();
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };

    it('sends one text for 30 parallel code requests for one number; the rest wait, told so in the visitor language', async () => {
      const mobile = newMobile();
      const v = visitor('fa');
      const answers = await Promise.all(Array.from({ length: 30 }, () => v.post('/api/auth/otp', { mobile })));
      expect(tally(answers)).to.deep.equal({ '200': 1, '429 OTP_TOO_SOON': 29 });
      expect((await readOutbox(outbox)).filter((l) => l.to === mobile)).to.have.length(1);
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.body.messages[0].item1).to.include('۶۰');
      // The one code sent is the one that works.
      expect((await v.post('/api/auth/checkOtp', { mobile, code: await lastCodeFor(outbox, mobile) })).status).to.equal(200);
    });

    it('sends 20 texts, no more, for 30 parallel code requests from one address', async () => {
      const v = visitor('fa');
      const mobiles = Array.from({ length: 30 }, newMobile);
      const answers = await Promise.all(mobiles.map((mobile) => v.post('/api/auth/otp', { mobile })));
      expect(tally(answers)).to.deep.equal({ '200': 20, '429 OTP_IP_LIMIT': 10 });
      expect((await readOutbox(outbox)).filter((l) => mobiles.includes(l.to))).to.have.length(20);
      expect(answers.find((a) => a.status === 429)!.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      // A request the address's limit refused spent nothing of its number's: from elsewhere, that number gets a code at once.
      const refusedMobile = mobiles[answers.findIndex((a) => a.status === 429)];
      expect((await visitor().post('/api/auth/otp', { mobile: refusedMobile })).status).to.equal(200);
    });

    it("lets a stranger neither spend a number's codes nor kill its owner's: the owner still gets one and logs in", async () => {
      const { mobile } = await register(visitor());
      const stranger = visitor();
      for (let i = 0; i < 5; i++) {
        expect((await stranger.post('/api/auth/otp', { mobile })).status, `the stranger's code ${i + 1}`).to.equal(200);
        later(61_000);
      }
      const sixth = await stranger.post('/api/auth/otp', { mobile });
      expect([sixth.status, sixth.body.messages[0].code]).to.deep.equal([429, 'OTP_MOBILE_LIMIT']);
      const wrong = async (v: ApiVisitor) => (await v.post('/api/auth/checkOtp', { mobile, code: '000000' })).body.messages[0].code;
      for (let i = 0; i < 6; i++) await wrong(stranger);

      const owner = visitor();
      const asked = await owner.post('/api/auth/otp', { mobile });
      expect(asked.status, JSON.stringify(asked.body.messages)).to.equal(200);
      const code = await lastCodeFor(outbox, mobile);
      // The stranger asks again and guesses on: neither kills the code the owner asked for.
      expect((await stranger.post('/api/auth/otp', { mobile })).status).to.equal(429);
      const guesses = await Promise.all(Array.from({ length: 8 }, () => wrong(stranger)));
      expect(guesses.filter((c) => c === 'OTP_WRONG').length, 'five guesses a requester').to.be.at.most(4);
      expect(guesses.filter((c) => c === 'OTP_TOO_MANY_TRIES').length).to.be.at.least(4);
      const login = await owner.post('/api/auth/login', { mobile, code });
      expect(login.status, JSON.stringify(login.body.messages)).to.equal(200);
    });

    it('sends a number 20 codes an hour however many addresses ask: of 30 parallel requests from 30, exactly 20', async () => {
      const mobile = newMobile();
      const answers = await Promise.all(Array.from({ length: 30 }, () => visitor().post('/api/auth/otp', { mobile })));
      expect(tally(answers)).to.deep.equal({ '200': 20, '429 OTP_MOBILE_LIMIT': 10 });
      expect((await readOutbox(outbox)).filter((l) => l.to === mobile)).to.have.length(20);
    });

    it('judges 5 of 40 parallel password guesses for a number from one address, 20 from 40 addresses, 20 from one address', async () => {
      const { mobile } = await register(visitor(), newMobile(), { password: 'correct horse battery' });
      const guesser = visitor('fa');
      const oneRequester = await Promise.all(Array.from({ length: 40 }, (_, i) => guesser.post('/api/auth/login', { mobile, password: `guess ${i}` })));
      expect(tally(oneRequester)).to.deep.equal({ '401 LOGIN_FAILED': 5, '429 LOGIN_LOCKED': 35 });
      expect(oneRequester.find((a) => a.status === 429)!.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);

      const { mobile: other } = await register(visitor(), newMobile(), { password: 'correct horse battery' });
      const oneNumber = await Promise.all(
        Array.from({ length: 40 }, (_, i) => visitor('fa').post('/api/auth/login', { mobile: other, password: `guess number ${i}` })),
      );
      expect(tally(oneNumber)).to.deep.equal({ '401 LOGIN_FAILED': 20, '429 LOGIN_LOCKED': 20 });

      const attacker = visitor();
      const manyNumbers = await Promise.all(
        Array.from({ length: 40 }, () => attacker.post('/api/auth/login', { mobile: newMobile(), password: 'guess 123456' })),
      );
      expect(tally(manyNumbers)).to.deep.equal({ '401 LOGIN_FAILED': 20, '429 LOGIN_LOCKED': 20 });
    });

    it('answers 30 number lookups from one address in 10 minutes; the rest of a burst get 429 in the visitor language', async () => {
      const v = visitor('fa');
      const answers = await Promise.all(Array.from({ length: 40 }, () => v.post('/api/auth/userDetail', { mobile: newMobile() })));
      expect(tally(answers)).to.deep.equal({ '200': 30, '429 RATE_LIMITED': 10 });
      expect(answers.find((a) => a.status === 429)!.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      // Another address is not affected, and this one is answered again once its window has passed.
      expect((await visitor().post('/api/auth/userDetail', { mobile: newMobile() })).status).to.equal(200);
      later(10 * MINUTE + 1000);
      expect((await v.post('/api/auth/userDetail', { mobile: newMobile() })).status).to.equal(200);
    });

    it('logs in with a password, limits wrong ones like codes, and asks two-step users for both', async () => {
      const v = visitor();
      const { mobile } = await register(v, newMobile(), { password: 'correct horse battery' });
      expect((await v.post('/api/auth/userDetail', { mobile })).body.data).to.deep.equal({ exists: true, hasPassword: true, authState: 2 });
      const stored = await server.db.kysely.selectFrom('users').select('password_hash').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(stored.password_hash)
        .to.match(/^scrypt\$/)
        .and.not.include('correct horse');

      const ok = await visitor().post<User>('/api/auth/login', { mobile, password: 'correct horse battery' });
      expect(ok.status).to.equal(200);
      expect(ok.body.data.hasPassword).to.equal(true);

      const attacker = visitor();
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) answers.push((await attacker.post('/api/auth/login', { mobile, password: `guess number ${i}` })).body.messages[0].code!);
      expect(answers).to.deep.equal(['LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_LOCKED']);
      // Locked for that guesser, even with the right password; the owner, from their own address, is not locked out.
      expect((await attacker.post('/api/auth/login', { mobile, password: 'correct horse battery' })).body.messages[0].code).to.equal('LOGIN_LOCKED');
      expect((await visitor().post('/api/auth/login', { mobile, password: 'correct horse battery' })).status).to.equal(200);
      // An unknown number answers exactly like a wrong password.
      expect((await visitor().post('/api/auth/login', { mobile: newMobile(), password: 'whatever123' })).body.messages[0].code).to.equal('LOGIN_FAILED');

      const twoStep = visitor();
      const { mobile: m2 } = await register(twoStep, newMobile(), { password: 'two step secret', twoStep: true });
      expect((await twoStep.post('/api/auth/userDetail', { mobile: m2 })).body.data).to.deep.include({ authState: 3 });
      const passwordOnly = await visitor().post('/api/auth/login', { mobile: m2, password: 'two step secret' });
      expect(passwordOnly.body.messages[0].code).to.equal('LOGIN_NEEDS_CODE');
      later(61_000);
      await twoStep.post('/api/auth/otp', { mobile: m2 });
      const code = await lastCodeFor(outbox, m2);
      expect((await visitor().post('/api/auth/login', { mobile: m2, code })).body.messages[0].code).to.equal('LOGIN_NEEDS_PASSWORD');
      expect((await visitor().post('/api/auth/login', { mobile: m2, code, password: 'two step secret' })).status).to.equal(200);
    });

    it('refuses a second account for a number, and a login for a number without one', async () => {
      const v = visitor();
      const { mobile } = await register(v);
      later(61_000);
      await v.post('/api/auth/otp', { mobile });
      const code = await lastCodeFor(outbox, mobile);
      const twice = await v.post('/api/auth/register', { mobile, code, fullName: 'Someone Else' });
      expect(twice.status).to.equal(409);
      expect(twice.body.messages[0].code).to.equal('USER_EXISTS');

      const stranger = newMobile();
      await v.post('/api/auth/otp', { mobile: stranger });
      const res = await v.post('/api/auth/login', { mobile: stranger, code: await lastCodeFor(outbox, stranger) });
      expect(res.status).to.equal(404);
      expect(res.body.messages[0].code).to.equal('USER_NOT_FOUND');
    });

    it('merges the anonymous carts at login, the one named in the body and the one of the cookie', async () => {
      const items = await server.db.kysely
        .selectFrom('product_items')
        .select('id')
        .where('active', '=', 1)
        .where('price_rial', 'is not', null)
        .where('stock', '>', 2)
        .orderBy('id')
        .limit(2)
        .execute();
      expect(items).to.have.length(2);
      const [own, named] = items.map((i) => i.id);
      const add = (who: ApiVisitor, productItemId: number) => who.post('/api/cart/cart', { cartUpdateType: 1, productItemId, count: 1 });
      const v = visitor();
      await add(v, own!);
      const other = visitor();
      await add(other, named!);
      const { mobile } = await register(v, newMobile(), { cartCode: other.cookies.get('cart')! });
      later(61_000);
      await v.post('/api/auth/otp', { mobile });
      await v.post('/api/auth/login', { mobile, code: await lastCodeFor(outbox, mobile) });
      const cart = await v.post<{ cartItems: { productItemId: number; count: number }[] }>('/api/cart/cart', { cartUpdateType: 14 });
      expect(cart.body.data.cartItems.map((l) => l.productItemId).sort()).to.deep.equal([own, named].sort());
    });

    it('logs out: the session is revoked on the server and its cookie cleared', async () => {
      const v = visitor();
      await register(v);
      const token = v.cookies.get('session')!;
      const out = await v.post('/api/auth/logout');
      expect(out.status).to.equal(200);
      expect(v.lastSetCookies.some((c) => /^session=;/.test(c))).to.equal(true);
      expect(v.lastSetCookies.some((c) => /^signed_in=;/.test(c))).to.equal(true);
      const replay = new ApiVisitor(server.url, v.ip);
      replay.cookies.set('session', token);
      const me = await replay.get('/api/auth/user');
      expect(me.status).to.equal(401);
      expect(me.body.messages[0].code).to.equal('UNAUTHORIZED');
    });

    it('ends a session after 7 idle days, and after 30 days however busy', async () => {
      const idle = visitor();
      await register(idle);
      later(7 * 24 * 60 * MINUTE + MINUTE);
      expect((await idle.get('/api/auth/user')).status).to.equal(401);

      const busy = visitor();
      await register(busy);
      for (let day = 0; day < 29; day++) {
        later(24 * 60 * MINUTE);
        expect((await busy.get('/api/auth/user')).status, `day ${day + 1}`).to.equal(200);
      }
      later(24 * 60 * MINUTE + MINUTE);
      expect((await busy.get('/api/auth/user')).status).to.equal(401);
    });

    it('refuses a cross-site write and a body that is not JSON', async () => {
      const v = visitor();
      const cross = await v.post('/api/auth/otp', { mobile: newMobile() }, { Origin: 'https://evil.example' });
      expect(cross.status).to.equal(403);
      expect(cross.body.messages[0].code).to.equal('CROSS_SITE_WRITE');
      const form = await v.call('POST', '/api/auth/otp', `mobile=${newMobile()}`, { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(form.status).to.equal(415);
      expect(form.body.messages[0].code).to.equal('UNSUPPORTED_MEDIA_TYPE');
      const text = await v.call('POST', '/api/auth/otp', JSON.stringify({ mobile: newMobile() }), { 'Content-Type': 'text/plain' });
      expect(text.status).to.equal(415);
    });

    describe('the profile, POST /api/auth/user', () => {
      it('changes the name and e-mail of the signed-in customer only, and removes an e-mail left empty', async () => {
        const v = visitor();
        const mobile = newMobile();
        await register(v, mobile, { email: 'old@example.com' });
        const saved = await v.post<User>('/api/auth/user', { fullName: '  Reza Karimi ', email: 'reza@example.com' });
        expect(saved.status).to.equal(200);
        expect(saved.body.data).to.deep.include({ fullName: 'Reza Karimi', email: 'reza@example.com', mobile });
        expect((await v.get<User>('/api/auth/user')).body.data).to.deep.include({ fullName: 'Reza Karimi', email: 'reza@example.com' });
        expect((await v.post<User>('/api/auth/user', { fullName: 'Reza Karimi', email: '' })).body.data.email).to.equal(null);
        // The mobile is the account: a field of that name changes nothing.
        await v.post('/api/auth/user', { fullName: 'Reza Karimi', mobile: '09120000000' });
        expect((await v.get<User>('/api/auth/user')).body.data.mobile).to.equal(mobile);
      });

      it('names the field of a bad value in the visitor language, keeping what was saved; a visitor without a session gets 401', async () => {
        const v = visitor('fa');
        await register(v);
        const bad = await v.post('/api/auth/user', { fullName: ' ', email: 'not-an-email' });
        expect(bad.status).to.equal(400);
        expect(bad.body.messages.map((m) => m.item2)).to.include.members(['fullName']);
        expect(bad.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
        const badEmail = await v.post('/api/auth/user', { fullName: 'Reza', email: 'not-an-email' });
        expect(badEmail.body.messages[0]).to.deep.include({ item2: 'email', code: 'EMAIL_FORMAT' });
        expect((await v.get<User>('/api/auth/user')).body.data.fullName).to.equal('Sara Ahmadi');
        const anonymous = await visitor().post('/api/auth/user', { fullName: 'Nobody' });
        expect(anonymous.status).to.equal(401);
        expect(anonymous.body.messages[0].code).to.equal('UNAUTHORIZED');
      });
    });

    describe('likes, /api/products/like', () => {
      it('is an empty list for an anonymous visitor, who cannot like', async () => {
        const v = visitor();
        const list = await v.get('/api/products/like');
        expect(list.status).to.equal(200);
        expect(list.body).to.deep.include({ isSuccess: true, data: [] });
        const like = await v.post('/api/products/like', { productId: 1, liked: true });
        expect(like.status).to.equal(401);
        expect(like.body.messages[0].code).to.equal('UNAUTHORIZED');
      });

      it('likes and unlikes a product, once however often it is tapped', async () => {
        const v = visitor();
        await register(v);
        for (let i = 0; i < 2; i++) expect((await v.post('/api/products/like', { productId: 2, liked: true })).status).to.equal(200);
        await v.post('/api/products/like', { productId: 1, liked: true });
        const liked = (await v.get<{ id: number; name: string; label: string }[]>('/api/products/like')).body.data;
        expect(liked.map((l) => l.id)).to.have.members([1, 2]);
        // Each with its English name and link label, as the profile lists them.
        const one = await server.db.kysely.selectFrom('products').select(['name_en', 'label_en']).where('id', '=', 1).executeTakeFirstOrThrow();
        expect(liked.find((l) => l.id === 1)).to.deep.equal({ id: 1, name: one.name_en, label: one.label_en });
        expect((await v.get<User>('/api/auth/user')).body.data.likedProductIds).to.have.members([1, 2]);
        await v.post('/api/products/like', { productId: 2, liked: false });
        expect((await v.get<{ id: number }[]>('/api/products/like')).body.data.map((l) => l.id)).to.deep.equal([1]);

        const missing = await v.post('/api/products/like', { productId: 999999, liked: true });
        expect(missing.status).to.equal(404);
        expect(missing.body.messages[0].code).to.equal('PRODUCT_NOT_FOUND');
        const bad = await v.post('/api/products/like', { productId: 'x', liked: 'maybe' });
        expect(bad.status).to.equal(400);
      });
    });
  });
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('login codes on two processes over one PostgreSQL database', function () {
  this.timeout(60_000);
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-auth2-')), 'outbox.jsonl');
  const processes = twoProcessSuite({ SMS_OUTBOX: outbox });
  let seq = 0;
  const visitor = (on: () => TestServer) => new ApiVisitor(on().url, `10.17.${Math.floor(++seq / 250)}.${seq % 250}`, 'en');
  const mobile = (n: number) => `0938${String(n).padStart(7, '0')}`;
  const statuses = (answers: { status: number; body: { messages: { code?: string }[] } }[]) =>
    answers.map((a) => `${a.status} ${a.body.messages[0]?.code ?? ''}`.trim()).sort();

  it('sends a number exactly 20 codes of 30 parallel requests from 30 addresses on both processes', async () => {
    const number = mobile(1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => visitor(i % 2 ? processes.a : processes.b).post('/api/auth/otp', { mobile: number })),
    );
    const got = statuses(answers);
    expect(got.filter((s) => s === '200')).to.have.length(20);
    expect(got.filter((s) => s === '429 OTP_MOBILE_LIMIT')).to.have.length(10);
    expect((await readOutbox(outbox)).filter((l) => l.to === number)).to.have.length(20);
  });

  it("a stranger's burst of requests and guesses on one process leaves the owner's code working on the other", async () => {
    const number = mobile(2);
    const owner = visitor(processes.a);
    expect((await owner.post('/api/auth/otp', { mobile: number })).status).to.equal(200);
    const code = await lastCodeFor(outbox, number);
    const stranger = visitor(processes.b);
    const asked = statuses(await Promise.all(Array.from({ length: 10 }, () => stranger.post('/api/auth/otp', { mobile: number }))));
    expect(asked.filter((s) => s === '200')).to.have.length(1);
    const guessed = statuses(await Promise.all(Array.from({ length: 12 }, () => stranger.post('/api/auth/checkOtp', { mobile: number, code: '000000' }))));
    expect(
      guessed.filter((s) => s !== '400 OTP_TOO_MANY_TRIES'),
      'five guesses judged at most',
    ).to.have.length.at.most(5);
    const checked = await owner.post('/api/auth/checkOtp', { mobile: number, code });
    expect(checked.status, JSON.stringify(checked.body.messages)).to.equal(200);
  });
});
