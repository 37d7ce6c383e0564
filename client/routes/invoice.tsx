import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { invoiceContracts, type InvoiceBuyer, type InvoiceData, type InvoiceSeller } from '../../shared/contracts/invoices.ts';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { formatDate } from '../../shared/format-date.ts';
import { orderPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { ownOrNotFound } from '../api/own-data.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

/** The invoice of the customer's paid order (issue #31); anyone else's, or one not issued yet, is the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  return ownOrNotFound(loaderApi(args).call(invoiceContracts.invoice, { id: Number(args.params.productOrderId) }), args.request);
}

/** Digits of an id in the page's script, kept left to right (a national id, a postal code, a phone). */
function Id({ value }: { value: string | null }) {
  const locale = useLocale();
  return value ? <bdi dir="ltr">{localDigits(value, locale)}</bdi> : <>—</>;
}

/** A party of the invoice: its name and every id an official invoice carries. */
function Party({ title, party, kind }: { title: string; party: InvoiceSeller | InvoiceBuyer; kind: 'seller' | 'buyer' }) {
  const { t } = useTranslation('checkout');
  const company = kind === 'seller' || ('kind' in party && party.kind === 'company');
  const person = 'kind' in party && party.kind === 'person';
  return (
    <section className="invoice__party" aria-labelledby={`invoice-${kind}`}>
      <h2 id={`invoice-${kind}`}>{title}</h2>
      <p className="invoice__party-name">
        <bdi>
          <MixedText text={party.name} />
        </bdi>
      </p>
      <dl>
        {party.nationalId !== null && (
          <>
            <dt>{t(company ? 'invoice.nationalId' : person ? 'invoice.nationalCode' : 'invoice.nationalId')}</dt>
            <dd>
              <Id value={party.nationalId} />
            </dd>
          </>
        )}
        {company && (
          <>
            <dt>{t('invoice.economicCode')}</dt>
            <dd>
              <Id value={party.economicCode} />
            </dd>
            <dt>{t('invoice.registrationNo')}</dt>
            <dd>
              <Id value={party.registrationNo} />
            </dd>
          </>
        )}
        {party.address && (
          <>
            <dt>{t('invoice.address')}</dt>
            <dd>
              <MixedText text={party.address} />
            </dd>
          </>
        )}
        {party.postalCode && (
          <>
            <dt>{t('invoice.postalCode')}</dt>
            <dd>
              <Id value={party.postalCode} />
            </dd>
          </>
        )}
        <dt>{t('invoice.phone')}</dt>
        <dd>
          <Id value={party.phone} />
        </dd>
      </dl>
    </section>
  );
}

function Lines({ invoice }: { invoice: InvoiceData }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const n = (rial: number) => formatNumber(rial, locale);
  return (
    // On a phone the nine columns scroll sideways: the region takes focus so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="invoice__table-wrap" role="region" aria-labelledby="invoice-lines-caption" tabIndex={0}>
      <table className="invoice__lines">
        <caption id="invoice-lines-caption">{t('invoice.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoice.row')}</th>
            <th scope="col">{t('invoice.name')}</th>
            <th scope="col">{t('invoice.sku')}</th>
            <th scope="col">{t('invoice.count')}</th>
            <th scope="col">{t('invoice.unitPrice')}</th>
            <th scope="col">{t('invoice.discount')}</th>
            <th scope="col">{t('invoice.net')}</th>
            <th scope="col">{t('invoice.vat', { rate: formatNumber(invoice.vatRate, locale) })}</th>
            <th scope="col">{t('invoice.total')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            <tr key={i}>
              <td>{formatNumber(i + 1, locale)}</td>
              <th scope="row">
                <MixedText text={l.name} />
              </th>
              <td>{l.sku ? <bdi dir="ltr">{l.sku}</bdi> : '—'}</td>
              <td>{formatNumber(l.count, locale)}</td>
              <td>{n(l.unitPriceRial)}</td>
              <td>{n(l.discountRial)}</td>
              <td>{n(l.netRial)}</td>
              <td>{n(l.vatRial)}</td>
              <td>{n(l.totalRial)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              {t('invoice.totals')}
            </th>
            <td data-rial={invoice.totals.netRial}>{n(invoice.totals.netRial)}</td>
            <td data-rial={invoice.totals.vatRial}>{n(invoice.totals.vatRial)}</td>
            <td data-rial={invoice.totals.totalRial}>{n(invoice.totals.totalRial)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function Component() {
  const invoice = useLoaderData<typeof loader>();
  const { t } = useTranslation(['checkout', 'common']);
  const locale = useLocale();
  // The number reads left to right in a Persian title too (U+2066…U+2069 isolate it, as <bdi dir="ltr"> does).
  const title = t('checkout:invoice.title', { number: `\u2066${localDigits(invoice.number, locale)}\u2069` });
  const orderTitle = t('checkout:order.title', { id: formatNumber(invoice.productOrderId, locale) });
  return (
    <main className="container invoice">
      <PageMeta title={title} description={t('checkout:invoice.description')} />
      <PageTitle
        title={title}
        crumbs={[{ label: t('checkout:profile.title'), to: '/profile/' }, { label: orderTitle, to: orderPath(invoice.productOrderId) }, { label: title }]}
      />
      <div className="invoice__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('checkout:invoice.print')}
        </button>
        <AppLink className="button" to={orderPath(invoice.productOrderId)}>
          {t('checkout:invoice.backToOrder')}
        </AppLink>
      </div>
      <article className="invoice__sheet" aria-labelledby="invoice-heading">
        <header className="invoice__head">
          <h2 id="invoice-heading">{t(invoice.official ? 'checkout:invoice.officialHeading' : 'checkout:invoice.plainHeading')}</h2>
          <dl>
            <dt>{t('checkout:invoice.number')}</dt>
            <dd>
              <bdi dir="ltr" data-invoice-number={invoice.number}>
                {localDigits(invoice.number, locale)}
              </bdi>
            </dd>
            <dt>{t('checkout:invoice.date')}</dt>
            <dd>
              <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt, locale)}</time>
            </dd>
            <dt>{t('checkout:invoice.order')}</dt>
            <dd>{formatNumber(invoice.productOrderId, locale)}</dd>
          </dl>
        </header>
        {!invoice.official && (
          <p className="invoice__not-official" role="note">
            {t(invoice.notOfficialBecause === 'no-seller' ? 'checkout:invoice.notOfficialSeller' : 'checkout:invoice.notOfficialBuyer')}
          </p>
        )}
        <div className="invoice__parties">
          <Party title={t('checkout:invoice.seller')} party={invoice.seller} kind="seller" />
          <Party title={t('checkout:invoice.buyer')} party={invoice.buyer} kind="buyer" />
        </div>
        <Lines invoice={invoice} />
        <p className="invoice__words">{t('checkout:invoice.inWords', { words: invoice.totals.inWords })}</p>
        <p className="invoice__vat-note">
          {t(invoice.vatIncluded ? 'checkout:invoice.vatIncluded' : 'checkout:invoice.vatAdded', { rate: formatNumber(invoice.vatRate, locale) })}
        </p>
        {invoice.pickupAddress && (
          <p className="invoice__pickup">
            {t('checkout:invoice.pickupAt')} <MixedText text={invoice.pickupAddress} />
          </p>
        )}
        {invoice.creditNote && (
          <section className="invoice__credit" aria-labelledby="invoice-credit">
            <h2 id="invoice-credit">{t('checkout:invoice.creditTitle')}</h2>
            <p>
              {t('checkout:invoice.creditText', {
                number: localDigits(invoice.creditNote.number, locale),
                cancels: localDigits(invoice.creditNote.cancels, locale),
                date: formatDate(invoice.creditNote.issuedAt, locale),
                amount: formatNumber(invoice.creditNote.totals.totalRial, locale),
              })}
            </p>
          </section>
        )}
        <footer className="invoice__signatures">
          <p>{t('checkout:invoice.sellerSignature')}</p>
          <p>{t('checkout:invoice.buyerSignature')}</p>
        </footer>
      </article>
    </main>
  );
}
