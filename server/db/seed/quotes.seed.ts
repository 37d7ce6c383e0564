import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { addDays, tehranDayOf, tehranNextDayStart } from '../../../shared/tehran-day.ts';
import { depositOf } from '../../../shared/quote-terms.ts';

/** The demo customer (issue 31): log in with this number, the code is in the SMS outbox. */
export const DEMO_CUSTOMER_MOBILE = '09190000001';

/**
 * A project's quote for the demo customer, priced and sent: two catalogue lines at a project price with a discount,
 * installation, delivery, and terms of a 30% deposit online and two Sayad cheques, so a newcomer sees the whole flow
 * from /profile/quotes/ (and the operator in /admin/quotes/).
 */
export async function seedDemoQuote(trx: Transaction<Database>, now: number) {
  const at = new Date(now).toISOString();
  const user = await trx
    .insertInto('users')
    .values({ mobile: DEMO_CUSTOMER_MOBILE, full_name: 'مشتری نمونه', email: null, password_hash: null, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('product_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id', 'i.price_rial', 'p.name_fa', 'p.name_en', 'i.name_fa as item_name_fa', 'i.name_en as item_name_en'])
    .where('i.price_rial', 'is not', null)
    .orderBy('i.id')
    .limit(2)
    .execute();
  const lines = [
    ...items.map((i, n) => ({
      productItemId: i.id,
      productId: i.product_id,
      nameFa: i.name_fa,
      nameEn: i.name_en,
      itemNameFa: i.item_name_fa,
      itemNameEn: i.item_name_en,
      count: n === 0 ? 8 : 2,
      unitPriceRial: Math.floor((Number(i.price_rial) * 0.9) / 10_000) * 10_000,
      discountRial: n === 0 ? 1_000_000 : 0,
    })),
    { title: 'نصب و راه‌اندازی در محل / Installation and commissioning', priceRial: 45_000_000 },
  ];
  const deliveryRial = 2_000_000;
  const totalRial = lines.reduce((sum, l) => sum + ('title' in l ? l.priceRial : l.count * l.unitPriceRial - l.discountRial), deliveryRial);
  const deposit = depositOf(totalRial, 30);
  const first = Math.floor((totalRial - deposit) / 2);
  const today = tehranDayOf(new Date(now));
  const instalments = [
    { kind: 'deposit', amountRial: deposit, dueDate: null },
    { kind: 'cheque', amountRial: first, dueDate: addDays(today, 30) },
    { kind: 'cheque', amountRial: totalRial - deposit - first, dueDate: addDays(today, 75) },
  ];
  const requested = new Date(now - 2 * 86_400_000).toISOString();
  const quote = await trx
    .insertInto('quotes')
    .values({
      user_id: user.id,
      status: 'sent',
      buyer_id: null,
      description: 'دوربین‌های مداربسته و اعلام حریق برای یک ساختمان اداری شش‌طبقه، با نصب.',
      company: 'شرکت ساختمانی آریا',
      asked_lines: JSON.stringify(items.map((i) => ({ productItemId: i.id, count: 8 }))),
      file_id: null,
      province: 'تهران',
      city: 'تهران',
      visit_date: null,
      locale: 'fa',
      mobile: DEMO_CUSTOMER_MOBILE,
      version: 1,
      sent_version: 1,
      sent_at: at,
      valid_until: tehranNextDayStart(addDays(today, 14)),
      order_id: null,
      created_at: requested,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('quote_versions')
    .values({
      quote_id: quote.id,
      version: 1,
      lines: JSON.stringify(lines),
      delivery_rial: deliveryRial,
      total_rial: totalRial,
      valid_days: 14,
      terms: JSON.stringify({ kind: 'deposit', depositPercent: 30, instalments }),
      note: 'قیمت‌ها با دو سال گارانتی و یک سال سرویس رایگان است.',
      created_by: null,
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('quote_events')
    .values([
      { quote_id: quote.id, kind: 'requested', by: 'customer', version: null, message: null, at: requested },
      { quote_id: quote.id, kind: 'priced', by: 'operator', version: 1, message: null, at },
      { quote_id: quote.id, kind: 'sent', by: 'operator', version: 1, message: null, at },
    ])
    .execute();
}
