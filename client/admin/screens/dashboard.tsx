import { Link, useLoaderData } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { FAILED_TEXTS_DAYS } from '../../../shared/contracts/admin/dashboard.ts';
import { tehranDayOf } from '../../../shared/tehran-day.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Num, Toman } from '../components.tsx';
import { StockHolds } from './dashboard-holds.tsx';

export async function loader() {
  if (!(await entered())) return null as never;
  return api().call(adminContracts.dashboard.get, {});
}

/** Today's and this month's orders and revenue, what waits for someone (issue #11), what holds stock (issue 18), texts that failed (issue 21). */
export function Component() {
  const d = useLoaderData<typeof loader>();
  const { t } = useI18n();
  // Today in Tehran as YYYY-MM-DD, the day the orders filter reads.
  const today = tehranDayOf(new Date());
  const cards: [string, React.ReactNode, string?][] = [
    ['dashboard.ordersToday', <Num value={d.ordersToday} />, `/orders?from=${today}&to=${today}`],
    ['dashboard.revenueToday', <Toman value={d.revenueTodayToman} />],
    ['dashboard.ordersMonth', <Num value={d.ordersMonth} />],
    ['dashboard.revenueMonth', <Toman value={d.revenueMonthToman} />],
    ['dashboard.chequesWaiting', <Num value={d.ordersWaiting['cheque-submitted']} />, '/orders?status=cheque-submitted'],
    ['dashboard.toShip', <Num value={d.ordersWaiting.paid} />, '/orders?status=paid'],
    ['dashboard.newRequests', <Num value={d.newRequests} />, '/requests?status=new'],
    ['dashboard.lowStock', <Num value={d.lowStock} />, '/stock?low=1'],
    ['dashboard.failedTexts', <Num value={d.failedTexts} />, '/failed-texts'],
  ];
  return (
    <>
      <h1>{t('nav.dashboard')}</h1>
      <ul className="adm-cards">
        {cards.map(([key, value, to]) => (
          <li key={key} className="adm-card">
            <span className="adm-card__label">{t(key, { days: FAILED_TEXTS_DAYS })}</span>
            <strong className="adm-card__value">{to ? <Link to={to}>{value}</Link> : value}</strong>
          </li>
        ))}
      </ul>
      <StockHolds d={d} />
    </>
  );
}
