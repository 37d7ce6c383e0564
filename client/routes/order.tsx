import { Form, redirectDocument, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { orderContracts, type OrderDetail } from '../../shared/contracts/checkout.ts';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { formatDate, formatTime } from '../../shared/format-date.ts';
import { rialToToman } from '../../shared/money.ts';
import { loaderApi, ApiError } from '../api/client.ts';
import { readForm } from '../api/form-data.ts';
import { ownOrNotFound } from '../api/own-data.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { OrderLines } from '../checkout/order-lines.tsx';
import { OrderTimeline } from '../checkout/order-timeline.tsx';
import { ChequeForm } from '../checkout/cheque-form.tsx';
import { PickupPlace } from '../checkout/pickup-place.tsx';
import { Instalments } from '../checkout/instalments.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { invoicePath } from '../../shared/routes.ts';

/** The order, its owner's only (anyone else gets the 404 page); `?payment=` is how the gateway visit just went. */
export async function loader(args: LoaderFunctionArgs) {
  const order = await ownOrNotFound(loaderApi(args).call(orderContracts.order, { id: Number(args.params.productOrderId) }), args.request);
  return { order, payment: new URL(args.request.url).searchParams.get('payment') };
}

/** "Pay" asks for a new payment attempt and leaves for the gateway; "cheque" sends the cheque's details. */
export async function action(args: ActionFunctionArgs) {
  const api = loaderApi(args);
  const id = Number(args.params.productOrderId);
  const form = await readForm(args.request);
  try {
    if (form.get('intent') === 'pay') {
      const reserve = await ownOrNotFound(api.call(orderContracts.reserve, { id }), args.request);
      return reserve.paymentUrl ? redirectDocument(reserve.paymentUrl) : { errors: [] };
    }
    const instalmentId = form.get('instalmentId') ? Number(form.get('instalmentId')) : undefined;
    await api.call(orderContracts.cheque, { id, instalmentId, sayadId: String(form.get('sayadId') ?? ''), dueDate: String(form.get('dueDate') ?? '') });
    return { errors: [], chequeSent: true };
  } catch (err) {
    // A quote's cheque: the errors are marked with the form they came from (the page has one per cheque).
    const instalmentId = form.get('instalmentId') ? Number(form.get('instalmentId')) : undefined;
    if (err instanceof ApiError && err.status < 500) return { errors: err.messages.map((m) => ({ ...m, instalmentId })) };
    throw err;
  }
}

function PaymentNotice({ order, payment }: { order: OrderDetail; payment: string | null }) {
  const { t } = useTranslation('checkout');
  if (order.paymentState === 'paid')
    return (
      <p className="notice notice--success" role="status">
        {t('order.paymentPaid')}
      </p>
    );
  if (order.paymentState === 'refunded')
    return (
      <p className="notice" role="status">
        {t('order.paymentRefunded')}
      </p>
    );
  if (order.paymentState === 'refund-due')
    return (
      <p className="notice notice--error" role="status">
        {t('order.paymentRefundDue')}
      </p>
    );
  if (order.paymentState !== 'pending') return null;
  if (payment === 'pending')
    return (
      <p className="notice" role="status">
        {t('order.paymentPending')}
      </p>
    );
  if (payment === 'failed')
    return (
      <p className="notice notice--error" role="alert">
        {t('order.paymentFailed')}
      </p>
    );
  return null;
}

export function Component() {
  const { order, payment } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation(['checkout', 'content', 'common']);
  const locale = useLocale();
  const title = t('checkout:order.title', { id: formatNumber(order.productOrderId, locale) });
  const payable = order.paymentState === 'pending';
  return (
    <main className="container order-page">
      <PageMeta title={title} description={t('content:screens.order.description')} />
      <PageTitle title={title} crumbs={[{ label: t('checkout:profile.title'), to: '/profile/' }, { label: title }]} />
      <header className="order-page__head">
        <p>{t('checkout:order.placedAt', { date: formatDate(order.createdAt, locale) })}</p>
        <p>
          {t('checkout:order.status')}:{' '}
          <strong className={`order-status order-status--${order.status}`} data-status={order.status}>
            {t(`checkout:status.${order.status}`)}
          </strong>
        </p>
        {order.refId && (
          <p>
            {t('checkout:order.refId')}: <bdi>{order.refId}</bdi>
          </p>
        )}
        {/* Given when the order shipped: Latin letters and digits inside Persian text, so isolated. */}
        {order.trackingCode && (
          <p className="order-page__tracking">
            {t('checkout:order.trackingCode')}: <bdi dir="ltr">{order.trackingCode}</bdi>{' '}
            <CopyButton text={order.trackingCode} label={t('common:copy.trackingCode')} />
          </p>
        )}
        <div className="order-page__actions">
          {/* Latin digits: what a support form or a bank's reference field accepts. */}
          <CopyButton text={String(order.productOrderId)} label={t('common:copy.orderNumber')} />
          {/* The invoice is its own printable page once issued; this page's print is the order, without the cheque's
              instructions or the history. */}
          {order.invoiceNumber && (
            <AppLink className="button button--primary order-page__invoice" to={invoicePath(order.productOrderId)}>
              {t('checkout:invoice.link', { number: localDigits(order.invoiceNumber, locale) })}
            </AppLink>
          )}
          <button type="button" className="button order-page__print" onClick={() => window.print()}>
            {t('checkout:order.print')}
          </button>
        </div>
      </header>
      <PaymentNotice order={order} payment={payment} />
      {payable && (
        <Form method="post" className="order-page__pay">
          <input type="hidden" name="intent" value="pay" />
          {/* An online order lapses in minutes: the hour matters more than the day. */}
          {order.paymentDueAt && (
            <p className="order-page__due">
              {t('checkout:order.dueBy', { time: formatTime(order.paymentDueAt, locale), date: formatDate(order.paymentDueAt, locale) })}
            </p>
          )}
          <button type="submit" className="button button--primary">
            {payment === 'failed' ? t('checkout:order.payAgain') : t('checkout:order.payNow', { amount: formatNumber(rialToToman(order.totalRial), locale) })}
          </button>
          {result?.errors?.map((e, i) => (
            <p key={i} className="field-error" role="alert">
              {e.item1}
            </p>
          ))}
        </Form>
      )}
      <section className="order-invoice" aria-label={t('checkout:order.invoice')}>
        <div className="order-invoice__parties">
          <div>
            <h2>{t('checkout:order.seller')}</h2>
            <p>{t('checkout:order.sellerName')}</p>
          </div>
          <div>
            <h2>{t('checkout:order.buyer')}</h2>
            <p className="order-invoice__buyer">
              {order.buyer.fullName && (
                <>
                  <bdi>
                    <MixedText text={order.buyer.fullName} />
                  </bdi>{' '}
                  ·{' '}
                </>
              )}
              <bdi dir="ltr">{localDigits(order.buyer.mobile, locale)}</bdi>
            </p>
          </div>
          <div>
            <h2>{t('checkout:order.deliverTo')}</h2>
            {order.address ? (
              <address>
                <bdi>
                  <MixedText text={order.address.receiverName} />
                </bdi>{' '}
                · <bdi dir="ltr">{localDigits(order.address.receiverMobile, locale)}</bdi>
                <br />
                <MixedText text={`${order.address.province}، ${order.address.city}، ${order.address.street}`} />
                <br />
                <bdi dir="ltr">{localDigits(order.address.postalCode, locale)}</bdi>
              </address>
            ) : (
              <p className="order-page__pickup">
                <PickupPlace />
              </p>
            )}
          </div>
        </div>
        <OrderLines order={order} />
      </section>
      <Instalments order={order} />
      {order.status === 'awaiting-cheque' &&
        (order.instalments.length ? (
          order.instalments
            .filter((i) => i.kind === 'cheque' && i.status === 'open')
            .map((i) => <ChequeForm key={i.id} order={order} instalment={i} errors={result?.errors} />)
        ) : (
          <ChequeForm order={order} errors={result?.errors} />
        ))}
      {order.cheque && (
        <p className="notice" role="status">
          {result && 'chequeSent' in result ? t('checkout:order.cheque.sent') + ' ' : ''}
          {t('checkout:order.cheque.received', {
            sayadId: localDigits(order.cheque.sayadId, locale),
            date: formatDate(`${order.cheque.dueDate}T12:00:00Z`, locale),
          })}
        </p>
      )}
      <OrderTimeline events={order.events} />
    </main>
  );
}
