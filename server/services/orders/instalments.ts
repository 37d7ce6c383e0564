import type { Repos } from '../../db/repos/index.ts';
import type { OrderRow } from '../../db/repos/orders.repo.ts';
import type { InstalmentRow } from '../../db/repos/instalments.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/errors.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { InstalmentView } from '../../../shared/contracts/checkout.ts';
import { writeNote } from '../../../shared/order-notes.ts';
import { addDays, tehranDayOf, tehranNoon } from '../../../shared/tehran-day.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { formatNumber } from '../../../shared/format.ts';
import { rialToToman } from '../../../shared/money.ts';
import type { SendOrderSms } from './order-sms.ts';
import type { OperatorAlert } from '../operator-alert.ts';

/** The customer is reminded this many days before a cheque's due date. */
export const REMINDER_DAYS_BEFORE = 3;

const DAY_MS = 86_400_000;

interface InstalmentDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  notify: SendOrderSms;
  alert: OperatorAlert;
  /** A quote cheque's due date may be this many days from today at most (QUOTE_MAX_CHEQUE_DAYS). */
  maxDueDays: number;
  /** A described cheque unchecked this long: the operator is texted (CHEQUE_REVIEW_DAYS), the hold lapses after the grace. */
  reviewDays: number;
  reviewGraceHours: number;
  /** How long the order waits again for a cheque the operator refused (CHEQUE_HOLD_DAYS). */
  holdDays: number;
}

export const instalmentView = (i: InstalmentRow): InstalmentView => ({
  id: i.id,
  seq: i.seq,
  kind: i.kind as InstalmentView['kind'],
  amountRial: Number(i.amount_rial),
  dueDate: i.due_date,
  status: i.status as InstalmentView['status'],
  sayadId: i.sayad_id,
});

/** A deposit paid means money is in: such an order is never cancelled by the clock (the operator decides). */
const depositPaid = (all: InstalmentRow[]) => all.some((i) => i.kind === 'deposit' && i.status === 'settled');

/**
 * A quote's order paid by instalments (issue 31): the deposit online (payments.service settles it), then each Sayad
 * cheque described by the customer and confirmed by the operator. The order moves through the ordinary states
 * (awaiting-cheque → cheque-submitted → paid) by the repository's guarded moves: cheque-submitted when every cheque is
 * described, paid when the last is confirmed. Every step takes the order's row first, so two at once go one by one.
 */
