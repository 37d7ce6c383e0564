/*
 * A local Zarinpal v4 that answers as the documented API does (INTEGRATIONS.md §1): request.json, StartPay/{authority},
 * verify.json, inquiry.json, unVerified.json; success `{data: {code: 100, …}, errors: []}`, errors `{data: [], errors: {code, message, validations}}`.
 * It remembers each payment's amount, so a verify with another amount gets −50 as from the real one. Which HTTP status
 * real errors carry is unconfirmed: `errorHttpStatus` picks it (the adapter must read the body either way).
 */
import { randomBytes } from 'node:crypto';
import { redirect, sendJson, sendLinksPage, sendMalformed, startFakeServer, withQuery, type FakeServer } from './fake-http.ts';

export interface FakeZarinpalOptions {
  merchantId?: string;
  /** Sandbox authorities start with S, live ones with A. */
  sandbox?: boolean;
  errorHttpStatus?: number;
}

/**
 * `hang` never answers; `malformed` answers broken JSON; `inactive` answers −11 (terminal not active) to everything;
 * `lose-verify` verifies as asked and never sends the answer (a verify whose answer was lost on the way back).
 */
export type FakeZarinpalMode = 'normal' | 'hang' | 'malformed' | 'inactive' | 'lose-verify';

export interface FakeZarinpalPayment {
  amount: number;
  merchantId: string;
  callbackUrl: string;
  state: 'pending' | 'paid' | 'failed';
  verifications: number;
  refId: number;
}

