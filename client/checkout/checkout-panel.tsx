import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { ApiError } from '../api/client.ts';
import { showToast } from '../shell/toasts.ts';
import { useLocale, useLocalizedPath } from '../i18n/locale.ts';
import { formatNumber } from '../../shared/format.ts';
import type { CartActor } from '../cart/cart-runtime.ts';
import type { CheckoutActor } from './checkout-runtime.ts';
import { CHECKOUT_STEPS, hasUnavailableLine, isCheckoutStep, placementTarget } from './checkout.machine.ts';
import { BasketView } from '../cart/basket-view.tsx';
import { BasketSummary } from '../cart/basket-summary.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { AddressStep } from './address-step.tsx';
import { DiscountStep } from './discount-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { LoginFirst } from './login-first.tsx';
import { linkCartToCheckout } from './cart-link.ts';
import { RESULTS_ID } from '../search/results-id.ts';

/** The fields whose refusal a step shows beside the field (discount-step, payment-step, address-step's form). */
const SHOWN_ON_FIELD = new Set(['discountCode', 'paymentMethod', 'receiverName', 'receiverMobile', 'province', 'city', 'street', 'postalCode']);

/**
 * The basket as a checkout: the step in `?step=` (reload and Back work), the step's panel, and the server's totals.
 * The cart machine keeps the lines; each checkout answer refreshes it, and its changes reach the checkout's totals.
 */
export function CheckoutPanel({ cart, checkout }: { cart: CartActor; checkout: CheckoutActor }) {
  const { t } = useTranslation(['checkout', 'cart']);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const step = useSelector(checkout, (s) => s.context.step);
  const loaded = useSelector(checkout, (s) => !s.matches('loading'));
  const signedIn = useSelector(checkout, (s) => s.context.signedIn);
  const totals = useSelector(checkout, (s) => s.context.cart);
  const lines = useSelector(cart, (s) => s.context.cart);
  const offline = useSelector(cart, (s) => s.context.offline);
  const placed = useSelector(checkout, (s) => s.matches('placed'));

  // The URL follows the machine (a new history entry per step), and only Back/Forward move the machine: a URL the
  // machine wrote itself may arrive after the customer already went on, and must not pull them back a step.
  useEffect(() => {
    if (loaded && params.get('step') !== step) setParams({ step }, { replace: !params.get('step') });
  }, [step, loaded]); // eslint-disable-line react-hooks/exhaustive-deps -- the URL follows the step; a change of URL must not run it again (only Back/Forward move the machine)
  useEffect(() => {
    const wanted = params.get('step');
    if (loaded && navigationType === 'POP' && isCheckoutStep(wanted) && wanted !== step) checkout.send({ type: 'checkout.goto', step: wanted });
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new address moves the machine; the step and the navigation's type are read as of that change

  useEffect(() => {
    const unlink = linkCartToCheckout(cart, checkout);
    const failed = checkout.on('checkout.failed', ({ error }) => {
      // Without a network the basket already says it is offline (BasketView); a "something went wrong" would not help.
      if (!(error instanceof ApiError) && !navigator.onLine) return;
      const messages = error instanceof ApiError ? error.messages : [];
      // A refusal the step shows on its field is said there once: a toast beside it would outlive it, standing next
      // to the success that follows (a discount code refused, then another one applied).
      if (messages.length && messages.every((m) => m.item2 && SHOWN_ON_FIELD.has(m.item2))) return;
      showToast({ kind: 'error', title: messages[0]?.item1 ?? t('cart:addFailed') });
    });
    const placed = checkout.on('checkout.placed', ({ placement }) => {
      cart.send({ type: 'cart.refresh' });
      const target = placementTarget(placement);
      if (target.external) window.location.assign(target.to);
      else navigate(localized(target.to));
    });
    return () => {
      unlink();
      [failed, placed].forEach((s) => s.unsubscribe());
    };
  }, [cart, checkout, navigate, localized, t]);

  // Without a network only the saved copy of the lines is shown: the checkout's steps need the server. A placed order
  // emptied the cart, but the payment step stays, saying "placing…", until the order's page (or the gateway) is there:
  // "your cart is empty" in between would be false, and move the page.
  if ((!lines?.cartItems.length && !placed) || offline) return <BasketView actor={cart} />;
  // A line that cannot be bought stops the checkout here (the machine agrees), not at the last step's refusal.
  const blocked = hasUnavailableLine(lines);
  const index = CHECKOUT_STEPS.indexOf(step);
  const position = { n: formatNumber(index + 1, locale), total: formatNumber(CHECKOUT_STEPS.length, locale) };
  return (
    <div className="checkout">
      {/* Where a step change lands (ScrollManager): focus, and "step 2 of 5: delivery" read out. */}
      <h2 id={RESULTS_ID} tabIndex={-1} className="visually-hidden">
        {t('checkout:stepNamed', { ...position, name: t(`checkout:steps.${step}`) })}
      </h2>
      <ol className="checkout__steps" aria-label={t('checkout:stepOf', position)}>
        {CHECKOUT_STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={i < index ? 'is-done' : undefined}>
            {i < index ? (
              <button type="button" onClick={() => checkout.send({ type: 'checkout.goto', step: s })}>
                {t(`checkout:steps.${s}`)}
              </button>
            ) : (
              t(`checkout:steps.${s}`)
            )}
          </li>
        ))}
      </ol>
      {step === 'lines' ? (
        <>
          <BasketView actor={cart} />
          {blocked && (
            <p id="checkout-blocked" className="notice notice--error checkout__blocked">
              {t('cart:basket.blocked')}
            </p>
          )}
          {/* Until the checkout has loaded, a tap on Next would be lost: the button says so by being disabled. */}
          <button
            type="button"
            className="button button--primary checkout__next"
            disabled={!loaded || blocked}
            aria-describedby={blocked ? 'checkout-blocked' : undefined}
            onClick={() => checkout.send({ type: 'checkout.next' })}
          >
            {t('checkout:next')}
          </button>
        </>
      ) : (
        <div className="basket">
          <div>
            {step === 'delivery' && <DeliveryStep actor={checkout} />}
            {step === 'address' && (signedIn ? <AddressStep actor={checkout} /> : <LoginFirst step="address" />)}
            {step === 'discount' && (signedIn ? <DiscountStep actor={checkout} /> : <LoginFirst step="discount" />)}
            {step === 'payment' && <PaymentStep actor={checkout} />}
            <button type="button" className="button checkout__back" onClick={() => checkout.send({ type: 'checkout.back' })}>
              {t('checkout:back')}
            </button>
          </div>
          {totals && <BasketSummary cart={totals} />}
        </div>
      )}
    </div>
  );
}
