import { endpoint } from '../endpoint.ts';

export interface Dashboard {
  ordersToday: number;
  revenueTodayToman: number;
  ordersMonth: number;
  revenueMonthToman: number;
  /** Orders someone must act on: a cheque to check, a paid order to ship (each tile opens the list so filtered). */
  ordersWaiting: { 'cheque-submitted': number; paid: number };
  newRequests: number;
  lowStock: number;
}

const inputs = () => import('./access.inputs.ts');

export const adminDashboardContracts = {
  get: endpoint<Dashboard>()({ method: 'GET', path: '/api/admin/dashboard', input: () => inputs().then((m) => m.none) }),
};