export interface FakeZarinpal extends FakeServer {
  merchantId: string;
  mode: FakeZarinpalMode;
  payments: Map<string, FakeZarinpalPayment>;
  /** Every call the shop made, answered or not: how hard it asks the gateway. */
  calls: { request: number; verify: number; inquiry: number };
  /** What the customer does on the payment page; answers the callback URL the gateway sends the browser to. */
  pay(authority: string): string;
  cancel(authority: string): string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function startFakeZarinpal(options: FakeZarinpalOptions = {}): Promise<FakeZarinpal> {
  const merchantId = options.merchantId ?? '1344b5d4-0048-11e8-94db-005056a205be';
  const payments = new Map<string, FakeZarinpalPayment>();
  let nextRef = 201_000_123;

  const error = (code: number, message: string) => ({
    status: options.errorHttpStatus ?? 400,
    body: { data: [], errors: { code, message, validations: [] } },
  });
  const ok = (data: Record<string, unknown>) => ({ status: 200, body: { data: { message: 'Success', ...data }, errors: [] } });

  function request(body: Record<string, unknown>) {
    const { merchant_id, amount, description, callback_url, currency } = body;
    if (typeof merchant_id !== 'string' || !UUID.test(merchant_id)) return error(-9, 'The merchant id must be a uuid.');
    if (!options.sandbox && merchant_id !== merchantId) return error(-10, 'Terminal is not valid, please check merchant_id or ip address.');
    if (typeof callback_url !== 'string' || !/^https?:\/\//.test(callback_url)) return error(-9, 'The callback url must be a url.');
    if (typeof description !== 'string' || !description || description.length > 500) return error(-9, 'The description is invalid.');
    if (currency !== undefined && currency !== 'IRR' && currency !== 'IRT') return error(-9, 'The currency is invalid.');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 10_000) return error(-9, 'The amount must be at least 1000.');
    if (amount > 1_000_000_000) return error(-41, 'Maximum amount is 100,000,000 tomans.');
    const letters = [...randomBytes(35)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
    const authority = (options.sandbox ? 'S' : 'A') + letters;
    payments.set(authority, { amount, merchantId: merchant_id, callbackUrl: callback_url, state: 'pending', verifications: 0, refId: nextRef++ });
    return ok({ code: 100, authority, fee_type: 'Merchant', fee: Math.ceil(amount / 100) });
  }

  function verify(body: Record<string, unknown>) {
    const { merchant_id, amount, authority } = body;
    if (typeof merchant_id !== 'string' || !UUID.test(merchant_id)) return error(-9, 'The merchant id must be a uuid.');
    if (typeof amount !== 'number' || typeof authority !== 'string') return error(-9, 'The input params invalid, validation error.');
    const payment = payments.get(authority);
    if (!payment) return error(-54, 'Invalid authority.');
    if (payment.merchantId !== merchant_id) return error(-53, 'Session is not this merchant_id session.');
    if (payment.state !== 'paid') return error(-51, 'Session is not valid, session is not active paid try.');
    if (payment.amount !== amount) return error(-50, 'Session is not valid, amounts values is not the same.');
    payment.verifications += 1;
    return ok({
      code: payment.verifications === 1 ? 100 : 101,
      ...(payment.verifications > 1 ? { message: 'Verified' } : {}),
      card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69',
      card_pan: '502229******5995',
      ref_id: payment.refId,
      fee_type: 'Merchant',
      fee: Math.ceil(payment.amount / 100),
    });
  }

  /** Inquiry (INTEGRATIONS.md §1): VERIFIED, PAID (not verified), IN_BANK, FAILED. */
  function inquiry(body: Record<string, unknown>) {
    const payment = typeof body.authority === 'string' ? payments.get(body.authority) : undefined;
    if (!payment) return error(-54, 'Invalid authority.');
    if (payment.merchantId !== body.merchant_id) return error(-53, 'Session is not this merchant_id session.');
    const status = payment.state === 'failed' ? 'FAILED' : payment.state === 'pending' ? 'IN_BANK' : payment.verifications ? 'VERIFIED' : 'PAID';
    return ok({ code: 100, status });
  }

  /** unVerified: the payments taken and never verified, at most the last 100. */
  function unVerified(body: Record<string, unknown>) {
    if (body.merchant_id !== merchantId) return error(-10, 'Terminal is not valid, please check merchant_id or ip address.');
    const authorities = [...payments]
      .filter(([, p]) => p.state === 'paid' && p.verifications === 0)
      .slice(-100)
      .map(([authority, p]) => ({ authority, amount: p.amount, callback_url: p.callbackUrl, referer: '', date: new Date().toISOString() }));
    return ok({ code: 100, authorities });
  }

  const server = await startFakeServer((req, res) => {
    if (fake.mode === 'hang') return;
    const start = /^\/pg\/StartPay\/([A-Za-z0-9]+)(?:\/(pay|cancel))?$/.exec(req.path);
    if (req.method === 'GET' && start) {
      const [, authority, action] = start;
      if (!payments.has(authority)) return sendJson(res, 404, { errors: { code: -54, message: 'Invalid authority.' } });
      if (action) return redirect(res, action === 'pay' ? fake.pay(authority) : fake.cancel(authority));
      return sendLinksPage(res, 'Zarinpal (fake)', [
        ['pay', `${req.path}/pay`],
        ['cancel', `${req.path}/cancel`],
      ]);
    }
    if (fake.mode === 'malformed') return sendMalformed(res);
    if (fake.mode === 'inactive') return sendJson(res, options.errorHttpStatus ?? 400, error(-11, 'Terminal is not active.').body);
    if (req.method !== 'POST' || typeof req.json !== 'object' || req.json === null) return sendJson(res, 400, error(-9, 'Validation error.').body);
    const body = req.json as Record<string, unknown>;
    const handler = (
      {
        '/pg/v4/payment/request.json': request,
        '/pg/v4/payment/verify.json': verify,
        '/pg/v4/payment/inquiry.json': inquiry,
        '/pg/v4/payment/unVerified.json': unVerified,
      } as Record<string, (b: Record<string, unknown>) => { status: number; body: unknown }>
    )[req.path];
    if (!handler) return sendJson(res, 404, { message: 'Not Found' });
    const called = /^\/pg\/v4\/payment\/(request|verify|inquiry)\.json$/.exec(req.path)?.[1] as keyof FakeZarinpal['calls'] | undefined;
    if (called) fake.calls[called] += 1;
    const answer = handler(body);
    if (fake.mode === 'lose-verify' && req.path === '/pg/v4/payment/verify.json') return;
    sendJson(res, answer.status, answer.body);
  });

  const decide = (authority: string, state: 'paid' | 'failed') => {
    const payment = payments.get(authority);
    if (!payment) throw new Error(`fake zarinpal: no payment ${authority}`);
    if (payment.state === 'pending') payment.state = state;
    return withQuery(payment.callbackUrl, { Authority: authority, Status: payment.state === 'paid' ? 'OK' : 'NOK' });
  };

  const fake: FakeZarinpal = {
    ...server,
    merchantId,
    mode: 'normal',
    payments,
    calls: { request: 0, verify: 0, inquiry: 0 },
    pay: (authority) => decide(authority, 'paid'),
    cancel: (authority) => decide(authority, 'failed'),
  };
  return fake;
}
