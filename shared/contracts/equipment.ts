import { endpoint } from './endpoint.ts';
import type { VisitWindow } from '../service-due.ts';

/* After the sale (issue #34): the customer's equipment register, its services' due dates and booked visits. */

/** A site: one of the customer's addresses; null for equipment a pickup order registered, until one is named. */
export interface EquipmentSite {
  id: number;
  province: string;
  city: string;
  line: string;
}

/** An open (requested or confirmed) visit of one service. */
export interface BookedVisit {
  id: number;
  date: string;
  window: VisitWindow;
  status: 'requested' | 'confirmed';
}

export interface EquipmentService {
  ruleId: number;
  name: string;
  /** YYYY-MM-DD (Gregorian; the page writes it in the visitor's calendar). */
  dueOn: string;
  mark: 'soon' | 'overdue' | null;
  visit: BookedVisit | null;
}

export interface Equipment {
  id: number;
  productId: number;
  productName: string;
  productCode: string;
  count: number;
  site: EquipmentSite | null;
  installedOn: string;
  lastServicedOn: string | null;
  services: EquipmentService[];
}

export interface EquipmentInput {
  id?: number;
  productId: number;
  count: number;
  addressId: number;
  installedOn: string;
  lastServicedOn?: string | null;
}

export interface BookInput {
  id: number;
  ruleId: number;
  date: string;
  window: VisitWindow;
}

/** The register and what the page's forms offer: the types a customer may add, their sites, and the reminders' switch. */
export interface EquipmentPage {
  items: Equipment[];
  types: { id: number; name: string; code: string }[];
  sites: EquipmentSite[];
  remindersOff: boolean;
  /** SERVICE_REMINDER_DAYS: the first reminder this many days before a due date. */
  reminderDays: number;
  /** Tehran's today (YYYY-MM-DD): the picker books from the day after. */
  today: string;
}

const inputs = () => import('./equipment.inputs.ts');

export const equipmentContracts = {
  /** The customer's equipment, each with its services' next due dates (401 without a session). */
  list: endpoint<Equipment[]>()({ method: 'GET', path: '/api/equipment', input: () => inputs().then((m) => m.none) }),
  /** The page's whole read: the register, the types, the sites, the reminders' switch. */
  page: endpoint<EquipmentPage>()({ method: 'GET', path: '/api/equipment/page', input: () => inputs().then((m) => m.none) }),
  /** Adds a piece (no id) or edits one of the customer's. */
  save: endpoint<Equipment>()({ method: 'POST', path: '/api/equipment', input: () => inputs().then((m) => m.save) }),
  remove: endpoint<{ id: number }>()({ method: 'DELETE', path: '/api/equipment', input: () => inputs().then((m) => m.byId) }),
  /** Books a visit for one service of a piece; one open a piece and service. Texted as received. */
  book: endpoint<BookedVisit>()({ method: 'POST', path: '/api/equipment/book', input: () => inputs().then((m) => m.book) }),
  /** Turns the service reminders off (or on again). */
  reminders: endpoint<{ off: boolean }>()({ method: 'POST', path: '/api/equipment/reminders', input: () => inputs().then((m) => m.reminders) }),
};
