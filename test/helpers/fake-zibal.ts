/*
 * A local Zibal that answers as the documented API does (INTEGRATIONS.md §2): POST /v1/request → {result, trackId,
 * message}; GET /start/{trackId}; POST /v1/verify {merchant, trackId} → result 100 with amount, refNumber, cardNumber…,
 * 201 when verified before, 202 not paid, 203 unknown trackId; POST /v1/inquiry → result 100 with the payment's status and
 * amount (taken to carry verify's fields); 102–106 and 113 for merchant and amount errors. It
 * remembers each payment's amount and reports it on verify, as Zibal does; `amountOnAlreadyVerified` chooses whether
 * a 201 carries it (third-party clients say it may not).
 */
import { redirect, sendJson, sendLinksPage, sendMalformed, startFakeServer, withQuery, type FakeServer } from './fake-http.ts';

export interface FakeZibalOptions {
  merchant?: string;
  amountOnAlreadyVerified?: boolean;
  /** The terminal's ceiling in Rials (113 above it). */
  maxAmount?: number;
}

/**
 * `hang` never answers; `malformed` answers broken JSON; `inactive` answers 103 (merchant inactive) to everything;
 * `lose-verify` verifies as asked and never sends the answer.
 */
export type FakeZibalMode = 'normal' | 'hang' | 'malformed' | 'inactive' | 'lose-verify';

export interface FakeZibalPayment {
  amount: number;
  merchant: string;
  callbackUrl: string;
  orderId?: string;
  description?: string;
  /** Zibal's callback status: −1 awaiting, 2 paid not verified, 1 verified, 3 cancelled. */
  status: -1 | 1 | 2 | 3;
  refNumber: number;
  /** Verify calls that found it paid (the first verified it, the rest got 201). */
  verifications: number;
}

export interface FakeZibal extends FakeServer {
  merchant: string;
  mode: FakeZibalMode;
  payments: Map<number, FakeZibalPayment>;
  /** Every call the shop made, answered or not: how hard it asks the gateway. */
  calls: { request: number; verify: number; inquiry: number };
  /** What the customer does on the payment page; answers the callback URL the gateway sends the browser to. */
  pay(trackId: number | string): string;
  cancel(trackId: number | string): string;
}

export const ZIBAL_SANDBOX_MERCHANT = 'zibal';

