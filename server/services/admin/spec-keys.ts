import type { Repos } from '../../db/repos/index.ts';
import type { SpecKeyRow } from '../../db/repos/spec-keys.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminSpecKey } from '../../../shared/contracts/admin/spec-keys.ts';
import { audit, type Actor } from './actor.ts';

const toKey = (k: SpecKeyRow): AdminSpecKey => ({ id: k.id, nameFa: k.name_fa, nameEn: k.name_en, unitFa: k.unit_fa, unitEn: k.unit_en });
const sameName = (v: string) => v.trim().toLowerCase();

/**
 * The specification keys a category declares (issue #33), saved as a whole list in its order, audited in the
 * change's own transaction. A key keeps its id across saves, so its products' values and its models' overrides stay
 * with it; a key removed leaves their values as free rows of the old name (spec-rows.ts).
 */
export function adminSpecKeys({ repos, clock }: { repos: Repos; clock: Clock }) {
  async function list(r: Repos, categoryId: number) {
    if (!(await r.records.byId('categories', categoryId))) throw new AppError('CATEGORY_NOT_FOUND', 'categoryId');
    return (await r.specKeys.forCategories([categoryId])).map(toKey);
  }

  return {
    list: (categoryId: number) => list(repos, categoryId),

    /** Makes the category's keys `keys`, in order: SPEC_KEY_UNKNOWN for an id of another category's, SPEC_KEY_DUPLICATE for a name twice. */
    async save(actor: Actor, categoryId: number, keys: AdminSpecKey[]): Promise<AdminSpecKey[]> {
      return repos.transaction(async (r) => {
        const before = await list(r, categoryId);
        const seen = { Fa: new Set<string>(), En: new Set<string>() };
        for (const [i, k] of keys.entries()) {
          if (k.id && !before.some((b) => b.id === k.id)) throw new AppError('SPEC_KEY_UNKNOWN', `keys.${i}.id`);
          for (const lang of ['Fa', 'En'] as const) {
            const name = sameName(k[`name${lang}`]);
            if (seen[lang].has(name)) throw new AppError('SPEC_KEY_DUPLICATE', `keys.${i}.name${lang}`);
            seen[lang].add(name);
          }
        }
        await r.specKeys.replace(
          categoryId,
          keys.map((k) => ({ id: k.id, name_fa: k.nameFa, name_en: k.nameEn, unit_fa: k.unitFa, unit_en: k.unitEn })),
        );
        const after = (await r.specKeys.forCategories([categoryId])).map(toKey);
        await audit(r, clock, actor, { action: 'category.specKeys', entity: 'category', entityId: categoryId, before, after });
        return after;
      });
    },
  };
}
