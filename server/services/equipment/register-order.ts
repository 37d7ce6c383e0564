import type { Repos } from '../../db/repos/index.ts';
import { tehranDayOf } from '../../../shared/tehran-day.ts';

/**
 * An order reaching its customer (issue #34): `delivered`, or `shipped` when it was picked up (no address: the
 * customer carries it away), registers each of its lines whose product has a service rule as equipment at the order's
 * address (the site), with the line's count and the day. Run in the very transaction of the move (an `orders.move`
 * hook), once per line (`equipment.order_line_id` is unique), so a pickup order later marked delivered adds nothing.
 */
export async function registerOrderEquipment(r: Repos, orderId: number, at: string, move: 'shipped' | 'delivered'): Promise<void> {
  const lines = await r.equipment.orderLines(orderId);
  if (lines.length === 0) return;
  if (move === 'shipped' && lines[0].address_id !== null) return;
  const ruled = new Set((await r.serviceRules.forProducts([...new Set(lines.map((l) => l.product_id!))])).map((x) => x.product_id));
  const day = tehranDayOf(at);
  for (const line of lines) {
    if (!ruled.has(line.product_id!)) continue;
    await r.equipment.registerLine({
      user_id: line.user_id,
      product_id: line.product_id!,
      address_id: line.address_id,
      count: line.count,
      installed_on: day,
      last_serviced_on: null,
      order_line_id: line.id,
      locale: line.locale === 'en' ? 'en' : 'fa',
      created_at: at,
      updated_at: at,
    });
  }
}
