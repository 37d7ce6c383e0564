import type { Repos } from '../db/repos/index.ts';
import type { Clock } from '../lib/clock.ts';
import { buyerFields } from './buyers/buyer-fields.ts';
import { chosenBuyer, chosenDelivery, placementTotals, readCartLines, writeOrder } from './checkout/placement-steps.ts';
import type { VatTerms } from './checkout/vat.ts';

/** The demo customer (issue #31): log in with this mobile and the code from the SMS outbox. */
export const DEMO_CUSTOMER_MOBILE = '09990000001';

/** The demo's pickup at the office (server/db/seed/content.data.ts). */
const DEMO_PICKUP = 4;

const DEMO_PERSON = {
  kind: 'person',
  name: 'سارا احمدی',
  nationalId: '0084575948',
  postalCode: '1345678913',
  address: 'تهران، خیابان انقلاب، کوچه نمونه، پلاک ۱۲',
  phone: '09990000001',
} as const;

const DEMO_COMPANY = {
  kind: 'company',
  name: 'شرکت ساختمانی آرمان‌سازه (نمونه)',
  nationalId: '10380284790',
  economicCode: '10380284790',
  registrationNo: '123456',
  postalCode: '1345678913',
  address: 'تهران، میدان ونک، برج نمونه، طبقه ۷',
  phone: '02188001234',
} as const;

/**
 * Right after the demo catalogue is seeded, a newcomer's way into buyers and invoices: a demo customer with a person
 * and a company as buyer profiles, and an order of two lines made out to the company, picked up at the office and paid,
 * so its official invoice is issued by the same move to `paid` as any order's (repos' hooks). Placed three days before
 * now, through checkout's own steps (lines, delivery, totals, the order's copies), in one transaction; no text is sent,
 * no stock taken (it is not a sale). Does nothing once the demo customer exists.
 */
export async function seedDemoBuyerOrder({ repos, clock, vat }: { repos: Repos; clock: Clock; vat: VatTerms }): Promise<number | null> {
  const at = new Date(clock().getTime() - 3 * 86_400_000).toISOString();
  return repos.transaction(async (r) => {
    if (await r.users.byMobile(DEMO_CUSTOMER_MOBILE)) return null;
    const userId = await r.users.create({ mobile: DEMO_CUSTOMER_MOBILE, fullName: 'سارا احمدی', email: null, passwordHash: null, twoStep: false, now: at });
    if (userId === null) return null;
    const user = { id: userId };
    await r.buyers.insert(user.id, buyerFields(DEMO_PERSON, { strictPostalCode: false }), at);
    const company = await r.buyers.insert(user.id, buyerFields(DEMO_COMPANY, { strictPostalCode: false }), at);
    const cart = await r.carts.create(`demo-order-${user.id}`, user.id, at);
    const sellable: { id: number; product_id: number }[] = [];
    for (let id = 1; id <= 60 && sellable.length < 2; id++) {
      const item = await r.carts.sellableItem(id);
      if (item?.price_rial && item.stock >= 2 && !sellable.some((s) => s.product_id === item.product_id)) sellable.push(item);
    }
    if (sellable.length < 2) return null;
    await r.carts.setLine(cart.id, sellable[0]!.id, 2, at);
    await r.carts.setLine(cart.id, sellable[1]!.id, 1, at);
    await r.carts.touch(cart.id, at, { delivery_id: DEMO_PICKUP });
    await r.carts.markOrdered(cart.id, at);
    const placed = (await r.carts.byId(cart.id))!;
    const lines = await readCartLines(r, cart.id);
    const delivery = await chosenDelivery(r, placed);
    const totals = await placementTotals(r, placed, user.id, lines, delivery, undefined, at, 'fa', vat);
    const order = await writeOrder(r, {
      cart: placed,
      userId: user.id,
      method: 'online',
      call: { locale: 'fa' },
      hold: { status: 'awaiting-payment', dueAt: at },
      lines,
      delivery,
      address: null,
      discount: null,
      itemsRial: totals.itemsRial,
      totalRial: totals.totalRial,
      vat: { ...vat, rial: totals.vatRial },
      buyer: await chosenBuyer(r, company.id, user.id),
      at,
    });
    await r.orders.move(order.id, 'paid', at);
    return order.id;
  });
}
