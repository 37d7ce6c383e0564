import { endpoint } from '../endpoint.ts';
import type { Paged } from './paging.ts';

export const REQUEST_STATUSES = ['new', 'called', 'visited', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export interface AdminRequestRow {
  id: number;
  fullName: string;
  mobile: string;
  title: string | null;
  status: RequestStatus;
  createdAt: string;
  hasFile: boolean;
}

export interface AdminRequest extends AdminRequestRow {
  email: string | null;
  body: string;
  sendDate: string | null;
  locale: string;
  note: string | null;
  productId: number | null;
  /** Downloaded through the back office only (the gate guards it). */
  fileUrl: string | null;
  fileName: string | null;
}

const inputs = () => import('./requests.inputs.ts');

/** Consultation requests (issue #11): new first, each marked called, visited or closed with a note. */
export const adminRequestContracts = {
  list: endpoint<Paged<AdminRequestRow>>()({ method: 'GET', path: '/api/admin/requests', input: () => inputs().then((m) => m.list) }),
  get: endpoint<AdminRequest>()({ method: 'GET', path: '/api/admin/request', input: () => inputs().then((m) => m.byId) }),
  mark: endpoint<AdminRequest>()({ method: 'POST', path: '/api/admin/request', input: () => inputs().then((m) => m.mark) }),
};

/** The attachment's address (not a JSON call): `?id=` the request's id. */
export const ADMIN_REQUEST_FILE_PATH = '/api/admin/request/file';
