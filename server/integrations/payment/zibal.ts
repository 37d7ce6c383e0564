import { normalizeMobile } from '../../../shared/validation.ts';
import { integerField } from '../http-post.ts';
import { badResponse, postJson } from './gateway-call.ts';
import {
  PaymentGatewayError,
  queryString,
  type AmountLimits,
  type PaymentGateway,
  type PaymentGatewayErrorCode,
  type PaymentInquiry,
  type PaymentVerification,
} from './payment-gateway.ts';

export const ZIBAL_URL = 'https://gateway.zibal.ir';
/** Zibal's sandbox is its live host with this merchant. */
export const ZIBAL_SANDBOX_MERCHANT = 'zibal';

export interface ZibalOptions {
  merchant: string;
  /** ZIBAL_URL or a local fake. */
  baseUrl: string;
  timeoutMs: number;
}

/*
 * Zibal (INTEGRATIONS.md §2): JSON in and out, `result` 100 = success. Verify takes no amount, so we compare the amount
 * it reports with ours. After 201 (already verified) the reply may lack `amount`: the inquiry then says what was paid
 * (its answer is taken to carry verify's fields, `status` and `amount`, as the clients that call it after a 201 read it).
 */
const PAID = 100;
const ALREADY_VERIFIED = 201;
/** 202: not paid or payment failed; 203: trackId invalid. Settled answers: the payment is not paid. */
const NOT_PAID = new Set([202, 203]);
/** Callback `status` 2 = paid, not yet verified: the only state worth verifying. */
const PAID_UNVERIFIED = '2';

/** 105: the amount must be greater than 1,000 Rial. The terminal's ceiling (113) is not published: Zibal says it. */
export const ZIBAL_LIMITS: AmountLimits = { minRial: 1_001, maxRial: null };
const AMOUNT_REFUSED = new Set([105, 113]);
/** 102 merchant not found, 103 inactive, 104 invalid, 106 callbackUrl invalid: ours to fix. */
const MISCONFIGURED = new Set([102, 103, 104, 106]);

/** Payment `status` (INTEGRATIONS.md §2): 1 verified and 2 paid took the money; −1 awaits the customer; the rest failed. */
const inquiryState = (status: number): PaymentInquiry['state'] => (status === 1 || status === 2 ? 'paid' : status === -1 ? 'open' : 'failed');

/** Digits, short enough to stay exact as a JSON number. */
const TRACK_ID = /^\d{1,15}$/;

/** The bank reference and masked card of a verify or inquiry answer, when it has them. */
function receiptOf(json: Record<string, unknown>): { refId?: string; cardPan?: string } {
  const refNumber = integerField(json.refNumber) ?? (typeof json.refNumber === 'string' ? json.refNumber : null);
  return {
    ...(refNumber !== null ? { refId: String(refNumber) } : {}),
    ...(typeof json.cardNumber === 'string' ? { cardPan: json.cardNumber } : {}),
  };
}

const kindOf = (result: number): PaymentGatewayErrorCode =>
  AMOUNT_REFUSED.has(result) ? 'GATEWAY_AMOUNT_REFUSED' : MISCONFIGURED.has(result) ? 'GATEWAY_MISCONFIGURED' : 'GATEWAY_ERROR';

const gatewayError = (result: number, message: unknown, status: number) =>
  new PaymentGatewayError(kindOf(result), 'zibal', `zibal result ${result}${typeof message === 'string' ? `: ${message}` : ''}`, {
    gatewayCode: result,
    gatewayMessage: typeof message === 'string' ? message : undefined,
    httpStatus: status,
  });

