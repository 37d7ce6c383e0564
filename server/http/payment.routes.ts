import express, { Router, type RequestHandler, type Response } from 'express';
import type { Services } from '../services/index.ts';
import { formatNumber } from '../../shared/format.ts';
import { rialToToman } from '../../shared/money.ts';
import { orderPath } from '../../shared/routes.ts';
import { localizePath } from '../../shared/locale.ts';
import type { Locale } from '../../shared/locale.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'fa');

/** Where the customer lands after a gateway: their order page, told how the payment went. */
export const orderPagePath = (orderId: number, locale: string, result?: string) =>
  `${localizePath(orderPath(orderId), localeOf(locale))}${result ? `?payment=${result}` : ''}`;

const TEXT = {
  fa: {
    title: 'درگاه پرداخت آزمایشی',
    order: 'سفارش',
    amount: 'مبلغ',
    toman: 'تومان',
    pay: 'پرداخت',
    cancel: 'انصراف',
    note: 'این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود.',
  },
  en: {
    title: 'Test payment gateway',
    order: 'Order',
    amount: 'Amount',
    toman: 'Toman',
    pay: 'Pay',
    cancel: 'Cancel',
    note: 'This is a test gateway; no money moves.',
  },
};

function testPage(res: Response, p: { authority: string; amountRial: number; orderId: string; locale: Locale; state: string }) {
  const t = TEXT[p.locale];
  const action = `/payment/test/${encodeURIComponent(p.authority)}`;
  const nonce = String(res.locals.nonce ?? '');
  const done = p.state !== 'pending';
  res.status(200).set('Cache-Control', 'no-store').type('html')
    .send(`<!doctype html><html lang="${p.locale}" dir="${p.locale === 'fa' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title>
<style nonce="${escape(nonce)}">body{font-family:system-ui,sans-serif;max-inline-size:28rem;margin:3rem auto;padding-inline:1rem;color:#222}
.box{border:1px solid #ddd;border-radius:.75rem;padding:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dd{margin:0;font-weight:700}.actions{display:flex;gap:.75rem;margin-block-start:1.5rem}button{flex:1;padding:.75rem;border-radius:.5rem;border:0;font:inherit;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.cancel{background:#eee}small{color:#666}</style></head>
<body><main class="box"><h1>${t.title}</h1><dl><dt>${t.order}</dt><dd><bdi>${escape(formatNumber(Number(p.orderId), p.locale))}</bdi></dd>
<dt>${t.amount}</dt><dd><bdi data-amount-rial="${p.amountRial}">${escape(formatNumber(rialToToman(p.amountRial), p.locale))} ${t.toman}</bdi></dd></dl>
<div class="actions"><form method="post" action="${action}"><input type="hidden" name="outcome" value="paid"><button class="pay" name="pay"${done ? ' disabled' : ''}>${t.pay}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="cancelled"><button class="cancel" name="cancel"${done ? ' disabled' : ''}>${t.cancel}</button></form></div>
<p><small>${t.note}</small></p></main></body></html>`);
}

/**
 * The payment pages outside the API: the test gateway's page (PAYMENT_TEST_BASE, spec §4), whose buttons are real form
 * POSTs that return to the callback as a real gateway would; and `/payment/callback/{gateway}`, where a gateway sends
 * the customer back. A callback that is not one of ours falls through to the site's 404 page.
 */
export function paymentRoutes({ payments }: Services): Router {
  const router = Router();

  router.get('/payment/test/:authority', async (req, res, next) => {
    const payment = await payments.testPayment(req.params.authority);
    if (!payment) return next();
    testPage(res, {
      authority: payment.authority,
      amountRial: payment.amountRial,
      orderId: payment.orderId,
      locale: localeOf(payment.locale),
      state: payment.state,
    });
  });

  // The body is read only for a payment that exists: a form posted to any other address goes on unread to the pages,
  // which answer it with the 404 page (read here first, it left them nothing but an error).
  const knownPayment: RequestHandler = async (req, _res, next) => next((await payments.testPayment(String(req.params.authority))) ? undefined : 'route');
  router.post('/payment/test/:authority', knownPayment, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res, next) => {
    const outcome = req.body?.outcome === 'paid' ? 'paid' : 'cancelled';
    const back = await payments.testComplete(String(req.params.authority), outcome);
    if (!back) return next();
    res.redirect(303, back);
  });

  router.get('/payment/callback/:gateway', async (req, res, next) => {
    const outcome = await payments.callback(req.params.gateway, req.query as Record<string, unknown>, { ip: req.ctx.visitor.ip });
    if (!outcome) return next();
    res.set('Cache-Control', 'no-store').redirect(303, orderPagePath(outcome.orderId, outcome.locale, outcome.result));
  });

  return router;
}