export function instalmentRules({ repos, clock, log, notify, alert, maxDueDays, reviewDays, reviewGraceHours, holdDays }: InstalmentDeps) {
  const now = () => clock().toISOString();

  /** The customer describes one cheque: its Sayad id and date (not later than the instalment's, nor past the quote's limit). */
  async function describe(order: OrderRow, input: { instalmentId?: number; sayadId: string; dueDate: string }, locale: Locale) {
    const all = await repos.instalments.forOrder(order.id);
    const target = input.instalmentId
      ? all.find((i) => i.id === input.instalmentId && i.kind === 'cheque')
      : all.find((i) => i.kind === 'cheque' && i.status === 'open');
    if (!target) throw new AppError('INSTALMENT_NOT_FOUND', 'instalmentId');
    const today = tehranDayOf(clock());
    const latest = [addDays(today, maxDueDays), target.due_date ?? ''].sort()[0]!;
    if (input.dueDate < today) throw new AppError('DATE_IN_PAST', 'dueDate');
    if (input.dueDate > latest) throw new AppError('CHEQUE_DUE_TOO_FAR', 'dueDate', { days: maxDueDays, latest: formatDate(tehranNoon(latest), locale) });
    const at = clock();
    await repos.transaction(async (r) => {
      if (!(await r.instalments.lockOrder(order.id, ['awaiting-cheque'], at.toISOString()))) throw new AppError('ORDER_NOT_CHEQUE', 'id');
      if (!(await r.instalments.move(target.id, 'open', 'described', { sayad_id: input.sayadId, due_date: input.dueDate, described_at: at.toISOString() })))
        throw new AppError('INSTALMENT_STATE', 'instalmentId');
      const after = await r.instalments.forOrder(order.id);
      await r.orders.addEvent(order.id, 'awaiting-cheque', at.toISOString(), writeNote({ key: 'chequeSubmitted', sayadId: input.sayadId }));
      if (after.some((i) => i.status === 'open')) return;
      // Every cheque described: the operator checks them, as a single cheque is checked.
      const reviewDue = at.getTime() + reviewDays * DAY_MS;
      await r.orders.move(order.id, 'cheque-submitted', at.toISOString(), null, {
        cheque_at: at.toISOString(),
        cheque_review_due_at: new Date(reviewDue).toISOString(),
        operator_alerted_at: null,
        payment_due_at: depositPaid(after) ? null : new Date(reviewDue + reviewGraceHours * 3600_000).toISOString(),
      });
    });
  }

  /**
   * The operator confirms one described cheque (settled) or refuses it (open again, to be described anew). The last
   * confirmation moves the order to `paid` in the same transaction (the repository's move to paid, as a single
   * cheque's confirmation does), and the customer is texted after the commit.
   */
  async function settle(instalmentId: number, action: 'confirm' | 'refuse'): Promise<{ orderId: number; status: string }> {
    const instalment = await repos.instalments.byId(instalmentId);
    if (!instalment || instalment.kind !== 'cheque') throw new AppError('INSTALMENT_NOT_FOUND', 'id');
    const at = now();
    const paid = await repos.transaction(async (r) => {
      if (!(await r.instalments.lockOrder(instalment.order_id, ['awaiting-cheque', 'cheque-submitted'], at)))
        throw new AppError('ORDER_TRANSITION', 'id', { status: '' });
      if (action === 'refuse') {
        if (!(await r.instalments.move(instalmentId, 'described', 'open', { sayad_id: null, described_at: null })))
          throw new AppError('INSTALMENT_STATE', 'id');
        const all = await r.instalments.forOrder(instalment.order_id);
        const order = (await r.orders.byId(instalment.order_id))!;
        const due = depositPaid(all) ? null : new Date(Date.parse(at) + holdDays * DAY_MS).toISOString();
        if (order.status === 'cheque-submitted')
          await r.orders.move(order.id, 'awaiting-cheque', at, writeNote({ key: 'chequeRefused' }), { payment_due_at: due });
        else await r.orders.addEvent(order.id, order.status, at, writeNote({ key: 'chequeRefused' }));
        return false;
      }
      if (!(await r.instalments.move(instalmentId, 'described', 'settled', { settled_at: at }))) throw new AppError('INSTALMENT_STATE', 'id');
      const all = await r.instalments.forOrder(instalment.order_id);
      const order = (await r.orders.byId(instalment.order_id))!;
      if (all.some((i) => i.status !== 'settled')) {
        await r.orders.addEvent(order.id, order.status, at, writeNote({ key: 'chequeConfirmed', amount: rialToToman(Number(instalment.amount_rial)) }));
        return false;
      }
      return r.orders.move(order.id, 'paid', at, writeNote({ key: 'chequeConfirmed', amount: rialToToman(Number(instalment.amount_rial)) }));
    });
    const order = (await repos.orders.byId(instalment.order_id))!;
    if (paid) await notify('orderPaid', order);
    return { orderId: order.id, status: order.status };
  }

  /**
   * The hourly sweep: the customer is texted REMINDER_DAYS_BEFORE days before each unconfirmed cheque's due date, and
   * the operator once one has passed its due date unconfirmed. Each text is claimed by one guarded update first, so
   * two workers running it at once send each one once.
   */
  async function remind(): Promise<{ reminded: number; overdue: number }> {
    const today = tehranDayOf(clock());
    let reminded = 0;
    let overdue = 0;
    for (const i of await repos.instalments.due(addDays(today, REMINDER_DAYS_BEFORE), 'reminded_at')) {
      if (!(await repos.instalments.claimReminder(i.id, now()))) continue;
      reminded += 1;
      await notify('chequeDueSoon', { id: i.order_id, mobile: i.mobile, locale: i.locale, total_rial: Number(i.amount_rial) }, { due: i.due_date ?? '' });
    }
    for (const i of await repos.instalments.due(addDays(today, -1), 'overdue_alerted_at')) {
      if (!(await repos.instalments.claimOverdueAlert(i.id, now()))) continue;
      overdue += 1;
      await alert(
        'operatorInstalmentOverdue',
        {
          id: i.order_id,
          mobile: i.mobile,
          seq: i.seq,
          total: formatNumber(rialToToman(Number(i.amount_rial)), 'fa'),
          due: formatDate(tehranNoon(i.due_date!), 'fa'),
        },
        { orderId: i.order_id, instalmentId: i.id },
        'a quote cheque passed its due date unconfirmed',
        { level: 'warn', repeatKey: `operatorInstalmentOverdue:${i.id}` },
      );
    }
    if (reminded || overdue) log.info({ reminded, overdue }, 'quote cheques reminded');
    return { reminded, overdue };
  }

  return { describe, settle, remind };
}

export type InstalmentRules = ReturnType<typeof instalmentRules>;
