import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { DEMO_CUSTOMER_MOBILE } from './quotes.seed.ts';
import { addMonths } from '../../../shared/service-due.ts';

/** The demo's service rules (issue #34), on the catalogue's categories. */
const RULES = [
  { category: 'portable-extinguishers', fa: 'شارژ', en: 'recharge', months: 12 },
  { category: 'portable-extinguishers', fa: 'تست هیدرواستاتیک', en: 'pressure test', months: 60 },
  { category: 'conventional-fire-panels', fa: 'بازرسی', en: 'inspection', months: 6 },
  { category: 'addressable-fire-panels', fa: 'بازرسی', en: 'inspection', months: 6 },
  { category: 'cctv', fa: 'سرویس', en: 'service', months: 12 },
];

const day = (t: number) => new Date(t + 3.5 * 3600_000).toISOString().slice(0, 10);

/**
 * The rules, and the demo customer's equipment at two sites of theirs: six extinguishers installed a year ago less ten
 * days (their recharge due soon), a fire-alarm panel inspected two months ago, and cameras at the warehouse.
 */
export async function seedDemoEquipment(trx: Transaction<Database>, now: number) {
  const at = new Date(now).toISOString();
  const ruleIds: number[] = [];
  for (const rule of RULES) {
    const category = await trx.selectFrom('categories').select('id').where('label', '=', rule.category).executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('service_rules')
      .values({ category_id: category.id, product_id: null, name_fa: rule.fa, name_en: rule.en, interval_months: rule.months, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ruleIds.push(row.id);
  }
  const user = await trx.selectFrom('users').select(['id', 'full_name']).where('mobile', '=', DEMO_CUSTOMER_MOBILE).executeTakeFirstOrThrow();
  const site = (city: string, line: string, postal: string) =>
    trx
      .insertInto('addresses')
      .values({
        user_id: user.id,
        receiver_name: user.full_name ?? 'مشتری نمونه',
        receiver_mobile: DEMO_CUSTOMER_MOBILE,
        province: 'تهران',
        city,
        line,
        postal_code: postal,
        created_at: at,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const office = await site('تهران', 'میدان ونک، برج نمونه، طبقه ۷', '1994834561');
  const warehouse = await site('شهریار', 'جادهٔ قدیم، انبار شمارهٔ ۳', '3351876543');
  const product = async (code: string) => (await trx.selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const pieces = [
    { code: 'PRO6ABC', site: office.id, count: 6, installed: now - 355 * 86_400_000, serviced: null },
    { code: 'ZP1-X4', site: office.id, count: 1, installed: now - 400 * 86_400_000, serviced: now - 60 * 86_400_000 },
    { code: 'PRO5CO2', site: warehouse.id, count: 4, installed: now - 200 * 86_400_000, serviced: null },
  ];
  for (const p of pieces) {
    const piece = await trx
      .insertInto('equipment')
      .values({
        user_id: user.id,
        product_id: await product(p.code),
        address_id: p.site,
        count: p.count,
        installed_on: day(p.installed),
        last_serviced_on: p.serviced === null ? null : day(p.serviced),
        order_line_id: null,
        locale: 'fa',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The extinguishers' recharge is due soon, and the demo customer was told already: a fresh start texts nobody.
    if (p.code === 'PRO6ABC') {
      const dueOn = addMonths(day(p.installed), RULES[0].months);
      await trx.insertInto('service_reminders').values({ equipment_id: piece.id, rule_id: ruleIds[0], due_on: dueOn, kind: 'before', sent_at: at }).execute();
    }
  }
}
