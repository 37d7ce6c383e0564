import { Link } from 'react-router';
import type { Dashboard } from '../../../shared/contracts/admin/dashboard.ts';
import { useI18n, type T } from '../admin-i18n.tsx';
import { Num, Toman, When } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';
import { localDigits } from '../../../shared/format.ts';

const MINUTE = 60_000;

/** A wait as the operator reads it: days and hours, hours and minutes, or minutes. */
function waited(ms: number, t: T): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const [days, hours] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60)];
  if (days) return t('dashboard.holds.days', { days, hours });
  if (hours) return t('dashboard.holds.hours', { hours, minutes: minutes % 60 });
  return t('dashboard.holds.minutes', { minutes });
}

/**
 * Orders holding stock while they wait for money (issue 18): what each waits for, how long it has waited (counted to the
 * server's now), when it lapses, and a cheque whose review is overdue (the operator was texted). Nearest lapse first.
 */
export function StockHolds({ d }: { d: Dashboard }) {
  const { t, locale } = useI18n();
  const now = Date.parse(d.asOf);
  return (
    <section className="adm-section adm-holds" aria-labelledby="holds-title">
      <h2 id="holds-title">
        {t('dashboard.holds.title')} (<Num value={d.holdsTotal} />)
      </h2>
      <p className="adm-muted">{t('dashboard.holds.intro')}</p>
      {d.holds.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('dashboard.holds.none')}
        </p>
      ) : (
        <TableRegion label={t('dashboard.holds.title')}>
          <table className="adm-table">
            <thead>
              <tr>
                <th>{t('orders.idColumn')}</th>
                <th>{t('orders.status')}</th>
                <th>{t('dashboard.holds.waiting')}</th>
                <th>{t('dashboard.holds.lapses')}</th>
                <th>{t('orders.customer')}</th>
                <th>{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {d.holds.map((h) => (
                <tr key={h.id} data-hold={h.id}>
                  <td>
                    <Link to={`/orders/${h.id}`} aria-label={t('orders.open', { id: h.id })}>
                      <Num value={h.id} />
                    </Link>
                  </td>
                  <td>
                    <span className={`adm-status adm-status--${h.status}`}>{t(`orders.statuses.${h.status}`)}</span>
                    {h.operatorAlerted && <strong className="adm-holds__overdue">{t('dashboard.holds.alerted')}</strong>}
                  </td>
                  <td>{waited(now - Date.parse(h.waitingSince), t)}</td>
                  <td>{h.lapsesAt ? <When iso={h.lapsesAt} /> : '—'}</td>
                  <td>
                    {h.customerName && <>{h.customerName} </>}
                    <bdi dir="ltr">{localDigits(h.mobile, locale)}</bdi>
                  </td>
                  <td>
                    <Toman value={h.totalToman} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {d.holdsTotal > d.holds.length && <p className="adm-muted">{t('dashboard.holds.more', { shown: d.holds.length, total: d.holdsTotal })}</p>}
    </section>
  );
}
