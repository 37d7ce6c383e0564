/*
 * One interface for every online-payment gateway. The flow it serves: `request` registers a payment and gets the
 * gateway's reference (its "authority"); the customer's browser goes to `startUrl(authority)`; the gateway sends the
 * browser back to our callback, whose query `parseCallback` reads; `verify` then asks the gateway, with the amount from
 * our database, whether that payment really happened. Only verify's answer may mark a payment paid.
 */

export type PaymentProvider = 'test' | 'zarinpal' | 'zibal';

export interface PaymentRequest {
  /** Integer Rials, the order's payable as our database has it. */
  amountRial: number;
  /** Where the gateway sends the customer back; absolute http(s) for real gateways. */
  callbackUrl: string;
  description: string;
  /** `09xxxxxxxxx`; gateways use it to offer the customer's saved cards. */
  mobile?: string;
  orderId: string;
}

export interface PaymentVerification {
  /**
   * `paid`: verified now, fulfil the order. `already-verified`: the gateway had verified it before (Zarinpal 101, Zibal
   * 201) — paid, but our side may have acted already. `failed`: the gateway says this payment is not (or not for this
   * amount) paid; `code`/`message` say why.
   */
  status: 'paid' | 'already-verified' | 'failed';
  /** The bank reference the customer sees on the receipt. */
  refId?: string;
  /** Masked card number, e.g. 502229******5995. */
  cardPan?: string;
  /** The gateway's code (Zarinpal −50, Zibal 202…), or ours for what we checked ourselves ('AMOUNT_MISMATCH'…). */
  code?: number | string;
  message?: string;
}

export interface CallbackResult {
  authority: string;
  /** What the gateway's redirect claims. Never trust it alone: `ok` only says whether verify is worth calling. */
  ok: boolean;
}

/**
 * What the gateway says of a payment when asked (its inquiry), without verifying it: `paid` the money was taken
 * (verified or not), `open` the customer may still pay, `failed` it will never be paid (cancelled, refused, unknown).
 */
export interface PaymentInquiry {
  state: 'paid' | 'open' | 'failed';
  /** The gateway's own word for it (Zarinpal IN_BANK, Zibal status 2…), for the log. */
  detail?: string | number;
}

/** The amounts a gateway takes, in Rials; null: no ceiling known (the gateway's refusal then says so). */
export interface AmountLimits {
  minRial: number;
  maxRial: number | null;
}

export const isWithinLimits = (limits: AmountLimits, amountRial: number) =>
  amountRial >= limits.minRial && (limits.maxRial === null || amountRial <= limits.maxRial);

export interface PaymentGateway {
  readonly name: PaymentProvider;
  /** What this gateway accepts: checked before a customer is sent to pay (the only place each gateway's are written). */
  readonly limits: AmountLimits;
  /** Registers the payment; rejects with a PaymentGatewayError. */
  request(input: PaymentRequest): Promise<{ authority: string }>;
  /** Where the customer's browser goes to pay. */
  startUrl(authority: string): string;
  /**
   * Asks the gateway about the payment. Rejects with a PaymentGatewayError when the answer is unknown (timeout, no
   * connection, a malformed answer, an error about our account): the payment must then stay pending, not failed.
   */
  verify(input: { authority: string; amountRial: number }): Promise<PaymentVerification>;
  /** The authority and claimed outcome of a callback query, or null when the query is not this gateway's callback. */
  parseCallback(query: Record<string, unknown>): CallbackResult | null;
  /**
   * Asks the gateway where a payment stands, without verifying it (a late or lost answer is found this way). Rejects
   * with a PaymentGatewayError when the answer is unknown.
   */
  inquire(input: { authority: string; amountRial: number }): Promise<PaymentInquiry>;
  /** Payments the gateway took and nobody verified (Zarinpal's unVerified list), when the gateway has such a list. */
  unverified?(): Promise<string[]>;
}

export type PaymentGatewayErrorCode =
  /** No complete answer within the deadline; the gateway may have acted. */
  | 'GATEWAY_TIMEOUT'
  /** No connection (refused, reset, DNS). */
  | 'GATEWAY_UNREACHABLE'
  /** The gateway answered with one of its error codes (kept in gatewayCode). */
  | 'GATEWAY_ERROR'
  /** The gateway refuses this amount (below its minimum, over its ceiling): asking again will not help. */
  | 'GATEWAY_AMOUNT_REFUSED'
  /** The gateway refuses our account or setup (merchant wrong or inactive, callback domain): the operator must act. */
  | 'GATEWAY_MISCONFIGURED'
  /** An answer that is not the documented one (not JSON, fields missing). */
  | 'GATEWAY_BAD_RESPONSE';

export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
  constructor(
    readonly code: PaymentGatewayErrorCode,
    readonly gateway: PaymentProvider,
    message: string,
    readonly details: { gatewayCode?: number; gatewayMessage?: string; httpStatus?: number } = {},
  ) {
    super(message);
  }
}

/** A query parameter as one string (Express gives arrays for repeated keys; those are not a gateway's callback). */
export const queryString = (query: Record<string, unknown>, key: string): string | null => (typeof query[key] === 'string' ? (query[key] as string) : null);
