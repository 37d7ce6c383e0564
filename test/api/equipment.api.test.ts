import { expect } from 'chai';
import { startTestServer, TEST_DATABASES, type TestDatabase, type TestServer } from '../helpers/server.ts';
import { minutely } from '../../server/services/scheduled-work.ts';
import { backOfficeSuite, newOutbox, placeOrderInDb, type People } from '../helpers/admin-client.ts';
import type { ApiVisitor } from '../helpers/auth-client.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { addMonths } from '../../shared/service-due.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';
import type { Equipment } from '../../shared/contracts/equipment.ts';
import type { AdminServiceRule, ServiceRulesScreen } from '../../shared/contracts/admin/service-rules.ts';
import type { AdminVisit, ServiceCalendar } from '../../shared/contracts/admin/service-visits.ts';

type AuditPage = { items: { action: string }[] };
const SITE = {
  receiverName: 'Sara Ahmadi',
  receiverMobile: '09121234567',
  province: 'تهران',
  city: 'تهران',
  street: 'Vanak Sq., No. 7',
  postalCode: '1994834561',
};

/** The next working day (not a Friday) after `day`. */
const nextWorkingDay = (day: string) => {
  let d = addDays(day, 1);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() === 5) d = addDays(d, 1);
  return d;
};
const nextFriday = (day: string) => {
  let d = addDays(day, 1);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 5) d = addDays(d, 1);
  return d;
};

/** A signed-in customer with a site (an address of theirs) and their user id. */
async function customerWithSite(people: People, db: () => import('../helpers/server.ts').TestServer, lang: 'fa' | 'en' = 'en') {
  const mobile = people.newMobile();
  const v = await people.signIn(people.visitor(lang), mobile, 'Sara Ahmadi');
  const site = await v.post<{ id: number }>('/api/address', SITE);
  expect(site.status, JSON.stringify(site.body.messages)).to.equal(200);
  const user = await db().db.kysely.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return { v, mobile, userId: user.id, siteId: site.body.data.id };
}

const refusal = (res: { status: number; body: { messages: { code?: string; item2?: string; item1: string }[] } }) => [
  res.status,
  res.body.messages[0]?.code,
  res.body.messages[0]?.item2,
];

