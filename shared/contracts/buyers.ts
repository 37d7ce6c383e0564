import { endpoint } from './endpoint.ts';

/* Buyer profiles (issue #31): who an official invoice is made out to, a person or a company, kept by a customer. */

export type BuyerKind = 'person' | 'company';

/** A buyer profile as kept: every id normalised to ASCII digits. */
export interface Buyer {
  id: number;
  kind: BuyerKind;
  /** A person's full name, or a company's registered name. */
  name: string;
  /** A person's national code (10 digits) or a company's national id (11 digits). */
  nationalId: string;
  /** A company's economic code; null for a person. */
  economicCode: string | null;
  /** A company's registration number; null for a person. */
  registrationNo: string | null;
  postalCode: string;
  address: string;
  phone: string;
}

/** What the form sends: without `id` a new profile, with it an edit of one's own. Digits of any script, spaces, dashes. */
export interface BuyerInput {
  id?: number | null;
  kind: BuyerKind;
  name: string;
  nationalId: string;
  economicCode?: string | null;
  registrationNo?: string | null;
  postalCode: string;
  address: string;
  phone: string;
}

const inputs = () => import('./buyers.inputs.ts');

export const buyerContracts = {
  list: endpoint<Buyer[]>()({ method: 'GET', path: '/api/buyer', input: () => inputs().then((m) => m.none) }),
  save: endpoint<Buyer>()({ method: 'POST', path: '/api/buyer', input: () => inputs().then((m) => m.buyer) }),
  remove: endpoint<{ id: number }>()({ method: 'DELETE', path: '/api/buyer', input: () => inputs().then((m) => m.byId) }),
};
