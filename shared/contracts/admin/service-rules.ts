import { endpoint } from '../endpoint.ts';

const inputs = () => import('./service-rules.inputs.ts');

/** A service rule (issue #34): one named service of a category's (and its subcategories') or a product's equipment. */
export interface AdminServiceRule {
  id: number;
  categoryId: number | null;
  productId: number | null;
  /** The target's name in the operator's language (and a product's code). */
  target: string;
  nameFa: string;
  nameEn: string;
  intervalMonths: number;
  updatedAt: string;
}

export interface ServiceRuleInput {
  id?: number;
  categoryId?: number | null;
  productId?: number | null;
  nameFa: string;
  nameEn: string;
  intervalMonths: number;
}

export interface ServiceRulesScreen {
  rules: AdminServiceRule[];
  categories: { id: number; name: string }[];
  products: { id: number; name: string; code: string }[];
}

/** `GET/POST/DELETE /api/admin/service-rules`: the list with what a rule may name, a save (no id: new), a removal. */
export const adminServiceRuleContracts = {
  list: endpoint<ServiceRulesScreen>()({ method: 'GET', path: '/api/admin/service-rules', input: () => inputs().then((m) => m.none) }),
  save: endpoint<AdminServiceRule>()({ method: 'POST', path: '/api/admin/service-rules', input: () => inputs().then((m) => m.rule) }),
  remove: endpoint<{ id: number }>()({ method: 'DELETE', path: '/api/admin/service-rules', input: () => inputs().then((m) => m.byId) }),
};
