import { endpoint } from '../endpoint.ts';
import type { Paged } from './paging.ts';

export type StaffRole = 'staff' | 'admin';

/** The signed-in staff member as the back office sees them; `verified`: this session gave the password. */
export interface StaffSession {
  userId: number;
  fullName: string;
  mobile: string;
  role: StaffRole;
  hasPassword: boolean;
  verified: boolean;
}

export interface StaffUser {
  id: number;
  mobile: string;
  fullName: string;
  role: 'customer' | 'staff' | 'admin';
}

export interface AuditRow {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string;
  createdAt: string;
  user: { id: number; mobile: string; fullName: string } | null;
}

/** A page of the audit log, with what its filters offer: the kinds of change and the people the log holds. */
export interface AuditPage extends Paged<AuditRow> {
  actions: string[];
  actors: { id: number; mobile: string; fullName: string }[];
}

const inputs = () => import('./access.inputs.ts');

/** Entering the back office, roles and the audit log (issue #11). Every /api/admin call is refused to non-staff (403). */
export const adminAccessContracts = {
  session: endpoint<StaffSession>()({ method: 'GET', path: '/api/admin/session', input: () => inputs().then((m) => m.none) }),
  enter: endpoint<StaffSession>()({ method: 'POST', path: '/api/admin/session', input: () => inputs().then((m) => m.enter) }),
  /** Users with a role (staff and admins), or anyone whose mobile contains `mobile`; paged. */
  staff: endpoint<Paged<StaffUser>>()({ method: 'GET', path: '/api/admin/users', input: () => inputs().then((m) => m.users) }),
  setRole: endpoint<StaffUser>()({ method: 'POST', path: '/api/admin/users/role', input: () => inputs().then((m) => m.setRole) }),
  audit: endpoint<AuditPage>()({ method: 'GET', path: '/api/admin/audit', input: () => inputs().then((m) => m.audit) }),
};
