import type { Repos } from '../../db/repos/index.ts';
import type { RecordTable } from '../../db/repos/records.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { audit, type Actor } from './actor.ts';

type Row = Record<string, unknown> & { id: number };
type Saved<Rec> = Rec & { id: number };

/** How one kind of record maps to its table. `Rec` is what the back office reads and writes (shared/contracts/admin). */
export interface RecordSpec<Rec extends { id?: number }> {
  table: RecordTable;
  /** The audit log's entity ("discount"). */
  entity: string;
  /** The list's order, e.g. [['sort', 'asc'], ['id', 'asc']]. */
  order: [string, 'asc' | 'desc'][];
  toRecord(row: Row): Saved<Rec>;
  toRow(input: Rec): Record<string, unknown>;
  /** Columns written only when the record is created (created_at, counters, a place at the end). */
  created?(now: string, r: Repos, input: Rec): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Columns made before the transaction from what was sent (a logo stored from an upload); none when it gives none. */
  prepare?(input: Rec): Promise<Record<string, unknown>>;
  /** Refuses a save that breaks a rule the schema cannot see (a taken code), with an AppError. */
  check?(r: Repos, input: Rec): Promise<void>;
  /** After the change committed: what the site must follow at once (the search index…). */
  changed?(id: number): Promise<unknown>;
}

export interface RecordsDeps {
  repos: Repos;
  clock: Clock;
}

/**
 * The back office's plain records (issue #11): a page of the list, one record, a save (create without id) and the
 * active switch, each change one audit row (before and after) in the change's own transaction.
 */
export function adminRecords<Rec extends { id?: number }>(spec: RecordSpec<Rec>, { repos, clock }: RecordsDeps) {
  async function find(r: Repos, id: number): Promise<Saved<Rec>> {
    const row = await r.records.byId(spec.table, id);
    if (!row) throw new AppError('NOT_FOUND', 'id');
    return spec.toRecord(row);
  }

  return {
    find,
    get: (id: number) => find(repos, id),

    async page(page: number): Promise<Paged<Saved<Rec>>> {
      const { rows, total } = await repos.records.page(spec.table, spec.order, pageWindow(page));
      return paged(rows.map(spec.toRecord), total, page);
    },

    async save(actor: Actor, input: Rec): Promise<{ id: number }> {
      const prepared = (await spec.prepare?.(input)) ?? {};
      const id = await repos.transaction(async (r) => {
        const before = input.id ? await find(r, input.id) : null;
        await spec.check?.(r, input);
        const values = { ...spec.toRow(input), ...prepared };
        let id = input.id;
        if (id) await r.records.update(spec.table, id, values);
        else id = await r.records.insert(spec.table, { ...values, ...(await spec.created?.(clock().toISOString(), r, input)) });
        const after = await find(r, id);
        await audit(r, clock, actor, { action: `${spec.entity}.${before ? 'update' : 'create'}`, entity: spec.entity, entityId: id, before, after });
        return id;
      });
      await spec.changed?.(id);
      return { id };
    },

    /** Switches a record off (kept, never deleted: carts and orders name it) or on again. */
    async setActive(actor: Actor, id: number, active: boolean): Promise<null> {
      await repos.transaction(async (r) => {
        const before = await find(r, id);
        await r.records.update(spec.table, id, { active: active ? 1 : 0 });
        await audit(r, clock, actor, {
          action: `${spec.entity}.${active ? 'activate' : 'deactivate'}`,
          entity: spec.entity,
          entityId: id,
          before,
          after: await find(r, id),
        });
      });
      await spec.changed?.(id);
      return null;
    },
  };
}

export type AdminRecords<Rec extends { id?: number }> = ReturnType<typeof adminRecords<Rec>>;