export async function startFakeZibal(options: FakeZibalOptions = {}): Promise<FakeZibal> {
  const merchant = options.merchant ?? ZIBAL_SANDBOX_MERCHANT;
  const payments = new Map<number, FakeZibalPayment>();
  let nextTrackId = 3_714_061_657;
  let nextRef = 62_000_417;

  const knownMerchant = (m: unknown) => m === merchant || m === ZIBAL_SANDBOX_MERCHANT;
  const result = (code: number, message: string, extra: Record<string, unknown> = {}) => ({ result: code, message, ...extra });

  function request(body: Record<string, unknown>) {
    const { amount, callbackUrl, orderId, description } = body;
    if (!knownMerchant(body.merchant)) return result(102, 'merchant یافت نشد.');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 1_000) return result(105, 'amount بایستی بزرگتر از 1,000 ریال باشد.');
    if (amount > (options.maxAmount ?? 2_000_000_000)) return result(113, 'amount مبلغ تراکنش از سقف میزان تراکنش بیشتر است.');
    if (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl)) return result(106, 'callbackUrl نامعتبر می‌باشد.');
    const trackId = nextTrackId++;
    payments.set(trackId, {
      amount,
      merchant: body.merchant as string,
      callbackUrl,
      orderId: typeof orderId === 'string' ? orderId : undefined,
      description: typeof description === 'string' ? description : undefined,
      status: -1,
      refNumber: nextRef++,
      verifications: 0,
    });
    return result(100, 'success', { trackId });
  }

  function verify(body: Record<string, unknown>) {
    if (!knownMerchant(body.merchant)) return result(102, 'merchant یافت نشد.');
    const payment = typeof body.trackId === 'number' ? payments.get(body.trackId) : undefined;
    if (!payment || payment.merchant !== body.merchant) return result(203, 'trackId نامعتبر می‌باشد.');
    if (payment.status === 1) {
      payment.verifications += 1;
      return result(201, 'قبلا تایید شده.', options.amountOnAlreadyVerified ? { amount: payment.amount, refNumber: payment.refNumber } : {});
    }
    if (payment.status !== 2) return result(202, 'سفارش پرداخت نشده یا ناموفق بوده است.');
    payment.status = 1;
    payment.verifications += 1;
    return result(100, 'success', {
      amount: payment.amount,
      status: 1,
      paidAt: new Date().toISOString(),
      cardNumber: '62741****44',
      refNumber: payment.refNumber,
      orderId: payment.orderId,
      description: payment.description,
    });
  }

  function inquiry(body: Record<string, unknown>) {
    if (!knownMerchant(body.merchant)) return result(102, 'merchant یافت نشد.');
    const payment = typeof body.trackId === 'number' ? payments.get(body.trackId) : undefined;
    if (!payment || payment.merchant !== body.merchant) return result(203, 'trackId نامعتبر می‌باشد.');
    return result(100, 'success', {
      status: payment.status,
      amount: payment.amount,
      ...(payment.status === 1 || payment.status === 2 ? { refNumber: payment.refNumber, cardNumber: '62741****44' } : {}),
    });
  }

  const server = await startFakeServer((req, res) => {
    if (fake.mode === 'hang') return;
    const start = /^\/start\/(\d+)(?:\/(pay|cancel))?$/.exec(req.path);
    if (req.method === 'GET' && start) {
      const [, trackId, action] = start;
      if (!payments.has(Number(trackId))) return sendJson(res, 404, result(203, 'trackId نامعتبر می‌باشد.'));
      if (action) return redirect(res, action === 'pay' ? fake.pay(trackId) : fake.cancel(trackId));
      return sendLinksPage(res, 'Zibal (fake)', [
        ['pay', `${req.path}/pay`],
        ['cancel', `${req.path}/cancel`],
      ]);
    }
    if (fake.mode === 'malformed') return sendMalformed(res);
    if (fake.mode === 'inactive') return sendJson(res, 200, result(103, 'merchant غیرفعال است.'));
    const body = typeof req.json === 'object' && req.json !== null ? (req.json as Record<string, unknown>) : {};
    const called = /^\/v1\/(request|verify|inquiry)$/.exec(req.path)?.[1] as keyof FakeZibal['calls'] | undefined;
    if (req.method === 'POST' && called) fake.calls[called] += 1;
    if (req.method === 'POST' && req.path === '/v1/request') return sendJson(res, 200, request(body));
    if (req.method === 'POST' && req.path === '/v1/verify') {
      const answer = verify(body);
      if (fake.mode !== 'lose-verify') sendJson(res, 200, answer);
      return;
    }
    if (req.method === 'POST' && req.path === '/v1/inquiry') return sendJson(res, 200, inquiry(body));
    sendJson(res, 404, { message: 'Not Found' });
  });

  const decide = (trackId: number | string, status: 2 | 3) => {
    const payment = payments.get(Number(trackId));
    if (!payment) throw new Error(`fake zibal: no payment ${trackId}`);
    if (payment.status === -1) payment.status = status;
    const paid = payment.status === 1 || payment.status === 2;
    return withQuery(payment.callbackUrl, {
      trackId: String(trackId),
      success: paid ? '1' : '0',
      status: String(payment.status),
      ...(payment.orderId ? { orderId: payment.orderId } : {}),
    });
  };

  const fake: FakeZibal = {
    ...server,
    merchant,
    mode: 'normal',
    payments,
    calls: { request: 0, verify: 0, inquiry: 0 },
    pay: (trackId) => decide(trackId, 2),
    cancel: (trackId) => decide(trackId, 3),
  };
  return fake;
}
