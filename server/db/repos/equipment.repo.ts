import type { Kysely, Selectable } from 'kysely';
import type { Database, EquipmentTable, ServiceVisitTable } from '../schema.ts';

export type EquipmentRow = Selectable<EquipmentTable>;
export type VisitRow = Selectable<ServiceVisitTable>;
export const OPEN_VISIT = ['requested', 'confirmed'] as const;

/**
 * The equipment register, its booked visits and its reminders' claims (issue #34). A customer's rows are read and
 * changed only with their user id in the statement (someone else's id finds nothing). A visit is booked by an insert
 * that the partial unique index `service_visits_open` lets through once per piece and service; a reminder is claimed
 * by an insert its primary key lets through once.
 */
export function equipmentRepo(db: Kysely<Database>) {
  const withSite = () =>
    db
      .selectFrom('equipment as e')
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .leftJoin('addresses as a', 'a.id', 'e.address_id')
      .selectAll('e')
      .select(['p.name_fa', 'p.name_en', 'p.code', 'a.province', 'a.city', 'a.line', 'a.receiver_name', 'u.mobile', 'u.full_name', 'u.service_reminders_off']);
  const visits = () =>
    db
      .selectFrom('service_visits as v')
      .innerJoin('equipment as e', 'e.id', 'v.equipment_id')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('service_rules as r', 'r.id', 'v.rule_id')
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .leftJoin('addresses as a', 'a.id', 'e.address_id')
      .selectAll('v')
      .select([
        'e.user_id',
        'e.count',
        'e.locale',
        'e.product_id',
        'u.mobile',
        'u.full_name',
        'r.name_fa as rule_fa',
        'r.name_en as rule_en',
        'p.name_fa',
        'p.name_en',
        'a.province',
        'a.city',
        'a.line',
      ]);
  return {
    ofUser: (userId: number) => withSite().where('e.user_id', '=', userId).orderBy('e.address_id').orderBy('e.id').execute(),
    /** Every piece with its site and owner: the operator's calendar and the reminders' scan. */
    all: () => withSite().orderBy('e.id').execute(),
    find: (id: number, userId: number) => db.selectFrom('equipment').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
    insert: (row: Omit<EquipmentRow, 'id'>) => db.insertInto('equipment').values(row).returningAll().executeTakeFirstOrThrow(),
    /** A line already registered is left as it is (the unique `order_line_id`): null then. */
    registerLine: (row: Omit<EquipmentRow, 'id'>) =>
      db
        .insertInto('equipment')
        .values(row)
        .onConflict((oc) => oc.column('order_line_id').doNothing())
        .returning('id')
        .executeTakeFirst(),
    update: (id: number, userId: number, set: Pick<EquipmentRow, 'product_id' | 'count' | 'address_id' | 'installed_on' | 'last_serviced_on' | 'updated_at'>) =>
      db.updateTable('equipment').set(set).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst(),
    remove: (id: number, userId: number) => db.deleteFrom('equipment').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst(),

    /** An order's lines with a product, and what the order knows of where and when. */
    orderLines: (orderId: number) =>
      db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(['l.id', 'l.product_id', 'l.count', 'o.user_id', 'o.address_id', 'o.locale'])
        .where('l.order_id', '=', orderId)
        .where('l.product_id', 'is not', null)
        .execute(),

    /** The last day each service of these pieces was done (visits marked done). */
    lastDone: async (equipmentIds: readonly number[]) =>
      equipmentIds.length === 0
        ? []
        : db
            .selectFrom('service_visits')
            .select(['equipment_id', 'rule_id'])
            .select((eb) => eb.fn.max('done_on').as('done_on'))
            .where('status', '=', 'done')
            .where('equipment_id', 'in', equipmentIds)
            .groupBy(['equipment_id', 'rule_id'])
            .execute(),

    /** The open (requested or confirmed) visits of these pieces. */
    openVisits: async (equipmentIds: readonly number[]) =>
      equipmentIds.length === 0
        ? []
        : db.selectFrom('service_visits').selectAll().where('status', 'in', OPEN_VISIT).where('equipment_id', 'in', equipmentIds).execute(),

    /** Books a visit; undefined when the piece and service already have an open one (the partial unique index). */
    book: (row: Omit<VisitRow, 'id'>) =>
      db
        .insertInto('service_visits')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst(),

    visit: (id: number) => visits().where('v.id', '=', id).executeTakeFirst(),
    /** The open visits and those of the coming days, by date. */
    visitsFrom: (day: string) =>
      visits()
        .where((eb) => eb.or([eb('v.status', 'in', OPEN_VISIT), eb('v.date', '>=', day)]))
        .orderBy('v.date')
        .orderBy('v.id')
        .execute(),

    /** A guarded move of a visit from one of `from`: false when it was not in one of them. */
    async moveVisit(
      id: number,
      from: readonly string[],
      set: Partial<Pick<VisitRow, 'status' | 'date' | 'window' | 'reason' | 'done_on'>> & { updated_at: string },
    ) {
      const r = await db.updateTable('service_visits').set(set).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Claims one reminder: true for the one caller that wrote its row. */
    async claimReminder(row: { equipment_id: number; rule_id: number; due_on: string; kind: string; sent_at: string }) {
      const r = await db
        .insertInto('service_reminders')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .returning('equipment_id')
        .executeTakeFirst();
      return r !== undefined;
    },

    setRemindersOff: (userId: number, off: boolean) =>
      db
        .updateTable('users')
        .set({ service_reminders_off: off ? 1 : 0 })
        .where('id', '=', userId)
        .execute(),
    remindersOff: async (userId: number) =>
      ((await db.selectFrom('users').select('service_reminders_off').where('id', '=', userId).executeTakeFirst())?.service_reminders_off ?? 0) === 1,
  };
}
