import { Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { quoteContracts, type QuoteDetail } from '../../shared/contracts/quotes.ts';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { formatDate } from '../../shared/format-date.ts';
import { localeFromPath, localizePath } from '../../shared/locale.ts';
import { orderPath } from '../../shared/routes.ts';
import { ApiError, loaderApi } from '../api/client.ts';
import { readForm } from '../api/form-data.ts';
import { ownOrNotFound } from '../api/own-data.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { Price } from '../ui/price.tsx';

/** One of the customer's quotes (another's is the 404 page). */
export async function loader(args: LoaderFunctionArgs) {
  return { quote: await ownOrNotFound(loaderApi(args).call(quoteContracts.item, { id: Number(args.params.id) }), args.request) };
}

/** Accept (then on to the order to pay), decline, or ask for a change; each a plain form POST. */
export async function action(args: ActionFunctionArgs) {
  const api = loaderApi(args);
  const id = Number(args.params.id);
  const form = await readForm(args.request);
  const message = String(form.get('message') ?? '');
  try {
    const intent = form.get('intent');
    if (intent === 'accept') {
      const accepted = await api.call(quoteContracts.accept, { id, version: Number(form.get('version')) });
      return redirect(localizePath(orderPath(accepted.productOrderId), localeFromPath(new URL(args.request.url).pathname)));
    }
    if (intent === 'decline') await api.call(quoteContracts.decline, { id, message: message || undefined });
    else await api.call(quoteContracts.comment, { id, message });
    return { errors: [] };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { errors: err.messages };
    throw err;
  }
}

function Offer({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(['quotes', 'checkout']);
  const locale = useLocale();
  const offer = quote.offer!;
  const terms = offer.terms;
  return (
    <section className="quote-offer" aria-labelledby="quote-offer-title">
      <h2 id="quote-offer-title">
        {t('quotes:item.offer')} · {t('quotes:item.version', { version: formatNumber(offer.version, locale) })}
      </h2>
      {quote.validUntil && <p>{t('quotes:item.validUntil', { date: formatDate(new Date(Date.parse(quote.validUntil) - 1).toISOString(), locale) })}</p>}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="order-lines__scroll" role="region" tabIndex={0} aria-label={t('checkout:order.linesTable')}>
        <table className="order-lines__table">
          <thead>
            <tr>
              <th scope="col">{t('checkout:order.product')}</th>
              <th scope="col">{t('checkout:order.count')}</th>
              <th scope="col">{t('checkout:order.unitPrice')}</th>
              <th scope="col">{t('checkout:order.discount')}</th>
              <th scope="col">{t('checkout:order.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {offer.lines.map((l, i) => (
              <tr key={i}>
                <th scope="row">
                  <bdi>
                    <MixedText text={l.name} />
                  </bdi>
                  {l.itemName && (
                    <>
                      {' – '}
                      <bdi>
                        <MixedText text={l.itemName} />
                      </bdi>
                    </>
                  )}
                  {l.productItemId === null && <span className="order-lines__item"> ({t('quotes:item.service')})</span>}
                </th>
                <td>{formatNumber(l.count, locale)}</td>
                <td>
                  <Price rial={l.unitPriceRial} productId={0} />
                </td>
                <td>{l.discountRial ? <Price rial={l.discountRial} productId={0} /> : '—'}</td>
                <td>
                  <Price rial={l.lineRial} productId={0} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <dt>{t('quotes:item.delivery')}</dt>
        <dd>
          <Price rial={offer.deliveryRial} productId={0} />
        </dd>
        <dt>{t('quotes:item.total')}</dt>
        <dd>
          <strong>
            <Price rial={offer.totalRial} productId={0} />
          </strong>
        </dd>
      </dl>
      <h3>{t('quotes:item.terms')}</h3>
      <p>{t(`quotes:item.termsKinds.${terms.kind}`, { percent: formatNumber(terms.depositPercent ?? 0, locale) })}</p>
      {terms.instalments.length > 0 && (
        <ul className="quote-offer__instalments">
          {terms.instalments.map((i, n) => (
            <li key={n}>
              {i.kind === 'deposit'
                ? t('quotes:item.deposit')
                : t('quotes:item.cheque', {
                    seq: formatNumber(n + (terms.instalments[0].kind === 'deposit' ? 0 : 1), locale),
                    date: formatDate(`${i.dueDate}T12:00:00Z`, locale),
                  })}
              {': '}
              <Price rial={i.amountRial} productId={0} />
            </li>
          ))}
        </ul>
      )}
      {offer.note && (
        <p>
          <strong>{t('quotes:item.note')}:</strong>{' '}
          <bdi>
            <MixedText text={offer.note} />
          </bdi>
        </p>
      )}
    </section>
  );
}

function Decide({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('quotes');
  const busy = useNavigation().state === 'submitting';
  const result = useActionData<typeof action>();
  const open = quote.status === 'sent' || quote.status === 'requested' || quote.status === 'expired';
  if (!open) return null;
  return (
    <section className="quote-decide no-print" aria-label={t('item.change')}>
      {result?.errors.map((e, i) => (
        <p key={i} className="field-error" role="alert">
          {e.item1}
        </p>
      ))}
      {quote.status === 'sent' && quote.offer && (
        <Form method="post">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="version" value={quote.offer.version} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('item.accept')}
          </button>
        </Form>
      )}
      <Form method="post" className="quote-decide__form">
        <input type="hidden" name="intent" value="comment" />
        <label htmlFor="quote-change">{t('item.changeMessage')}</label>
        <textarea id="quote-change" name="message" required maxLength={2000} rows={3} />
        <button type="submit" className="button" disabled={busy}>
          {t('item.change')}
        </button>
      </Form>
      <Form method="post" className="quote-decide__form">
        <input type="hidden" name="intent" value="decline" />
        <label htmlFor="quote-decline">{t('item.declineMessage')}</label>
        <input id="quote-decline" name="message" maxLength={2000} />
        <button type="submit" className="button" disabled={busy}>
          {t('item.decline')}
        </button>
      </Form>
    </section>
  );
}

export function Component() {
  const { quote } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['quotes', 'checkout']);
  const locale = useLocale();
  const number = localDigits(quote.number, locale);
  const title = t('quotes:item.title', { number });
  return (
    <main className="container quote-page">
      <PageMeta title={title} description={t('quotes:item.description')} />
      <PageTitle
        title={title}
        crumbs={[{ label: t('checkout:profile.title'), to: '/profile/' }, { label: t('quotes:list.title'), to: '/profile/quotes/' }, { label: title }]}
      />
      <p>
        {t('checkout:order.status')}:{' '}
        <strong data-status={quote.status} className="quote-page__status">
          {t(`quotes:statuses.${quote.status}`)}
        </strong>
        {quote.productOrderId !== null && (
          <>
            {' '}
            · <AppLink to={orderPath(quote.productOrderId)}>{t('quotes:item.order')}</AppLink>
          </>
        )}
      </p>
      <button type="button" className="button no-print" onClick={() => window.print()}>
        {t('quotes:item.print')}
      </button>
      <section aria-labelledby="quote-asked-title">
        <h2 id="quote-asked-title">{t('quotes:item.asked')}</h2>
        {quote.company && (
          <p>
            <bdi>
              <MixedText text={quote.company} />
            </bdi>
          </p>
        )}
        {quote.description && (
          <p>
            <bdi>
              <MixedText text={quote.description} />
            </bdi>
          </p>
        )}
        {quote.askedLines.length > 0 && (
          <ul>
            {quote.askedLines.map((l) => (
              <li key={l.productItemId}>
                <bdi>
                  <MixedText text={[l.name, l.itemName].filter(Boolean).join(' – ')} />
                </bdi>{' '}
                × {formatNumber(l.count, locale)}
              </li>
            ))}
          </ul>
        )}
        <p>
          {t('quotes:item.place')}: <MixedText text={`${quote.province}، ${quote.city}`} />
          {quote.visitDate && (
            <>
              {' · '}
              {t('quotes:item.visit')}: {formatDate(`${quote.visitDate}T12:00:00Z`, locale)}
            </>
          )}
        </p>
      </section>
      {quote.offer ? <Offer quote={quote} /> : <p className="notice">{t('quotes:item.notYet')}</p>}
      <Decide quote={quote} />
      <section className="no-print" aria-labelledby="quote-history-title">
        <h2 id="quote-history-title">{t('quotes:item.history')}</h2>
        <ol>
          {quote.events.map((e, i) => (
            <li key={i}>
              <strong>{t(`quotes:item.events.${e.kind}`)}</strong> <time dateTime={e.at}>{formatDate(e.at, locale)}</time>
              {e.message && (
                <>
                  {': '}
                  <bdi>
                    <MixedText text={e.message} />
                  </bdi>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
