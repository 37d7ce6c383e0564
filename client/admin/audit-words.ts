import type { AuditRow } from '../../shared/contracts/admin/access.ts';
import type { T } from './admin-i18n.tsx';

/** The back-office screen each kind of record opens on (after /admin); a thing without one is named, not linked. */
const SCREENS: Record<string, string> = {
  order: 'orders',
  product: 'products',
  category: 'categories',
  brand: 'brands',
  service: 'services',
  post: 'posts',
  post_category: 'post-categories',
  testimonial: 'testimonials',
  project: 'projects',
  discount: 'discounts',
  delivery: 'deliveries',
  contact_request: 'requests',
};

/**
 * A kind of change in words (`stock.adjust` → "Stock changed"): its own sentence when it has one
 * (`audit.actions.<thing>.<verb>`), else the verb's with the thing's name ("Brand created"), else the code as logged.
 */
export function actionWords(action: string, t: T): string {
  const own = t(`audit.actions.${action}`);
  if (own !== `audit.actions.${action}`) return own;
  const [thing = '', verb = ''] = action.split('.');
  const said = t(`audit.verbs.${verb}`, { thing: t(`audit.things.${thing}`) });
  return said === `audit.verbs.${verb}` || said.includes('audit.things.') ? action : said;
}

/** What a change was made to ("Order 27"), and the address of its screen when it has one. */
export function targetOf(row: Pick<AuditRow, 'entity' | 'entityId'>, t: T): { text: string; to: string | null } {
  const name = t(`audit.things.${row.entity}`);
  const thing = name === `audit.things.${row.entity}` ? row.entity : name;
  const id = row.entityId && /^\d+$/.test(row.entityId) ? Number(row.entityId) : row.entityId;
  const text = id === null ? thing : t('audit.target', { thing, id });
  const screen = SCREENS[row.entity];
  return { text, to: screen && typeof id === 'number' ? `/${screen}/${id}` : null };
}