export function createZibalGateway(options: ZibalOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');

  /** One POST with our merchant: the answer's `result` and body (rejects when there is no result). */
  async function call(method: 'request' | 'verify' | 'inquiry', body: Record<string, unknown>) {
    const { status, json } = await postJson('zibal', `${base}/v1/${method}`, { merchant: options.merchant, ...body }, options.timeoutMs);
    const result = integerField(json.result);
    if (result === null) throw badResponse('zibal', 'result', status);
    return { status, json, result };
  }

  /** The inquiry's answer on a trackId: its payment `status` and `amount` (null when absent). */
  async function inquiry(trackId: string) {
    const { status, json, result } = await call('inquiry', { trackId: Number(trackId) });
    if (NOT_PAID.has(result)) return { settled: 'unknown-track' as const, result };
    if (result !== PAID) throw gatewayError(result, json.message, status);
    const paymentStatus = integerField(json.status);
    if (paymentStatus === null) throw badResponse('zibal', 'an inquiry status', status);
    return { settled: 'known' as const, status: paymentStatus, amount: integerField(json.amount), receipt: receiptOf(json) };
  }

  return {
    name: 'zibal',
    limits: ZIBAL_LIMITS,

    async request({ amountRial, callbackUrl, description, mobile: typed, orderId }) {
      const mobile = typed ? normalizeMobile(typed) : null;
      const { status, json, result } = await call('request', { amount: amountRial, callbackUrl, description, orderId, ...(mobile ? { mobile } : {}) });
      if (result !== PAID) throw gatewayError(result, json.message, status);
      const trackId = integerField(json.trackId);
      if (trackId === null || trackId <= 0) throw badResponse('zibal', 'trackId', status);
      return { authority: String(trackId) };
    },

    startUrl: (authority) => `${base}/start/${encodeURIComponent(authority)}`,

    async verify({ authority, amountRial }): Promise<PaymentVerification> {
      if (!TRACK_ID.test(authority)) return { status: 'failed', code: 203, message: 'trackId invalid' };
      const { status, json, result } = await call('verify', { trackId: Number(authority) });
      const message = typeof json.message === 'string' ? json.message : undefined;
      if (NOT_PAID.has(result)) return { status: 'failed', code: result, message };
      if (result !== PAID && result !== ALREADY_VERIFIED) throw gatewayError(result, json.message, status);

      let receipt = receiptOf(json);
      let amount = integerField(json.amount);
      if (result === PAID && amount === null) throw badResponse('zibal', 'amount', status);
      if (amount === null) {
        // 201 without the amount: the inquiry says what was paid; a trackId is not proof of our amount on its own.
        const asked = await inquiry(authority);
        if (asked.settled !== 'known' || asked.status !== 1 || asked.amount === null) throw badResponse('zibal', 'a verified amount on inquiry', status);
        amount = asked.amount;
        receipt = { ...asked.receipt, ...receipt };
      }
      if (amount !== null && amount !== amountRial) {
        // Zibal verified a payment of another amount: not this order's payment. The receipt stays for the operator.
        return { status: 'failed', code: 'AMOUNT_MISMATCH', message: `paid ${amount}, expected ${amountRial}`, ...receipt };
      }
      return { status: result === PAID ? 'paid' : 'already-verified', code: result, ...receipt };
    },

    parseCallback(query) {
      const trackId = queryString(query, 'trackId');
      if (!trackId || !TRACK_ID.test(trackId)) return null;
      return { authority: trackId, ok: queryString(query, 'success') === '1' && queryString(query, 'status') === PAID_UNVERIFIED };
    },

    async inquire({ authority, amountRial }): Promise<PaymentInquiry> {
      if (!TRACK_ID.test(authority)) return { state: 'failed', detail: 203 };
      const asked = await inquiry(authority);
      if (asked.settled !== 'known') return { state: 'failed', detail: asked.result };
      const state = inquiryState(asked.status);
      // Money taken for another amount is not this order's payment (verify will say so too).
      if (state === 'paid' && asked.amount !== null && asked.amount !== amountRial) return { state: 'failed', detail: 'AMOUNT_MISMATCH' };
      return { state, detail: asked.status };
    },
  };
}