for (const database of TEST_DATABASES) {
  describe(`after the sale: equipment register, service rules, visits (${database.name})`, function () {
    this.timeout(90_000);
    let ahead = 0;
    const suite = backOfficeSuite(database, {
      mobilePrefix: '0925',
      env: { TEXT_QUIET_HOURS: 'off' },
      options: { clock: () => new Date(Date.now() + ahead) },
    });
    const { people } = suite;
    const server = () => suite.server;
    const today = () => tehranDayOf(new Date(Date.now() + ahead));
    const productId = async (code: string) =>
      (await server().db.kysely.selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const register = async (v: ApiVisitor) => {
      const res = await v.get<Equipment[]>('/api/equipment');
      expect(res.status, JSON.stringify(res.body.messages)).to.equal(200);
      return res.body.data;
    };
    afterEach(() => {
      ahead = 0;
    });

    it('keeps service rules for a category or a product, in both languages, audited; a rule names one target', async () => {
      const staff = await people.staff();
      const screen = (await staff.get<ServiceRulesScreen>('/api/admin/service-rules')).body.data;
      expect(screen.rules.map((r) => [r.nameEn, r.intervalMonths])).to.deep.include.members([
        ['recharge', 12],
        ['pressure test', 60],
        ['inspection', 6],
        ['service', 12],
      ]);
      const camera = await productId('DS-2CD1043G2-I');
      const made = await staff.post<AdminServiceRule>('/api/admin/service-rules', {
        productId: camera,
        nameFa: 'تمیزکاری لنز',
        nameEn: 'lens cleaning',
        intervalMonths: 3,
      });
      expect(made.status, JSON.stringify(made.body.messages)).to.equal(200);
      expect(made.body.data).to.include({ productId: camera, categoryId: null, nameEn: 'lens cleaning', intervalMonths: 3 });
      expect(made.body.data.target).to.include('DS-2CD1043G2-I');
      const edited = await staff.post<AdminServiceRule>('/api/admin/service-rules', { ...made.body.data, intervalMonths: 4 });
      expect(edited.body.data.intervalMonths).to.equal(4);

      const both = await staff.post('/api/admin/service-rules', {
        productId: camera,
        categoryId: screen.categories[0].id,
        nameFa: 'x',
        nameEn: 'x',
        intervalMonths: 3,
      });
      expect(refusal(both).slice(0, 2)).to.deep.equal([400, 'SERVICE_RULE_TARGET']);
      const none = await staff.post('/api/admin/service-rules', { nameFa: 'x', nameEn: 'x', intervalMonths: 3 });
      expect(refusal(none)).to.deep.equal([400, 'SERVICE_RULE_TARGET', 'categoryId']);
      const zero = await staff.post('/api/admin/service-rules', { productId: camera, nameFa: 'x', nameEn: 'x', intervalMonths: 0 });
      expect(refusal(zero)).to.deep.equal([400, 'SERVICE_INTERVAL_INVALID', 'intervalMonths']);

      expect((await staff.call('DELETE', `/api/admin/service-rules?id=${made.body.data.id}`)).status).to.equal(200);
      expect(refusal(await staff.call('DELETE', `/api/admin/service-rules?id=${made.body.data.id}`))).to.deep.equal([404, 'SERVICE_RULE_NOT_FOUND', 'id']);
      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=service_rule&entityId=${made.body.data.id}`);
      expect(audit.body.data.items.map((i) => i.action)).to.deep.equal(['service_rule.delete', 'service_rule.update', 'service_rule.create']);
      // A customer is not staff.
      expect((await (await people.customer()).get('/api/admin/service-rules')).status).to.equal(403);
    });

    it('registers a delivered order’s serviced items at its address once, a pickup when shipped; others not', async () => {
      const staff = await people.staff();
      const { v, userId, siteId } = await customerWithSite(people, server);
      const delivered = await placeOrderInDb(server(), 'paid', 'online', { userId, productCode: 'PRO6ABC', addressId: siteId, count: 3 });
      expect((await staff.post('/api/admin/order', { id: delivered.id, action: 'ship', trackingCode: 'POST-1' })).status).to.equal(200);
      expect(await register(v), 'shipped to an address: not yet').to.have.length(0);
      expect((await staff.post('/api/admin/order', { id: delivered.id, action: 'deliver' })).status).to.equal(200);
      const [piece] = await register(v);
      expect(piece).to.include({ productId: await productId('PRO6ABC'), count: 3, installedOn: today() });
      expect(piece.site).to.include({ id: siteId, city: 'تهران' });
      expect(piece.services.map((s) => [s.name, s.dueOn])).to.deep.equal([
        ['recharge', addMonths(today(), 12)],
        ['pressure test', addMonths(today(), 60)],
      ]);

      // A pickup order (no address) registers when it is shipped, and its delivery adds nothing.
      const pickup = await placeOrderInDb(server(), 'paid', 'online', { userId, productCode: 'ZP1-X4', count: 1 });
      await staff.post('/api/admin/order', { id: pickup.id, action: 'ship', trackingCode: 'PICKUP-1' });
      await staff.post('/api/admin/order', { id: pickup.id, action: 'deliver' });
      const after = await register(v);
      expect(after).to.have.length(2);
      const panel = after.find((e) => e.productId !== piece.productId)!;
      expect([panel.site, panel.services.map((s) => s.name)]).to.deep.equal([null, ['inspection']]);

      // An item no rule covers is not registered.
      const lock = await placeOrderInDb(server(), 'paid', 'online', { userId, productCode: 'DS-K1T341AMF', addressId: siteId });
      await staff.post('/api/admin/order', { id: lock.id, action: 'ship', trackingCode: 'POST-2' });
      await staff.post('/api/admin/order', { id: lock.id, action: 'deliver' });
      expect(await register(v)).to.have.length(2);
    });

    it('adds and edits the customer’s own equipment; bad input is a 400 naming the field in their language, someone else’s a 404, nothing lost', async () => {
      const { v, siteId } = await customerWithSite(people, server, 'fa');
      const other = await customerWithSite(people, server);
      const extinguisher = await productId('PRO5CO2');
      const lastYear = addDays(today(), -300);
      const added = await v.post<Equipment>('/api/equipment', {
        productId: extinguisher,
        count: 4,
        addressId: siteId,
        installedOn: addDays(today(), -700),
        lastServicedOn: lastYear,
      });
      expect(added.status, JSON.stringify(added.body.messages)).to.equal(200);
      expect(added.body.data.services[0]).to.include({ name: 'شارژ', dueOn: addMonths(lastYear, 12), mark: null });
      const edited = await v.post<Equipment>('/api/equipment', {
        id: added.body.data.id,
        productId: extinguisher,
        count: 5,
        addressId: siteId,
        installedOn: addDays(today(), -700),
        lastServicedOn: addDays(today(), -360),
      });
      expect([edited.body.data.count, edited.body.data.services[0].mark]).to.deep.equal([5, 'soon']);

      const base = { id: added.body.data.id, productId: extinguisher, count: 5, addressId: siteId, installedOn: addDays(today(), -700) };
      const zero = await v.post('/api/equipment', { ...base, count: 0 });
      expect(refusal(zero)).to.deep.equal([400, 'EQUIPMENT_COUNT_INVALID', 'count']);
      expect(zero.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      expect(refusal(await v.post('/api/equipment', { ...base, installedOn: addDays(today(), 1) }))).to.deep.equal([400, 'DATE_IN_FUTURE', 'installedOn']);
      expect(refusal(await v.post('/api/equipment', { ...base, lastServicedOn: '2025-02-30' }))).to.deep.equal([400, 'DATE_FORMAT', 'lastServicedOn']);
      expect(refusal(await v.post('/api/equipment', { ...base, productId: await productId('DS-K1T341AMF') }))).to.deep.equal([
        400,
        'EQUIPMENT_NO_SERVICE',
        'productId',
      ]);
      expect(refusal(await v.post('/api/equipment', { ...base, addressId: other.siteId }))).to.deep.equal([404, 'ADDRESS_NOT_FOUND', 'addressId']);
      expect(refusal(await other.v.post('/api/equipment', { ...base, addressId: other.siteId }))).to.deep.equal([404, 'EQUIPMENT_NOT_FOUND', 'id']);
      expect(refusal(await other.v.call('DELETE', `/api/equipment?id=${added.body.data.id}`))).to.deep.equal([404, 'EQUIPMENT_NOT_FOUND', 'id']);
      expect((await people.visitor().get('/api/equipment')).status).to.equal(401);
      // Nothing saved is lost by the refusals.
      const [kept] = await register(v);
      expect([kept.count, kept.lastServicedOn]).to.deep.equal([5, addDays(today(), -360)]);

      expect((await v.call('DELETE', `/api/equipment?id=${added.body.data.id}`)).status).to.equal(200);
      expect(await register(v)).to.have.length(0);
    });

    it('books a visit from tomorrow on a working day, one open per piece and service (a burst: exactly one), texted', async () => {
      const { v, mobile, siteId } = await customerWithSite(people, server);
      const piece = (
        await v.post<Equipment>('/api/equipment', { productId: await productId('PRO6ABC'), count: 2, addressId: siteId, installedOn: addDays(today(), -100) })
      ).body.data;
      const recharge = piece.services[0].ruleId;
      const book = (date: string, ruleId = recharge, window = 'morning') => v.post<AdminVisit>('/api/equipment/book', { id: piece.id, ruleId, date, window });
      expect(refusal(await book(today()))).to.deep.equal([400, 'VISIT_DAY_CLOSED', 'date']);
      expect(refusal(await book(nextFriday(today())))).to.deep.equal([400, 'VISIT_DAY_CLOSED', 'date']);
      expect(refusal(await book(nextWorkingDay(today()), recharge, 'night'))[0]).to.equal(400);
      const camera = (await server().db.kysely.selectFrom('service_rules').select('id').where('name_en', '=', 'service').executeTakeFirstOrThrow()).id;
      expect(refusal(await book(nextWorkingDay(today()), camera))).to.deep.equal([400, 'SERVICE_NOT_OF_EQUIPMENT', 'ruleId']);
      const other = await customerWithSite(people, server);
      expect(
        refusal(await other.v.post('/api/equipment/book', { id: piece.id, ruleId: recharge, date: nextWorkingDay(today()), window: 'morning' })),
      ).to.deep.equal([404, 'EQUIPMENT_NOT_FOUND', 'id']);

      const burst = await Promise.all(Array.from({ length: 6 }, () => book(nextWorkingDay(today()))));
      expect(burst.map((b) => b.status).sort()).to.deep.equal([200, 409, 409, 409, 409, 409]);
      expect(burst.find((b) => b.status === 409)!.body.messages[0].code).to.equal('VISIT_ALREADY_BOOKED');
      const [shown] = await register(v);
      expect(shown.services[0].visit).to.include({ date: nextWorkingDay(today()), window: 'morning', status: 'requested' });
      expect(shown.services[1].visit).to.equal(null);
      const texts = (await readOutbox(suite.outbox)).filter((l) => l.to === mobile && !l.code);
      expect(texts).to.have.length(1);
      expect(texts[0].text).to.include('recharge').and.to.include('morning');
    });

    it('the operator’s calendar: due by place, confirm (texted), move, done (next due from that day), cancel with a reason; audited; a file', async () => {
      const staff = await people.staff();
      const { v, mobile, siteId } = await customerWithSite(people, server);
      const piece = (
        await v.post<Equipment>('/api/equipment', { productId: await productId('PRO6ABC'), count: 2, addressId: siteId, installedOn: addDays(today(), -360) })
      ).body.data;
      const [recharge, pressure] = piece.services.map((s) => s.ruleId);
      const booked = (
        await v.post<{ id: number }>('/api/equipment/book', { id: piece.id, ruleId: recharge, date: nextWorkingDay(today()), window: 'afternoon' })
      ).body.data;

      const calendar = (await staff.get<ServiceCalendar>('/api/admin/service-visits?weeks=4')).body.data;
      const row = calendar.due.find((d) => d.equipmentId === piece.id)!;
      expect(row).to.include({ ruleId: recharge, dueOn: piece.services[0].dueOn, province: 'تهران', visitId: booked.id });
      expect(
        calendar.due.some((d) => d.equipmentId === piece.id && d.ruleId === pressure),
        'five years away: not in four weeks',
      ).to.equal(false);
      expect(calendar.visits.find((x) => x.id === booked.id)).to.include({ status: 'requested', mobile });

      const act = (body: object) => staff.post<AdminVisit>('/api/admin/service-visit', { id: booked.id, ...body });
      expect((await act({ action: 'confirm' })).body.data.status).to.equal('confirmed');
      expect(refusal(await act({ action: 'confirm' }))).to.deep.equal([409, 'VISIT_STATE', 'id']);
      const later = nextWorkingDay(nextWorkingDay(today()));
      expect((await act({ action: 'move', date: later, window: 'morning' })).body.data).to.include({ date: later, window: 'morning', status: 'confirmed' });
      expect(refusal(await act({ action: 'move', date: today(), window: 'morning' }))).to.deep.equal([400, 'VISIT_DAY_CLOSED', 'date']);
      expect(refusal(await act({ action: 'cancel', reason: '  ' }))).to.deep.equal([400, 'REASON_REQUIRED', 'reason']);
      expect(refusal(await act({ action: 'done', date: addDays(today(), 1) }))).to.deep.equal([400, 'DATE_IN_FUTURE', 'date']);
      expect((await act({ action: 'done' })).body.data).to.include({ status: 'done', doneOn: today() });
      const [after] = await register(v);
      expect([after.services[0].dueOn, after.services[0].visit]).to.deep.equal([addMonths(today(), 12), null]);

      // A new booking, cancelled with a reason: the customer is told why.
      const again = (await v.post<{ id: number }>('/api/equipment/book', { id: piece.id, ruleId: pressure, date: nextWorkingDay(today()), window: 'morning' }))
        .body.data;
      expect(
        (await staff.post<AdminVisit>('/api/admin/service-visit', { id: again.id, action: 'cancel', reason: 'Site closed for renovation' })).body.data.status,
      ).to.equal('cancelled');
      const texts = (await readOutbox(suite.outbox)).filter((l) => l.to === mobile && !l.code).map((l) => l.text);
      expect(texts).to.have.length(5); // booked, confirmed, moved, booked, cancelled
      expect(texts[1]).to.include('confirmed');
      expect(texts[4]).to.include('Site closed for renovation');

      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=service_visit&entityId=${booked.id}`);
      expect(audit.body.data.items.map((i) => i.action)).to.deep.equal(['service_visit.done', 'service_visit.move', 'service_visit.confirm']);

      const csv = await fetch(`${server().url}/api/admin/service-visits/file?weeks=4&format=csv&lang=en`, {
        headers: { Cookie: [...staff.cookies].map(([k, val]) => `${k}=${val}`).join('; '), 'X-Forwarded-For': staff.ip },
      });
      expect(csv.status).to.equal(200);
      const body = await csv.text();
      // The demo customer's six extinguishers are due within the month; this customer's service is done, a year away.
      expect(body).to.include('Province').and.to.include('09190000001').and.not.to.include(mobile);
      const xlsx = await fetch(`${server().url}/api/admin/service-visits/file?weeks=4&format=xlsx`, {
        headers: { Cookie: [...staff.cookies].map(([k, val]) => `${k}=${val}`).join('; '), 'X-Forwarded-For': staff.ip },
      });
      expect([xlsx.status, xlsx.headers.get('content-type')]).to.deep.equal([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
      expect(
        (
          await fetch(`${server().url}/api/admin/service-visits/file?weeks=4&format=pdf`, {
            headers: { Cookie: [...staff.cookies].map(([k, val]) => `${k}=${val}`).join('; ') },
          })
        ).status,
      ).to.equal(400);
    });

    it('reminds 14 days before and on the due day when nothing is booked, each once; never after the customer turns them off', async () => {
      const { v, mobile, siteId } = await customerWithSite(people, server);
      const installed = addDays(today(), -200);
      const piece = (await v.post<Equipment>('/api/equipment', { productId: await productId('PRO6ABC'), count: 1, addressId: siteId, installedOn: installed }))
        .body.data;
      const due = piece.services[0].dueOn;
      const mine = async () => (await readOutbox(suite.outbox)).filter((l) => l.to === mobile && !l.code).map((l) => l.text);
      const at = (day: string) => {
        ahead = Date.parse(`${day}T08:30:00Z`) - Date.now();
      };
      const run = () => Promise.all([server().services.equipment.remindDue(), server().services.equipment.remindDue()]);

      at(addDays(due, -15));
      await run();
      expect(await mine()).to.have.length(0);
      at(addDays(due, -14));
      await run();
      await run();
      const before = await mine();
      expect(before).to.have.length(1);
      expect(before[0])
        .to.include('recharge')
        .and.to.include(`/en/profile/equipment/?book=${piece.id}-${piece.services[0].ruleId}`)
        .and.to.include('reminders off');
      at(due);
      await run();
      expect((await mine()).slice(1)).to.have.length(1);
      expect((await mine())[1]).to.include('due today');
      at(addDays(due, 3));
      await run();
      expect(await mine()).to.have.length(2);

      // A customer who turned reminders off gets none; a piece with a visit booked is not reminded of it.
      const quiet = await customerWithSite(people, server);
      await quiet.v.post<Equipment>('/api/equipment', { productId: await productId('PRO6ABC'), count: 1, addressId: quiet.siteId, installedOn: installed });
      expect((await quiet.v.post('/api/equipment/reminders', { off: true })).status).to.equal(200);
      const booked = await customerWithSite(people, server);
      const p3 = (
        await booked.v.post<Equipment>('/api/equipment', { productId: await productId('PRO6ABC'), count: 1, addressId: booked.siteId, installedOn: installed })
      ).body.data;
      ahead = 0;
      const visit = await booked.v.post('/api/equipment/book', { id: p3.id, ruleId: p3.services[0].ruleId, date: nextWorkingDay(today()), window: 'morning' });
      expect(visit.status).to.equal(200);
      at(addDays(due, -14));
      await run();
      at(due);
      await run();
      const outbox = await readOutbox(suite.outbox);
      expect(outbox.filter((l) => l.to === quiet.mobile && !l.code)).to.have.length(0);
      expect(outbox.filter((l) => l.to === booked.mobile && !l.code).map((l) => l.text.includes('is received'))).to.deep.equal([true]);
    });
  });
}

describe('service reminders: two workers, a clock moved forward, a restart (postgres)', function () {
  this.timeout(120_000);
  const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
  if (!postgres) return;
  let ahead = 0;
  const options = { clock: () => new Date(Date.now() + ahead) };
  const env = { SMS_OUTBOX: newOutbox(), TEXT_QUIET_HOURS: 'off' };
  let made: Awaited<ReturnType<typeof postgres.create>>;
  const once: TestDatabase = { name: 'postgres', create: async () => ({ url: made.url, drop: async () => {} }) };
  let a: TestServer;
  let b: TestServer;
  before(async () => {
    made = await postgres.create();
    a = await startTestServer(once, env, options);
    b = await startTestServer(once, env, options);
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await made?.drop();
  });

  it('texts each reminder once, however many workers run the minutely step and whoever restarts', async () => {
    const demo = await a.db.kysely
      .selectFrom('equipment as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.id', 'e.installed_on'])
      .where('u.mobile', '=', '09190000001')
      .where('e.count', '=', 6)
      .executeTakeFirstOrThrow();
    const due = addMonths(demo.installed_on, 12);
    const texts = async () => (await readOutbox(env.SMS_OUTBOX)).filter((l) => l.to === '09190000001' && /recharge|شارژ/.test(l.text));
    const run = () =>
      Promise.all([a.services.equipment.remindDue(), b.services.equipment.remindDue(), minutely(a.services, a.log), minutely(b.services, b.log)]);

    // The seed counts the demo's recharge reminder as sent (a fresh start texts nobody): this test sends it.
    await a.db.kysely.deleteFrom('service_reminders').execute();
    ahead = Date.parse(`${addDays(due, -14)}T09:00:00Z`) - Date.now();
    await run();
    expect(await texts()).to.have.length(1);
    // A restart of one worker in the middle: the new process's catch-up run claims nothing again.
    await b.close();
    b = await startTestServer(once, env, options);
    await run();
    expect(await texts()).to.have.length(1);
    ahead = Date.parse(`${due}T09:00:00Z`) - Date.now();
    await run();
    await run();
    const all = await texts();
    expect(all).to.have.length(2);
    expect(all[1].text).to.include(`/profile/equipment/?book=${demo.id}-`);
  });
});
