import { normalizeMobile } from '../../../shared/validation.ts';
import { integerField, objectField } from '../http-post.ts';
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

export const ZARINPAL_LIVE_URL = 'https://payment.zarinpal.com';
export const ZARINPAL_SANDBOX_URL = 'https://sandbox.zarinpal.com';

export interface ZarinpalOptions {
  /** The terminal's 36-character UUID (any UUID in the sandbox). */
  merchantId: string;
  /** ZARINPAL_LIVE_URL, ZARINPAL_SANDBOX_URL, or a local fake. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * Verify answers that settle a payment as not paid, rather than leaving it unknown: −50 amount differs from the paid
 * one, −51 payment failed or not made, −53 authority of another merchant, −54 invalid authority, −55 not found.
 * Every other error (−9 validation, −10/−11 terminal, −12 too many attempts, −52 unexpected…) is about us or the
 * gateway, so verify rejects and the payment stays pending.
 */
const NOT_PAID = new Set([-50, -51, -53, -54, -55]);

/** At least 10,000 Rial (the SDK docs); at most 100,000,000 Toman (error −41). */
export const ZARINPAL_LIMITS: AmountLimits = { minRial: 10_000, maxRial: 1_000_000_000 };

/** −41: over the ceiling. The amount, not the gateway's health: a retry is refused the same way. */
const AMOUNT_REFUSED = new Set([-41]);
/** −10 wrong merchant or IP, −11 inactive, −14 callback domain, −15 suspended, −16/−17 merchant level: ours to fix. */
const MISCONFIGURED = new Set([-10, -11, -14, -15, -16, -17]);

/** Inquiry statuses (INTEGRATIONS.md §1): VERIFIED and PAID took the money; IN_BANK is under way. */
const INQUIRY: Record<string, PaymentInquiry['state']> = { VERIFIED: 'paid', PAID: 'paid', IN_BANK: 'open', FAILED: 'failed', REVERSED: 'failed' };

/** What we need of an authority: letters and digits only, as it goes into a URL path. Zarinpal's are 36 long. */
const AUTHORITY = /^[A-Za-z0-9]{8,64}$/;

type Answer = { kind: 'data'; data: Record<string, unknown> } | { kind: 'error'; code: number; message?: string };

/*
 * Zarinpal v4 (INTEGRATIONS.md §1): success is `{data: {code, …}, errors: []}`; an error is `{data: [], errors: {code,
 * message, validations}}`. The official SDK treats non-empty `errors` or empty `data` as an error; so do we. Which
 * HTTP status errors come with is unconfirmed, so the body decides.
 */
function read(status: number, json: Record<string, unknown>): Answer {
  const errors = Array.isArray(json.errors) ? objectField(json.errors[0]) : objectField(json.errors);
  if (errors && Object.keys(errors).length) {
    const code = integerField(errors.code);
    if (code === null) throw badResponse('zarinpal', 'an error code', status);
    return { kind: 'error', code, message: typeof errors.message === 'string' ? errors.message : undefined };
  }
  const data = objectField(json.data);
  if (!data || !Object.keys(data).length) throw badResponse('zarinpal', 'data or errors', status);
  return { kind: 'data', data };
}

const kindOf = (code: number): PaymentGatewayErrorCode =>
  AMOUNT_REFUSED.has(code) ? 'GATEWAY_AMOUNT_REFUSED' : MISCONFIGURED.has(code) ? 'GATEWAY_MISCONFIGURED' : 'GATEWAY_ERROR';

const gatewayError = (answer: { code: number; message?: string }, status: number) =>
  new PaymentGatewayError(kindOf(answer.code), 'zarinpal', `zarinpal error ${answer.code}${answer.message ? `: ${answer.message}` : ''}`, {
    gatewayCode: answer.code,
    gatewayMessage: answer.message,
    httpStatus: status,
  });

export function createZarinpalGateway(options: ZarinpalOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');

  const call = async (method: string, body: Record<string, unknown>) => {
    const { status, json } = await postJson(
      'zarinpal',
      `${base}/pg/v4/payment/${method}.json`,
      { merchant_id: options.merchantId, ...body },
      options.timeoutMs,
    );
    return { status, answer: read(status, json) };
  };

  return {
    name: 'zarinpal',
    limits: ZARINPAL_LIMITS,

    async request({ amountRial, callbackUrl, description, mobile: typed, orderId }) {
      // Zarinpal refuses a mobile not in the 09xxxxxxxxx form; a doubtful one is better left out than fail the payment.
      const mobile = typed ? normalizeMobile(typed) : null;
      const { status, answer } = await call('request', {
        amount: amountRial,
        currency: 'IRR',
        description,
        callback_url: callbackUrl,
        metadata: { order_id: orderId, ...(mobile ? { mobile } : {}) },
      });
      if (answer.kind === 'error') throw gatewayError(answer, status);
      const code = integerField(answer.data.code);
      if (code !== null && code !== 100) throw gatewayError({ code, message: String(answer.data.message ?? '') }, status);
      const authority = answer.data.authority;
      if (code !== 100 || typeof authority !== 'string' || !AUTHORITY.test(authority)) {
        throw badResponse('zarinpal', 'code 100 and an authority', status);
      }
      return { authority };
    },

    startUrl: (authority) => `${base}/pg/StartPay/${encodeURIComponent(authority)}`,

    async verify({ authority, amountRial }): Promise<PaymentVerification> {
      const { status, answer } = await call('verify', { amount: amountRial, authority });
      if (answer.kind === 'error') {
        if (NOT_PAID.has(answer.code)) return { status: 'failed', code: answer.code, message: answer.message };
        throw gatewayError(answer, status);
      }
      const code = integerField(answer.data.code);
      const refId = integerField(answer.data.ref_id) ?? (typeof answer.data.ref_id === 'string' ? answer.data.ref_id : null);
      const cardPan = typeof answer.data.card_pan === 'string' ? answer.data.card_pan : undefined;
      if (code === 100 || code === 101) {
        // A verified payment without its bank reference is not an answer we can show a customer or an operator.
        if (refId === null && code === 100) throw badResponse('zarinpal', 'ref_id', status);
        return {
          status: code === 100 ? 'paid' : 'already-verified',
          code,
          ...(refId !== null ? { refId: String(refId) } : {}),
          ...(cardPan ? { cardPan } : {}),
        };
      }
      if (code !== null && NOT_PAID.has(code)) return { status: 'failed', code, message: String(answer.data.message ?? '') };
      throw badResponse('zarinpal', 'code 100 or 101', status);
    },

    parseCallback(query) {
      const authority = queryString(query, 'Authority');
      if (!authority || !AUTHORITY.test(authority)) return null;
      return { authority, ok: queryString(query, 'Status') === 'OK' };
    },

    async inquire({ authority }): Promise<PaymentInquiry> {
      if (!AUTHORITY.test(authority)) return { state: 'failed', detail: -54 };
      const { status, answer } = await call('inquiry', { authority });
      if (answer.kind === 'error') {
        // Not ours or not known to Zarinpal: it can never be paid to us.
        if ([-53, -54, -55].includes(answer.code)) return { state: 'failed', detail: answer.code };
        throw gatewayError(answer, status);
      }
      const state = typeof answer.data.status === 'string' ? INQUIRY[answer.data.status] : undefined;
      if (!state) throw badResponse('zarinpal', 'an inquiry status', status);
      return { state, detail: answer.data.status as string };
    },

    async unverified(): Promise<string[]> {
      const { status, answer } = await call('unVerified', {});
      if (answer.kind === 'error') throw gatewayError(answer, status);
      const list = answer.data.authorities;
      if (!Array.isArray(list)) throw badResponse('zarinpal', 'authorities', status);
      return list.map((a) => objectField(a)?.authority).filter((a): a is string => typeof a === 'string' && AUTHORITY.test(a));
    },
  };
}
