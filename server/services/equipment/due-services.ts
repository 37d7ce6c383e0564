import type { Repos } from '../../db/repos/index.ts';
import type { EquipmentRow, VisitRow } from '../../db/repos/equipment.repo.ts';
import { nextDue } from '../../../shared/service-due.ts';
import type { VisitWindow } from '../../../shared/service-due.ts';

export interface DueService {
  ruleId: number;
  name: { fa: string; en: string };
  dueOn: string;
  visit: { id: number; date: string; window: VisitWindow; status: 'requested' | 'confirmed' } | null;
}

/**
 * Each piece's services and when each is next due: its rules (its product's, its category's, the parent category's),
 * from the latest of installation, the last service the customer gave and the last visit done (shared/service-due.ts),
 * with the open visit booked for it. Three reads whatever the number of pieces.
 */
export async function dueServices(r: Repos, pieces: readonly Pick<EquipmentRow, 'id' | 'product_id' | 'installed_on' | 'last_serviced_on'>[]) {
  const ids = pieces.map((p) => p.id);
  const [rules, done, open] = await Promise.all([
    r.serviceRules.forProducts([...new Set(pieces.map((p) => p.product_id))]),
    r.equipment.lastDone(ids),
    r.equipment.openVisits(ids),
  ]);
  const doneOn = new Map(done.map((d) => [`${d.equipment_id}:${d.rule_id}`, d.done_on as string | null]));
  const openOf = new Map(open.map((v: VisitRow) => [`${v.equipment_id}:${v.rule_id}`, v]));
  return new Map(
    pieces.map((piece) => [
      piece.id,
      rules
        .filter((rule) => rule.product_id === piece.product_id)
        .map((rule): DueService => {
          const key = `${piece.id}:${rule.rule_id}`;
          const visit = openOf.get(key);
          return {
            ruleId: rule.rule_id,
            name: { fa: rule.name_fa, en: rule.name_en },
            dueOn: nextDue({
              installedOn: piece.installed_on,
              lastServicedOn: piece.last_serviced_on,
              lastDoneOn: doneOn.get(key) ?? null,
              months: rule.interval_months,
            }),
            visit: visit ? { id: visit.id, date: visit.date, window: visit.window as VisitWindow, status: visit.status as 'requested' | 'confirmed' } : null,
          };
        }),
    ]),
  );
}
