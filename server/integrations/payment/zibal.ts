import { normalizeMobile } from '../../../shared/validation.ts';
import { integerField } from '../http-post.ts';
import { badResponse, postJson } from './gateway-call.ts';
import { PaymentGatewayError, queryString, type PaymentGateway, type PaymentVerification } from './payment-gateway.ts';

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
 * it reports with ours. After 201 (already verified) the reply may lack `amount`; the trackId is then trusted because
 * Zibal bound it to our amount when we requested it.
 */
const PAID = 100;
const ALREADY_VERIFIED = 201;
/** 202: not paid or payment failed; 203: trackId invalid. Settled answers: the payment is not paid. */
const NOT_PAID = new Set([202, 203]);
/** Callback `status` 2 = paid, not yet verified: the only state worth verifying. */
const PAID_UNVERIFIED = '2';

/** Digits, short enough to stay exact as a JSON number. */
const TRACK_ID = /^\d{1,15}$/;

const gatewayError = (result: number, message: unknown, status: number) =>
  new PaymentGatewayError('GATEWAY_ERROR', 'zibal', `zibal result ${result}${typeof message === 'string' ? `: ${message}` : ''}`, {
    gatewayCode: result,
    gatewayMessage: typeof message === 'string' ? message : undefined,
    httpStatus: status,
  });

export function createZibalGateway(options: ZibalOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');

  return {
    name: 'zibal',

    async request({ amountRial, callbackUrl, description, mobile: typed, orderId }) {
      const mobile = typed ? normalizeMobile(typed) : null;
      const { status, json } = await postJson(
        'zibal',
        `${base}/v1/request`,
        { merchant: options.merchant, amount: amountRial, callbackUrl, description, orderId, ...(mobile ? { mobile } : {}) },
        options.timeoutMs,
      );
      const result = integerField(json.result);
      if (result === null) throw badResponse('zibal', 'result', status);
      if (result !== PAID) throw gatewayError(result, json.message, status);
      const trackId = integerField(json.trackId);
      if (trackId === null || trackId <= 0) throw badResponse('zibal', 'trackId', status);
      return { authority: String(trackId) };
    },

    startUrl: (authority) => `${base}/start/${encodeURIComponent(authority)}`,

    async verify({ authority, amountRial }): Promise<PaymentVerification> {
      if (!TRACK_ID.test(authority)) return { status: 'failed', code: 203, message: 'trackId invalid' };
      const { status, json } = await postJson('zibal', `${base}/v1/verify`, { merchant: options.merchant, trackId: Number(authority) }, options.timeoutMs);
      const result = integerField(json.result);
      if (result === null) throw badResponse('zibal', 'result', status);
      const message = typeof json.message === 'string' ? json.message : undefined;
      if (NOT_PAID.has(result)) return { status: 'failed', code: result, message };
      if (result !== PAID && result !== ALREADY_VERIFIED) throw gatewayError(result, json.message, status);

      const refNumber = integerField(json.refNumber) ?? (typeof json.refNumber === 'string' ? json.refNumber : null);
      const receipt = {
        ...(refNumber !== null ? { refId: String(refNumber) } : {}),
        ...(typeof json.cardNumber === 'string' ? { cardPan: json.cardNumber } : {}),
      };
      const amount = integerField(json.amount);
      if (result === PAID && amount === null) throw badResponse('zibal', 'amount', status);
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
  };
}
