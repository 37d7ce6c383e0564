import type { TFunction } from 'i18next';
import type { Repos } from '../db/repos/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { RateLimiter } from './rate-limits.ts';
import { dueServices, type DueService } from './equipment/due-services.ts';
import { daysBetween, dueMark, isVisitDay } from '../../shared/service-due.ts';
import { tehranDayOf } from '../../shared/tehran-day.ts';
import { formatDate } from '../../shared/format-date.ts';
import { localizePath, type Locale } from '../../shared/locale.ts';
import type { BookInput, BookedVisit, Equipment, EquipmentInput, EquipmentPage, EquipmentSite } from '../../shared/contracts/equipment.ts';

interface EquipmentDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
  /** SERVICE_REMINDER_DAYS: the first reminder, and the page's "due soon", this many days before a service is due. */
  reminderDays: number;
  /** PUBLIC_ORIGIN: a text's link is absolute when the site knows its address. */
  origin?: string;
}

/** The page's address, with a piece and service to book when a reminder links to it. */
export const equipmentPagePath = (locale: Locale, book?: { id: number; ruleId: number }) =>
  `${localizePath('/profile/equipment/', locale)}${book ? `?book=${book.id}-${book.ruleId}` : ''}`;

type PieceRow = Awaited<ReturnType<Repos['equipment']['ofUser']>>[number];

const siteOf = (row: Pick<PieceRow, 'address_id' | 'province' | 'city' | 'line'>): EquipmentSite | null =>
  row.address_id === null ? null : { id: row.address_id, province: row.province ?? '', city: row.city ?? '', line: row.line ?? '' };

/**
 * The customer's side of the equipment register (issue #34): their pieces by site with each service's next due date,
 * adding and editing (a product some service rule covers, a count of at least one, a site of theirs, dates not in the
 * future), removal, booking a visit (from tomorrow, a working day; one open a piece and service, held by the partial
 * unique index), the reminders' switch; and the minutely reminders, each claimed once by its key before it is texted.
 */
