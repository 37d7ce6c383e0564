import { endpoint } from '../endpoint.ts';
import type { VisitWindow } from '../../service-due.ts';

const inputs = () => import('./service-visits.inputs.ts');

/** A service due in the coming weeks at a site (issue #34), with its open visit if one is booked. */
export interface DueRow {
  equipmentId: number;
  ruleId: number;
  dueOn: string;
  product: string;
  service: string;
  count: number;
  customer: string | null;
  mobile: string;
  province: string | null;
  city: string | null;
  line: string | null;
  visitId: number | null;
}

export interface AdminVisit {
  id: number;
  equipmentId: number;
  ruleId: number;
  date: string;
  window: VisitWindow;
  status: 'requested' | 'confirmed' | 'done' | 'cancelled';
  reason: string | null;
  doneOn: string | null;
  product: string;
  service: string;
  count: number;
  customer: string | null;
  mobile: string;
  province: string | null;
  city: string | null;
  line: string | null;
}

export interface ServiceCalendar {
  /** The first and last day it covers (YYYY-MM-DD, Tehran). */
  from: string;
  to: string;
  /** What falls due by `to` (overdue ones included), by province, city, then due date. */
  due: DueRow[];
  /** Open visits, and the others dated from `from` on. */
  visits: AdminVisit[];
}

export type VisitAction =
  | { id: number; action: 'confirm' }
  | { id: number; action: 'move'; date: string; window: VisitWindow }
  | { id: number; action: 'done'; date?: string }
  | { id: number; action: 'cancel'; reason: string };

export const ADMIN_SERVICE_VISITS_FILE_PATH = '/api/admin/service-visits/file';

/** `GET /api/admin/service-visits?weeks=`: the calendar; `POST /api/admin/service-visit`: confirm, move, done, cancel. */
export const adminServiceVisitContracts = {
  calendar: endpoint<ServiceCalendar>()({ method: 'GET', path: '/api/admin/service-visits', input: () => inputs().then((m) => m.calendar) }),
  act: endpoint<AdminVisit>()({ method: 'POST', path: '/api/admin/service-visit', input: () => inputs().then((m) => m.act) }),
};
