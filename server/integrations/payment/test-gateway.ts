import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { queryString, type AmountLimits, type PaymentGateway, type PaymentInquiry, type PaymentVerification } from './payment-gateway.ts';

/**
 * The site's own pretend gateway (PAYMENT_PROVIDER=test, the default): the customer goes to PAYMENT_TEST_BASE +
 * authority + `?test=true` (spec §4), a page of the site shows the amount with "pay" and "cancel", and each button
 * records the choice through `complete` and sends the browser back to the callback as a real gateway would. Verify
 * answers from what was pressed, with the same amount check and single verification as a real gateway.
 */
export interface TestGateway extends PaymentGateway {
  readonly name: 'test';
  /** The payment behind a test page address, or null (the page answers 404). */
  find(authority: string): Promise<TestPayment | null>;
  /**
   * Records the button pressed (only the first press counts; a double click changes nothing) and answers the callback
   * URL to send the browser to, with the outcome actually recorded; null for an unknown authority.
   */
  complete(authority: string, outcome: 'paid' | 'cancelled'): Promise<string | null>;
}

/** Whether a gateway is the test one, which also serves the site's test page (`find`, `complete`). */
export const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway => gateway.name === 'test';

export interface TestPayment {
  authority: string;
  amountRial: number;
  callbackUrl: string;
  description: string;
  orderId: string;
  state: 'pending' | 'paid' | 'cancelled';
  verified: boolean;
  createdAt: Date;
}

/**
 * Where test payments live. The payments service provides it (a table, so a restart between paying and the callback
 * loses nothing); createMemoryTestPaymentStore is enough for unit tests. Both transitions are compare-and-set, so two
 * racing presses or verifications change a payment once.
 */
export interface TestPaymentStore {
  insert(payment: TestPayment): Promise<void>;
  find(authority: string): Promise<TestPayment | null>;
  /** pending → paid | cancelled; false (and no change) when it was not pending or does not exist. */
  decide(authority: string, outcome: 'paid' | 'cancelled'): Promise<boolean>;
  /** paid and unverified → verified; false (and no change) otherwise. */
  markVerified(authority: string): Promise<boolean>;
}

export function createMemoryTestPaymentStore(): TestPaymentStore {
  const payments = new Map<string, TestPayment>();
  return {
    async insert(payment) {
      if (payments.has(payment.authority)) throw new Error('duplicate test payment authority');
      payments.set(payment.authority, { ...payment });
    },
    async find(authority) {
      const payment = payments.get(authority);
      return payment ? { ...payment } : null;
    },
    async decide(authority, outcome) {
      const payment = payments.get(authority);
      if (payment?.state !== 'pending') return false;
      payment.state = outcome;
      return true;
    },
    async markVerified(authority) {
      const payment = payments.get(authority);
      if (payment?.state !== 'paid' || payment.verified) return false;
      payment.verified = true;
      return true;
    },
  };
}

export interface TestGatewayOptions {
  /** PAYMENT_TEST_BASE: the test page's address, relative to the site or absolute. */
  base: string;
  store: TestPaymentStore;
  clock?: Clock;
  random?: (size: number) => Uint8Array;
}

/** The pretend gateway takes any amount a real one might: from one Rial, no ceiling. */
export const TEST_GATEWAY_LIMITS: AmountLimits = { minRial: 1, maxRial: null };

const INQUIRY: Record<TestPayment['state'], PaymentInquiry['state']> = { paid: 'paid', pending: 'open', cancelled: 'failed' };

/** 128 random bits, base64url: unguessable, URL-safe. */
const AUTHORITY = /^[A-Za-z0-9_-]{22}$/;

/** The test page's callback query: `?authority=…&result=paid|cancelled`. */
export function testCallbackUrl(callbackUrl: string, authority: string, result: 'paid' | 'cancelled'): string {
  const separator = callbackUrl.includes('?') ? '&' : '?';
  return `${callbackUrl}${separator}${new URLSearchParams({ authority, result })}`;
}

export function createTestGateway(options: TestGatewayOptions): TestGateway {
  const { store } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? randomBytes;
  const base = options.base.endsWith('/') ? options.base : `${options.base}/`;

  const callbackFor = (payment: TestPayment) => (payment.state === 'pending' ? null : testCallbackUrl(payment.callbackUrl, payment.authority, payment.state));

  return {
    name: 'test',
    limits: TEST_GATEWAY_LIMITS,

    async request({ amountRial, callbackUrl, description, orderId }) {
      const authority = Buffer.from(random(16)).toString('base64url');
      await store.insert({ authority, amountRial, callbackUrl, description, orderId, state: 'pending', verified: false, createdAt: clock() });
      return { authority };
    },

    startUrl: (authority) => `${base}${encodeURIComponent(authority)}?test=true`,

    async verify({ authority, amountRial }): Promise<PaymentVerification> {
      const payment = AUTHORITY.test(authority) ? await store.find(authority) : null;
      if (!payment) return { status: 'failed', code: 'UNKNOWN_AUTHORITY' };
      if (payment.amountRial !== amountRial) return { status: 'failed', code: 'AMOUNT_MISMATCH' };
      if (payment.state !== 'paid') return { status: 'failed', code: payment.state === 'cancelled' ? 'CANCELLED' : 'NOT_PAID' };
      const receipt = { refId: `TEST-${authority.slice(0, 10)}` };
      return (await store.markVerified(authority)) ? { status: 'paid', ...receipt } : { status: 'already-verified', ...receipt };
    },

    parseCallback(query) {
      const authority = queryString(query, 'authority');
      if (!authority || !AUTHORITY.test(authority)) return null;
      return { authority, ok: queryString(query, 'result') === 'paid' };
    },

    async inquire({ authority }): Promise<PaymentInquiry> {
      const payment = AUTHORITY.test(authority) ? await store.find(authority) : null;
      return payment ? { state: INQUIRY[payment.state], detail: payment.state } : { state: 'failed', detail: 'UNKNOWN_AUTHORITY' };
    },

    find: (authority) => (AUTHORITY.test(authority) ? store.find(authority) : Promise.resolve(null)),

    async complete(authority, outcome) {
      if (!AUTHORITY.test(authority)) return null;
      await store.decide(authority, outcome);
      const payment = await store.find(authority);
      return payment && callbackFor(payment);
    },
  };
}