export function equipmentService({ repos, clock, log, limits, textQueue, texts, reminderDays, origin }: EquipmentDeps) {
  const today = () => tehranDayOf(clock());

  function view(row: PieceRow, services: DueService[], locale: Locale, day: string): Equipment {
    return {
      id: row.id,
      productId: row.product_id,
      productName: locale === 'en' ? row.name_en : row.name_fa,
      productCode: row.code,
      count: row.count,
      site: siteOf(row),
      installedOn: row.installed_on,
      lastServicedOn: row.last_serviced_on,
      services: services.map((s) => ({ ruleId: s.ruleId, name: s.name[locale], dueOn: s.dueOn, mark: dueMark(s.dueOn, day, reminderDays), visit: s.visit })),
    };
  }

  async function list(userId: number | undefined, locale: Locale): Promise<Equipment[]> {
    if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
    const rows = await repos.equipment.ofUser(userId);
    const due = await dueServices(repos, rows);
    const day = today();
    return rows.map((row) => view(row, due.get(row.id) ?? [], locale, day));
  }

  async function textOf(mobile: string, locale: Locale, kind: string, key: string, values: Record<string, string>) {
    const text = texts(locale)(`sms:${key}`, { ...values, interpolation: { escapeValue: false } });
    try {
      await textQueue.send({ to: mobile, kind, text, code: null, expiresAt: null });
    } catch (err) {
      log.error({ err, kind }, 'service text not stored');
    }
  }

  return {
    list,

    async page(userId: number | undefined, locale: Locale): Promise<EquipmentPage> {
      const items = await list(userId, locale);
      const [types, sites, remindersOff] = await Promise.all([
        repos.serviceRules.coveredProducts(),
        repos.addresses.list(userId!),
        repos.equipment.remindersOff(userId!),
      ]);
      return {
        items,
        types: types.map((p) => ({ id: p.id, name: locale === 'en' ? p.name_en : p.name_fa, code: p.code })),
        sites: sites.map((a) => ({ id: a.id, province: a.province, city: a.city, line: a.line })),
        remindersOff,
        reminderDays,
        today: today(),
      };
    },

    async save(userId: number | undefined, input: EquipmentInput, locale: Locale): Promise<Equipment> {
      if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
      const day = today();
      if (input.installedOn > day) throw new AppError('DATE_IN_FUTURE', 'installedOn');
      if (input.lastServicedOn && input.lastServicedOn > day) throw new AppError('DATE_IN_FUTURE', 'lastServicedOn');
      const at = clock().toISOString();
      const id = await repos.transaction(async (r) => {
        if (input.id !== undefined && !(await r.equipment.find(input.id, userId))) throw new AppError('EQUIPMENT_NOT_FOUND', 'id');
        if ((await r.serviceRules.forProducts([input.productId])).length === 0) throw new AppError('EQUIPMENT_NO_SERVICE', 'productId');
        if (!(await r.addresses.find(input.addressId, userId))) throw new AppError('ADDRESS_NOT_FOUND', 'addressId');
        const fields = {
          product_id: input.productId,
          count: input.count,
          address_id: input.addressId,
          installed_on: input.installedOn,
          last_serviced_on: input.lastServicedOn ?? null,
          updated_at: at,
        };
        if (input.id !== undefined) return (await r.equipment.update(input.id, userId, fields))!.id;
        return (await r.equipment.insert({ ...fields, user_id: userId, order_line_id: null, locale, created_at: at })).id;
      });
      return (await list(userId, locale)).find((e) => e.id === id)!;
    },

    async remove(userId: number | undefined, id: number): Promise<{ id: number }> {
      if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
      if (!(await repos.equipment.remove(id, userId))) throw new AppError('EQUIPMENT_NOT_FOUND', 'id');
      return { id };
    },

    /** Books a visit; the customer is texted that it is received (the operator confirms it). */
    async book(userId: number | undefined, input: BookInput, locale: Locale): Promise<BookedVisit> {
      if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
      if (!isVisitDay(input.date, today())) throw new AppError('VISIT_DAY_CLOSED', 'date');
      const piece = await repos.equipment.find(input.id, userId);
      if (!piece) throw new AppError('EQUIPMENT_NOT_FOUND', 'id');
      const rule = (await repos.serviceRules.forProducts([piece.product_id])).find((x) => x.rule_id === input.ruleId);
      if (!rule) throw new AppError('SERVICE_NOT_OF_EQUIPMENT', 'ruleId');
      await limits.take(['visitPerUser', String(userId)]);
      const at = clock().toISOString();
      const visit = await repos.equipment.book({
        equipment_id: piece.id,
        rule_id: rule.rule_id,
        date: input.date,
        window: input.window,
        status: 'requested',
        reason: null,
        done_on: null,
        created_at: at,
        updated_at: at,
      });
      if (!visit) throw new AppError('VISIT_ALREADY_BOOKED', 'ruleId');
      const user = await repos.users.byId(userId);
      if (user)
        await textOf(user.mobile, locale, 'visitBooked', 'visitBooked', {
          service: locale === 'en' ? rule.name_en : rule.name_fa,
          date: formatDate(`${input.date}T12:00:00Z`, locale),
          window: texts(locale)(`equipment:window.${input.window}`),
        });
      return { id: visit.id, date: visit.date, window: input.window, status: 'requested' };
    },

    async setReminders(userId: number | undefined, off: boolean): Promise<{ off: boolean }> {
      if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
      await repos.equipment.setRemindersOff(userId, off);
      return { off };
    },

    /**
     * The minutely step: each service due within SERVICE_REMINDER_DAYS ("before") and each one due today or past with
     * nothing booked ("due") is texted once, its key (piece, rule, due date, kind) claimed by one insert first, so two
     * workers, a run twice and a restart text it once. Pieces with a visit booked, and customers who turned the
     * reminders off, are not texted. The text goes through the durable queue, which holds it through the quiet hours.
     */
    async remindDue(): Promise<number> {
      const day = today();
      const rows = (await repos.equipment.all()).filter((r) => r.service_reminders_off !== 1);
      const due = await dueServices(repos, rows);
      let sent = 0;
      for (const row of rows) {
        const locale: Locale = row.locale === 'en' ? 'en' : 'fa';
        for (const s of due.get(row.id) ?? []) {
          if (s.visit) continue;
          const left = daysBetween(day, s.dueOn);
          const kind = left <= 0 ? 'due' : left <= reminderDays ? 'before' : null;
          if (!kind) continue;
          if (!(await repos.equipment.claimReminder({ equipment_id: row.id, rule_id: s.ruleId, due_on: s.dueOn, kind, sent_at: clock().toISOString() })))
            continue;
          await textOf(row.mobile, locale, 'serviceReminder', kind === 'due' ? 'serviceDueToday' : 'serviceDueSoon', {
            product: locale === 'en' ? row.name_en : row.name_fa,
            service: s.name[locale],
            date: formatDate(`${s.dueOn}T12:00:00Z`, locale),
            url: `${origin ?? ''}${equipmentPagePath(locale, { id: row.id, ruleId: s.ruleId })}`,
          });
          sent += 1;
        }
      }
      return sent;
    },
  };
}

export type EquipmentService = ReturnType<typeof equipmentService>;
