import { localDigits } from '../../../shared/format.ts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminOrder } from '../../../shared/contracts/admin/orders.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Day, Num, Toman, When } from '../components.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderInstalments } from '../order-instalments.tsx';
import { OrderNote } from '../order-note.tsx';
import { TableRegion } from '../table-region.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return api().call(adminContracts.orders.get, { id: Number(params.id) });
}

/** One order as the operator works it: what was bought, where it goes, how it was paid, its history and next steps. */
export function Component() {
  const o = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <div className="adm-head">
        <h1>{t('orders.number', { id: o.id })}</h1>
        <span className={`adm-status adm-status--${o.status}`} data-status={o.status}>
          {t(`orders.statuses.${o.status}`)}
        </span>
        <Link to="/orders">{t('orders.back')}</Link>
      </div>
      <div className="adm-order">
        <div className="adm-col">
          <Lines order={o} />
          <Money order={o} />
        </div>
        <div className="adm-col">
          <section className="adm-section" aria-labelledby="o-next">
            <h2 id="o-next">{t('orders.nextSteps')}</h2>
            <OrderActions key={o.id} order={o} />
          </section>
          <OrderInstalments order={o} />
          <Customer order={o} />
          <section className="adm-section" aria-labelledby="o-timeline">
            <h2 id="o-timeline">{t('orders.timeline')}</h2>
            <ol className="adm-timeline">
              {o.events.map((e, i) => (
                <li key={i} data-status={e.status}>
                  <strong>{t(`orders.statuses.${e.status}`)}</strong>
                  <When iso={e.at} />
                  {e.note && <OrderNote note={e.note} />}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}

function Lines({ order: o }: { order: AdminOrder }) {
  const { t, locale } = useI18n();
  return (
    <section className="adm-section" aria-labelledby="o-lines">
      <h2 id="o-lines">{t('orders.lines')}</h2>
      <TableRegion label={t('orders.linesTable')}>
        <table className="adm-table adm-lines">
          <thead>
            <tr>
              <th>{t('orders.product')}</th>
              <th>{t('orders.count')}</th>
              <th>{t('orders.unitPrice')}</th>
              <th>{t('orders.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l, i) => {
              const item = locale === 'fa' ? l.itemNameFa : l.itemNameEn;
              return (
                <tr key={i}>
                  {/* Each name isolated: a model that starts with a digit would join the code before it. */}
                  <td>
                    <bdi>{locale === 'fa' ? l.nameFa : l.nameEn}</bdi>
                    {item && (
                      <>
                        {' '}
                        — <bdi>{item}</bdi>
                      </>
                    )}
                  </td>
                  <td>
                    <Num value={l.count} />
                  </td>
                  <td>
                    <Toman value={l.unitToman} />
                  </td>
                  <td>
                    <Toman value={l.unitToman * l.count} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableRegion>
      <dl className="adm-totals">
        <dt>{t('orders.items')}</dt>
        <dd>
          <Toman value={o.itemsToman} />
        </dd>
        {o.discountToman > 0 && (
          <>
            <dt>{t('orders.discount')}</dt>
            <dd>
              <Toman value={-o.discountToman} />
            </dd>
          </>
        )}
        <dt>
          {t('orders.delivery')}
          {o.delivery && <> ({locale === 'fa' ? o.delivery.nameFa : o.delivery.nameEn})</>}
        </dt>
        <dd>
          <Toman value={o.deliveryToman} />
        </dd>
        <dt className="adm-total">{t('orders.total')}</dt>
        <dd className="adm-total">
          <Toman value={o.totalToman} />
        </dd>
      </dl>
    </section>
  );
}

function Money({ order: o }: { order: AdminOrder }) {
  const { t, locale } = useI18n();
  return (
    <section className="adm-section" aria-labelledby="o-payments">
      <h2 id="o-payments">
        {t('orders.payments')} · {t(`orders.methods.${o.paymentMethod}`)}
      </h2>
      {o.cheque && (
        <dl className="adm-facts adm-cheque">
          <dt>{t('orders.sayad')}</dt>
          <dd>
            <bdi dir="ltr">{localDigits(o.cheque.sayadId, locale)}</bdi>
          </dd>
          <dt>{t('orders.chequeAmount')}</dt>
          <dd>
            <Toman value={o.cheque.amountToman} />
          </dd>
          {o.cheque.dueDate && (
            <>
              <dt>{t('orders.due')}</dt>
              <dd>
                <Day value={o.cheque.dueDate} />
              </dd>
            </>
          )}
        </dl>
      )}
      {o.payments.length === 0 ? (
        !o.cheque && <p className="adm-muted">{t('orders.noPayments')}</p>
      ) : (
        <TableRegion label={t('orders.payments')}>
          <table className="adm-table">
            <thead>
              <tr>
                <th>{t('orders.paymentStatus')}</th>
                <th>{t('orders.amount')}</th>
                <th>{t('orders.refId')}</th>
                <th>{t('orders.card')}</th>
                <th>{t('orders.gateway')}</th>
                <th>{t('orders.placed')}</th>
              </tr>
            </thead>
            <tbody>
              {o.payments.map((p, i) => (
                <tr key={i} data-payment-status={p.status}>
                  <td>{t(`orders.paymentStatuses.${p.status}`)}</td>
                  <td>
                    <Toman value={p.amountToman} />
                  </td>
                  <td>{p.refId ? <bdi dir="ltr">{p.refId}</bdi> : '—'}</td>
                  <td>{p.card ? <bdi dir="ltr">{p.card}</bdi> : '—'}</td>
                  <td>
                    <bdi dir="ltr">{p.gateway}</bdi>
                  </td>
                  <td>
                    <When iso={p.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

function Customer({ order: o }: { order: AdminOrder }) {
  const { t, locale } = useI18n();
  const a = o.address;
  return (
    <section className="adm-section" aria-labelledby="o-customer">
      <h2 id="o-customer">{t('orders.customer')}</h2>
      <dl className="adm-facts">
        {o.customerName && (
          <>
            <dt>{t('roles.name')}</dt>
            <dd>{o.customerName}</dd>
          </>
        )}
        <dt>{t('roles.mobile')}</dt>
        <dd>
          <a href={`tel:${o.mobile}`}>
            <bdi dir="ltr">{localDigits(o.mobile, locale)}</bdi>
          </a>
        </dd>
        <dt>{t('orders.placed')}</dt>
        <dd>
          <When iso={o.createdAt} />
        </dd>
        <dt>{t('orders.address')}</dt>
        <dd>
          {a ? (
            <address>
              {a.receiverName} · <bdi dir="ltr">{localDigits(a.receiverMobile, locale)}</bdi>
              <br />
              {[a.province, a.city, a.street].filter(Boolean).join(locale === 'fa' ? '، ' : ', ')}
              {a.postalCode && (
                <>
                  <br />
                  {t('orders.postalCode')}: <bdi dir="ltr">{localDigits(a.postalCode, locale)}</bdi>
                </>
              )}
            </address>
          ) : (
            t('orders.pickup')
          )}
        </dd>
        {o.trackingCode && (
          <>
            <dt>{t('orders.trackingCode')}</dt>
            <dd className="adm-tracking">
              <bdi dir="ltr">{o.trackingCode}</bdi>
            </dd>
          </>
        )}
        {/* Issued when the order was paid; a refund's credit note cancels it (issue #31). */}
        {o.invoice && (
          <>
            <dt>{t('orders.invoice')}</dt>
            <dd className="adm-invoice">
              <bdi dir="ltr">{localDigits(o.invoice.number, locale)}</bdi>
            </dd>
          </>
        )}
        {o.invoice?.creditNote && (
          <>
            <dt>{t('orders.creditNote')}</dt>
            <dd className="adm-credit-note">
              <bdi dir="ltr">{localDigits(o.invoice.creditNote, locale)}</bdi>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
