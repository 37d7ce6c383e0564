import { ApiVisitor, lastCodeFor } from './auth-client.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import type { TestServer } from './server.ts';

let nextMobile = 0;
let nextIp = 0;
/** A mobile number no other test of this process uses. */
export const newMobile = () => `0912${String(process.pid % 1000).padStart(3, '0')}${String(nextMobile++).padStart(4, '0')}`;

/** The pickup delivery method of the demo content (needs no address) and the Tehran courier (needs one). */
export const PICKUP = 4;
export const COURIER = 1;

/**
 * A customer of the API: signs up with the code from the outbox, fills a cart and checks out, keeping cookies like a
 * browser and coming from an address of its own (per-IP limits of one test never touch another's).
 */
export class Shopper extends ApiVisitor {
  mobile = newMobile();
  constructor(
    base: string,
    readonly outbox: string,
    lang: 'fa' | 'en' = 'en',
  ) {
    super(base, `10.8.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`, lang);
  }

  async signUp() {
    const sent = await this.post('/api/auth/otp', { mobile: this.mobile });
    if (sent.status !== 200) throw new Error(`otp: ${JSON.stringify(sent.body)}`);
    const code = await lastCodeFor(this.outbox, this.mobile);
    const res = await this.post('/api/auth/register', { mobile: this.mobile, code, fullName: 'Test Shopper' });
    if (res.status !== 200) throw new Error(`register: ${JSON.stringify(res.body)}`);
    return this;
  }

  cart<T = Record<string, unknown>>(body: Record<string, unknown>, headers?: Record<string, string>) {
    return this.post<T>('/api/cart/cart', body, headers);
  }

  add(productItemId: number, count = 1) {
    return this.cart({ cartUpdateType: CART_UPDATE.add, productItemId, count });
  }

  delivery(deliveryId: number) {
    return this.cart({ cartUpdateType: CART_UPDATE.setDelivery, deliveryId });
  }

  /** One piece of the first priced item with stock to spare, to be picked up at the office: a cart ready to place. */
  async fillPickupCart(server: Pick<TestServer, 'db'>) {
    const item = await server.db.kysely
      .selectFrom('product_items')
      .select('id')
      .where('price_rial', 'is not', null)
      .where('stock', '>=', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await this.add(item.id, 1);
    await this.delivery(PICKUP);
    return item.id;
  }

  place(paymentMethod: 'online' | 'cheque', extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
    return this.cart<{ isOnline: boolean; isCheque: boolean; productOrderId: number; paymentId: string | null; paymentUrl: string | null }>(
      { cartUpdateType: CART_UPDATE.setOrder, paymentMethod, ...extra },
      headers,
    );
  }

  /** A GET that is not JSON (pages, redirects), with this shopper's cookies; redirects are not followed. */
  async raw(path: string, init: RequestInit = {}) {
    return fetch(`${this.base}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'X-Forwarded-For': this.ip, Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(init.headers ?? {}) },
    });
  }
}
