import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';

interface Node {
  id: number;
  parent_id: number | null;
}

/** Walks the (small, in-memory) category table: subtrees for filters, parent chains for breadcrumbs and search text. */
export function categoryTree<C extends Node>(all: C[]) {
  const byId = new Map(all.map((c) => [c.id, c]));
  const children = new Map<number, number[]>();
  for (const c of all) if (c.parent_id) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  const descendants = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap(descendants)];
  /** The chain from just below the store root down to `id` (empty for an unknown id). */
  const path = (id: number): C[] => {
    const chain: C[] = [];
    for (let c = byId.get(id); c && c.id !== STORE_ROOT_CATEGORY_ID; c = c.parent_id ? byId.get(c.parent_id) : undefined) chain.unshift(c);
    return chain;
  };
  return { byId, descendants, path };
}
