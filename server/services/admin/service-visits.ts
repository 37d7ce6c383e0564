import type { TFunction } from 'i18next';
import type { Repos } from '../../db/repos/index.ts';
import { OPEN_VISIT } from '../../db/repos/equipment.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/errors.ts';
import type { TextSender } from '../texts/text-queue.ts';
import { dueServices } from '../equipment/due-services.ts';
import { addDays, tehranDayOf } from '../../../shared/tehran-day.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { isVisitDay, type VisitWindow } from '../../../shared/service-due.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { AdminVisit, DueRow, ServiceCalendar, VisitAction } from '../../../shared/contracts/admin/service-visits.ts';
import { audit, type Actor } from './actor.ts';

interface VisitsDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
}

type VisitRow = NonNullable<Awaited<ReturnType<Repos['equipment']['visit']>>>;

const toAdmin = (v: VisitRow, locale: Locale): AdminVisit => ({
  id: v.id,
  equipmentId: v.equipment_id,
  ruleId: v.rule_id,
  date: v.date,
  window: v.window as VisitWindow,
  status: v.status as AdminVisit['status'],
  reason: v.reason,
  doneOn: v.done_on,
  product: locale === 'en' ? v.name_en : v.name_fa,
  service: locale === 'en' ? v.rule_en : v.rule_fa,
  count: v.count,
  customer: v.full_name,
  mobile: v.mobile,
  province: v.province,
  city: v.city,
  line: v.line,
});

const FROM: Record<VisitAction['action'], readonly string[]> = { confirm: ['requested'], move: OPEN_VISIT, done: OPEN_VISIT, cancel: OPEN_VISIT };

/**
 * The operator's service calendar (issue #34, `/admin/service-visits/`): what falls due in the coming weeks, by
 * province and city, and the booked visits; confirming (the customer is texted), moving, marking done (the service's
 * next due date counts from that day) and cancelling with a reason are each a guarded move of the visit from the
 * states it may leave, audited in its transaction: of two operators at once one wins, the other is 409 VISIT_STATE.
 */
export function serviceVisitsAdmin({ repos, clock, log, textQueue, texts }: VisitsDeps) {
  async function textCustomer(v: VisitRow, key: 'visitConfirmed' | 'visitMoved' | 'visitCancelled') {
    const locale: Locale = v.locale === 'en' ? 'en' : 'fa';
    const t = texts(locale);
    const text = t(`sms:${key}`, {
      service: locale === 'en' ? v.rule_en : v.rule_fa,
      product: locale === 'en' ? v.name_en : v.name_fa,
      date: formatDate(`${v.date}T12:00:00Z`, locale),
      window: t(`equipment:window.${v.window}`),
      reason: v.reason ?? '',
      interpolation: { escapeValue: false },
    });
    try {
      await textQueue.send({ to: v.mobile, kind: key, text, code: null, expiresAt: null });
    } catch (err) {
      log.error({ err, visitId: v.id }, 'visit text not stored');
    }
  }

  return {
    async calendar(weeks: number, locale: Locale): Promise<ServiceCalendar> {
      const from = tehranDayOf(clock());
      const to = addDays(from, weeks * 7);
      const pieces = await repos.equipment.all();
      const due = await dueServices(repos, pieces);
      const rows: DueRow[] = pieces.flatMap((p) =>
        (due.get(p.id) ?? [])
          .filter((s) => s.dueOn <= to)
          .map((s) => ({
            equipmentId: p.id,
            ruleId: s.ruleId,
            dueOn: s.dueOn,
            product: locale === 'en' ? p.name_en : p.name_fa,
            service: s.name[locale],
            count: p.count,
            customer: p.full_name,
            mobile: p.mobile,
            province: p.province,
            city: p.city,
            line: p.line,
            visitId: s.visit?.id ?? null,
          })),
      );
      const place = (r: { province: string | null; city: string | null }) => `${r.province ?? '\uffff'}\u0000${r.city ?? ''}`;
      rows.sort((a, b) => place(a).localeCompare(place(b), locale) || a.dueOn.localeCompare(b.dueOn));
      const visits = (await repos.equipment.visitsFrom(from)).map((v) => toAdmin(v, locale));
      return { from, to, due: rows, visits };
    },

    async act(actor: Actor, input: VisitAction, locale: Locale): Promise<AdminVisit> {
      const today = tehranDayOf(clock());
      if (input.action === 'move' && !isVisitDay(input.date, today)) throw new AppError('VISIT_DAY_CLOSED', 'date');
      if (input.action === 'done' && input.date && input.date > today) throw new AppError('DATE_IN_FUTURE', 'date');
      const at = clock().toISOString();
      const set =
        input.action === 'confirm'
          ? { status: 'confirmed' }
          : input.action === 'move'
            ? { date: input.date, window: input.window }
            : input.action === 'done'
              ? { status: 'done', done_on: input.date ?? today }
              : { status: 'cancelled', reason: input.reason };
      const after = await repos.transaction(async (r) => {
        const before = await r.equipment.visit(input.id);
        if (!before) throw new AppError('VISIT_NOT_FOUND', 'id');
        if (!(await r.equipment.moveVisit(input.id, FROM[input.action], { ...set, updated_at: at }))) throw new AppError('VISIT_STATE', 'id');
        const moved = (await r.equipment.visit(input.id))!;
        await audit(r, clock, actor, {
          action: `service_visit.${input.action}`,
          entity: 'service_visit',
          entityId: input.id,
          before: { status: before.status, date: before.date, window: before.window },
          after: { status: moved.status, date: moved.date, window: moved.window, doneOn: moved.done_on },
          reason: input.action === 'cancel' ? input.reason : null,
        });
        return moved;
      });
      if (input.action === 'confirm') await textCustomer(after, 'visitConfirmed');
      if (input.action === 'move') await textCustomer(after, 'visitMoved');
      if (input.action === 'cancel') await textCustomer(after, 'visitCancelled');
      return toAdmin(after, locale);
    },
  };
}

export type ServiceVisitsAdmin = ReturnType<typeof serviceVisitsAdmin>;
