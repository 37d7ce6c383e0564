import { ORDER_NOTICES } from '../orders/order-notices.ts';
import { addDays, tehranDayOf, tehranInstant, tehranTimeOf } from '../../../shared/tehran-day.ts';

/** Tehran's hours in which texts that can wait are held: from `from`:00 to `to`:00 (across midnight when from > to). */
export interface QuietHours {
  from: number;
  to: number;
}

/** `TEXT_QUIET_HOURS`: "21-8" (from 21:00 to 08:00 Tehran time), or "off" (null: every text goes at once). */
export function parseQuietHours(value: string): QuietHours | null {
  if (value === 'off') return null;
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  const [from, to] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  if (!(from >= 0 && from <= 23 && to >= 0 && to <= 23 && from !== to))
    throw new Error(`quiet hours must be "off" or like "21-8" (two different hours 0–23), not "${value}"`);
  return { from, to };
}

const ANY_HOUR = new Set<string>(['code', 'quoteSent', 'visitBooked', ...ORDER_NOTICES]);

/**
 * Whether a text of this kind (TextJob.kind) may wait for the morning. A login code and an order's own news go at any
 * hour: those the checkout and the orders send (ORDER_NOTICES), those the back office sends about an order
 * (`admin.delivered`…), a quote the customer asked for, the receipt of a service visit they just booked (issue #34); so do the operator's own alerts (`operator…`), to the staff's
 * number, about work that waits on them. Every other kind waits, a back-in-stock text, a service reminder (`serviceReminder`) and any new kind alike: a text
 * nobody asked for at that moment is never the one that wakes a customer.
 */
export const mayWait = (kind: string) => !(ANY_HOUR.has(kind) || kind.startsWith('admin.') || kind.startsWith('operator'));

/**
 * When a text of `kind` asked for at `at` may go out: null for now, or the end of the quiet hours it falls in (the
 * next `to`:00 in Tehran). The one rule the text queue applies (text-queue.ts).
 */
export function sendAfter(quiet: QuietHours | null, kind: string, at: Date): Date | null {
  if (!quiet || !mayWait(kind)) return null;
  const [hours, minutes] = tehranTimeOf(at).split(':').map(Number);
  const hour = hours + minutes / 60;
  const inside = quiet.from > quiet.to ? hour >= quiet.from || hour < quiet.to : hour >= quiet.from && hour < quiet.to;
  if (!inside) return null;
  const day = tehranDayOf(at);
  const time = `${String(quiet.to).padStart(2, '0')}:00`;
  const today = new Date(tehranInstant(day, time));
  return today.getTime() > at.getTime() ? today : new Date(tehranInstant(addDays(day, 1), time));
}
