import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { FAILED_TEXTS_DAYS, HOLDS_SHOWN, type Dashboard, type StockHold } from '../../../shared/contracts/admin/dashboard.ts';
import { EXPIRING_STATUSES } from '../../../shared/order-status.ts';
import { rialToToman } from '../../../shared/money.ts';
import { jalaliMonthFirstDay, tehranDayOf, tehranDayStart } from '../../../shared/tehran-day.ts';

/**
 * Order states as the checkout service names them (server/services/orders/order-status.ts on the checkout branch):
 * money in hand, and orders waiting for the operator (a cheque to check, a paid order to ship).
 */
const EARNING = ['paid', 'shipped', 'delivered'];
const WAITING = ['cheque-submitted', 'paid'] as const;
const count = (rows: { status: string; n: number | string }[], status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);

/** The start of today and of this (Jalali) month in Tehran, as UTC ISO strings. */
function tehranStarts(now: Date) {
  const today = tehranDayOf(now);
  return { day: tehranDayStart(today), month: tehranDayStart(jalaliMonthFirstDay(today)) };
}

/** Today's and this (Jalali) month's orders and revenue, what waits (issue #11), what holds stock (issue 18),
 * and the texts that failed lately (issue 21). */
export function adminDashboard({
  repos,
  clock,
  lowStock,
  newRequests,
}: {
  repos: Repos;
  clock: Clock;
  lowStock: () => Promise<number>;
  newRequests: () => Promise<number>;
}) {
  const dashboard = repos.dashboard;
  const since = async (from: string) => {
    const row = await dashboard.placedSince(from, EARNING);
    return { count: row.count, toman: rialToToman(row.rial) };
  };
  /** Orders holding stock while they wait for money, the nearest lapse first. */
  async function holds(): Promise<{ holds: StockHold[]; holdsTotal: number }> {
    const { rows, total } = await dashboard.holds(EXPIRING_STATUSES, HOLDS_SHOWN);
    return {
      holds: rows.map((r) => ({
        id: r.id,
        status: r.status,
        paymentMethod: r.payment_method,
        mobile: r.mobile,
        customerName: r.full_name ?? '',
        totalToman: rialToToman(Number(r.total_rial)),
        waitingSince: (r.status === 'cheque-submitted' && r.cheque_at) || r.created_at,
        lapsesAt: r.payment_due_at,
        operatorAlerted: r.operator_alerted_at !== null,
      })),
      holdsTotal: total,
    };
  }

  return {
    async get(): Promise<Dashboard> {
      const at = clock();
      const starts = tehranStarts(at);
      const failedSince = new Date(at.getTime() - FAILED_TEXTS_DAYS * 86_400_000).toISOString();
      const [today, month, waiting, requests, low, held, failed] = await Promise.all([
        since(starts.day),
        since(starts.month),
        dashboard.countsByStatus(WAITING),
        newRequests(),
        lowStock(),
        holds(),
        repos.texts.failedSince(failedSince),
      ]);
      return {
        ordersToday: today.count,
        revenueTodayToman: today.toman,
        ordersMonth: month.count,
        revenueMonthToman: month.toman,
        ordersWaiting: { 'cheque-submitted': count(waiting, 'cheque-submitted'), paid: count(waiting, 'paid') },
        newRequests: requests,
        lowStock: low,
        failedTexts: failed,
        asOf: at.toISOString(),
        ...held,
      };
    },
  };
}
