import type { Repos } from '../db/repos/index.ts';
import type { RedirectRow } from '../db/repos/redirects.repo.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { ownPath } from '../../shared/local-path.ts';
import { leavesSite, redirectKey, targetPath, type Redirect } from '../../shared/redirects.ts';
import type { AdminRedirect, RedirectInput } from '../../shared/contracts/admin/redirects.ts';
import { audit, type Actor } from './admin/actor.ts';
import type { keptUntilChange } from './kept-until-change.ts';

export interface RedirectsDeps {
  repos: Repos;
  clock: Clock;
  /** The process's memory of reads, cleared by the change bus on any back-office save (on every worker). */
  kept: ReturnType<typeof keptUntilChange>;
  /** REDIRECTS_FILE's entries, read at start: they stand beside the back office's and count for loops and chains. */
  file: readonly Redirect[];
}

const toRedirect = (r: RedirectRow): Redirect => ({ from: r.from_path, to: r.to_target, status: r.status === 302 ? 302 : 301 });
const toAdmin = (r: RedirectRow): AdminRedirect => ({
  id: r.id,
  from: r.from_path,
  to: r.to_target,
  status: r.status === 302 ? 302 : 301,
  updatedAt: r.updated_at,
});

/** `from`: a locale-less path of this site (the rules add the visitor's language to the target, not the source). */
function checkedFrom(from: string): string {
  const path = ownPath(from.trim());
  if (!path || path !== targetPath(path) || /^\/en(\/|$)/i.test(path)) throw new AppError('REDIRECT_FROM_INVALID', 'from');
  return path;
}

/** `to`: a path of this site, or an absolute http(s) address that parses. */
function checkedTo(to: string): string {
  const value = to.trim();
  if (leavesSite(value)) {
    try {
      return new URL(value).href;
    } catch {
      throw new AppError('REDIRECT_TO_INVALID', 'to');
    }
  }
  const path = ownPath(value);
  if (!path) throw new AppError('REDIRECT_TO_INVALID', 'to');
  return path;
}

/**
 * Redirects the operator keeps (issue 32), beside REDIRECTS_FILE's. The navigation rules read `effective()` on every
 * page request: kept in memory until the change bus tells of a back-office save, so a saved or removed redirect works
 * at once on every worker. One hop, as the navigation rules promise: a redirect may neither lead back to its own
 * path nor start where another one ends, nor end where another one starts.
 */
export function redirectsService({ repos, clock, kept, file }: RedirectsDeps) {
  const stored = kept(async () => (await repos.redirects.list()).map(toRedirect));

  /** Refuses a loop, a chain and a path another redirect claims, against every other redirect (file and stored). */
  function checkOneHop(from: string, to: string, others: readonly Redirect[]) {
    const fromKey = redirectKey(from);
    const toKey = leavesSite(to) ? null : redirectKey(targetPath(to));
    if (toKey === fromKey) throw new AppError('REDIRECT_LOOP', 'to');
    for (const other of others) {
      if (redirectKey(other.from) === fromKey) throw new AppError('REDIRECT_TAKEN', 'from');
      if (toKey !== null && redirectKey(other.from) === toKey) throw new AppError('REDIRECT_CHAIN', 'to', { path: other.from });
      if (!leavesSite(other.to) && redirectKey(targetPath(other.to)) === fromKey) throw new AppError('REDIRECT_CHAIN', 'from', { path: other.from });
    }
  }

  return {
    async effective(): Promise<readonly Redirect[]> {
      return [...file, ...(await stored())];
    },

    async list(): Promise<AdminRedirect[]> {
      return (await repos.redirects.list()).map(toAdmin);
    },

    async save(actor: Actor, input: RedirectInput): Promise<AdminRedirect> {
      const from = checkedFrom(input.from);
      const to = checkedTo(input.to);
      const fields = { from_path: from, from_key: redirectKey(from), to_target: to, status: input.status, updated_at: clock().toISOString() };
      return repos.transaction(async (r) => {
        const before = input.id ? await r.redirects.find(input.id) : undefined;
        if (input.id && !before) throw new AppError('REDIRECT_NOT_FOUND', 'id');
        const others = (await r.redirects.list()).filter((row) => row.id !== input.id).map(toRedirect);
        checkOneHop(from, to, [...file, ...others]);
        const saved = before ? await r.redirects.update(before.id, fields) : await r.redirects.insert(fields);
        // The unique path: a save of the same path at the same moment lost the race.
        if (!saved) throw new AppError('REDIRECT_TAKEN', 'from');
        await audit(r, clock, actor, {
          action: before ? 'redirect.update' : 'redirect.create',
          entity: 'redirect',
          entityId: saved.id,
          before: before ? toAdmin(before) : null,
          after: toAdmin(saved),
        });
        return toAdmin(saved);
      });
    },

    async remove(actor: Actor, id: number): Promise<{ id: number }> {
      return repos.transaction(async (r) => {
        const removed = await r.redirects.remove(id);
        if (!removed) throw new AppError('REDIRECT_NOT_FOUND', 'id');
        await audit(r, clock, actor, { action: 'redirect.delete', entity: 'redirect', entityId: id, before: toAdmin(removed), after: null });
        return { id };
      });
    },
  };
}

export type RedirectsService = ReturnType<typeof redirectsService>;
