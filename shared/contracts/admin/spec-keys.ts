import { endpoint } from '../endpoint.ts';

/** A specification key a category declares (issue #33): its name and unit in both languages; its place is its order. */
export interface AdminSpecKey {
  id?: number;
  nameFa: string;
  nameEn: string;
  unitFa: string;
  unitEn: string;
}

const inputs = () => import('./spec-keys.inputs.ts');

/** `GET /api/admin/category/spec-keys?categoryId=`; `POST` the same path `{ categoryId, keys }`: the keys in order. */
export const adminSpecKeyContracts = {
  list: endpoint<AdminSpecKey[]>()({ method: 'GET', path: '/api/admin/category/spec-keys', input: () => inputs().then((m) => m.list) }),
  save: endpoint<AdminSpecKey[]>()({ method: 'POST', path: '/api/admin/category/spec-keys', input: () => inputs().then((m) => m.save) }),
};
