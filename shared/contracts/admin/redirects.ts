import { endpoint } from '../endpoint.ts';

const inputs = () => import('./redirects.inputs.ts');

/** A redirect kept in the back office (issue 32): from a local path to a local path or an absolute URL. */
export interface AdminRedirect {
  id: number;
  from: string;
  to: string;
  status: 301 | 302;
  updatedAt: string;
}

export interface RedirectInput {
  id?: number;
  from: string;
  to: string;
  status: 301 | 302;
}

/** `GET/POST/DELETE /api/admin/redirects`: the list, a save (no id: a new one) and a removal (`?id=`). */
export const adminRedirectContracts = {
  list: endpoint<AdminRedirect[]>()({ method: 'GET', path: '/api/admin/redirects', input: () => inputs().then((m) => m.none) }),
  save: endpoint<AdminRedirect>()({ method: 'POST', path: '/api/admin/redirects', input: () => inputs().then((m) => m.redirect) }),
  remove: endpoint<{ id: number }>()({ method: 'DELETE', path: '/api/admin/redirects', input: () => inputs().then((m) => m.byId) }),
};
