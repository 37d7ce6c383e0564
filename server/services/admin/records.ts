import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { audit, type Actor } from './actor.ts';

type Row = Record<string, unknown> & { id: number };
type Saved<Rec> = Rec & { id: number };

/** How one kind of record maps to its table. `Rec` is what the back office reads and writes (shared/contracts/admin). */
export interface RecordSpec<Rec extends { id?: number }> {
  table: keyof Database;
  /** The audit log's entity ("discount"). */
  entity: string;
  /** The list's order, e.g. [['sort', 'asc'], ['id', 'asc']]. */
  order: [string, 'asc' | 'desc'][];
  toRecord(row: Row): Saved<Rec>;
  toRow(input: Rec): Record<string, unknown>;
  /** Columns written only when the record is created (created_at, counters, a place at the end). */
  created?(now: string, db: Kysely<Database>, input: Rec): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Columns made before the transaction from what was sent (a logo stored from an upload); none when it gives none. */
  prepare?(input: Rec): Promise<Record<string, unknown>>;
  /** Refuses a save that breaks a rule the schema cannot see (a taken code), with an AppError. */
  check?(db: Kysely<Database>, input: Rec): Promise<void>;
  /** After the change committed: what the site must follow at once (the search index…). */
  changed?(id: number): Promise<unknown>;
}

export interface RecordsDeps {
  kysely: Kysely<Database>;
  clock: Clock;
}

/**
 * The back office's plain records (issue #11): a page of the list, one record, a save (create without id) and the
 * active switch, each change one audit row (before and after) in the change's own transaction.
 */
export function adminRecords<Rec extends { id?: number }>(spec: RecordSpec<Rec>, { kysely, clock }: RecordsDeps) {
  // The table is chosen at run time, so Kysely cannot type its columns here; each spec's mapping names them.
  const db = (k: Kysely<Database>) => k as unknown as Kysely<any>;

  async function find(k: Kysely<Database>, id: number): Promise<Saved<Rec>> {
    const row = (await db(k).selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    if (!row) throw new AppError('NOT_FOUND', 'id');
    return spec.toRecord(row);
  }

  return {
    find,
    get: (id: number) => find(kysely, id),

    async page(page: number): Promise<Paged<Saved<Rec>>> {
      const { limit, offset } = pageWindow(page);
      let q = db(kysely).selectFrom(spec.table).selectAll();
      for (const [column, direction] of spec.order) q = q.orderBy(column, direction);
      const [rows, count] = await Promise.all([
        q.limit(limit).offset(offset).execute() as Promise<Row[]>,
        db(kysely).selectFrom(spec.table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
      ]);
      return paged(rows.map(spec.toRecord), count.n, page);
    },

    async save(actor: Actor, input: Rec): Promise<{ id: number }> {
      const prepared = (await spec.prepare?.(input)) ?? {};
      const id = await withTransaction(kysely, async (trx) => {
        const before = input.id ? await find(trx, input.id) : null;
        await spec.check?.(trx, input);
        const values = { ...spec.toRow(input), ...prepared };
        let id = input.id;
        if (id) await db(trx).updateTable(spec.table).set(values).where('id', '=', id).execute();
        else id = ((await db(trx).insertInto(spec.table).values({ ...values, ...(await spec.created?.(clock().toISOString(), trx, input)) }).returning('id').executeTakeFirstOrThrow()) as Row).id;
        const after = await find(trx, id);
        await audit(trx, clock, actor, { action: `${spec.entity}.${before ? 'update' : 'create'}`, entity: spec.entity, entityId: id, before, after });
        return id;
      });
      await spec.changed?.(id);
      return { id };
    },

    /** Switches a record off (kept, never deleted: carts and orders name it) or on again. */
    async setActive(actor: Actor, id: number, active: boolean): Promise<null> {
      await withTransaction(kysely, async (trx) => {
        const before = await find(trx, id);
        await db(trx).updateTable(spec.table).set({ active: active ? 1 : 0 }).where('id', '=', id).execute();
        await audit(trx, clock, actor, { action: `${spec.entity}.${active ? 'activate' : 'deactivate'}`, entity: spec.entity, entityId: id, before, after: await find(trx, id) });
      });
      await spec.changed?.(id);
      return null;
    },
  };
}

export type AdminRecords<Rec extends { id?: number }> = ReturnType<typeof adminRecords<Rec>>;
