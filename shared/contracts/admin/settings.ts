import { endpoint } from '../endpoint.ts';

const inputs = () => import('./settings.inputs.ts');

/** The social networks the site links to, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['instagram', 'telegram', 'whatsapp', 'linkedin', 'aparat'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** At most this many phones: the footer shows them in one line. */
export const MAX_PHONES = 5;

/** The seller as an invoice keeps it, in both languages (issue #31). */
export interface SellerIdentity {
  nameFa: string;
  nameEn: string;
  nationalId: string;
  economicCode: string;
  registrationNo: string;
  addressFa: string;
  addressEn: string;
  postalCode: string;
  phone: string;
}

/** How the company is reached: the header, footer, contact page and the Organization JSON-LD show it. */
export interface ContactSettings {
  /** Each `0` + 10 digits (a landline with its area code, or a mobile), ASCII. */
  phones: string[];
  addressFa: string;
  addressEn: string;
  workingHoursFa: string;
  workingHoursEn: string;
  mapLat: number;
  mapLng: number;
  /** Each a canonical https address on its network's host. */
  social: SocialLinks;
}

/** `POST /api/admin/settings`: the contact part whole; `seller` (admins only) replaces the invoices' seller. */
export interface SiteSettingsInput extends Omit<ContactSettings, 'mapLat' | 'mapLng'> {
  /** Degrees; typed text (Persian digits, "٫") is read too. */
  mapLat: number | string;
  mapLng: number | string;
  seller?: SellerIdentity;
}

/** What the screen shows: the settings in force (saved, or the defaults) and what of them was saved. */
export interface SiteSettings extends ContactSettings {
  seller: SellerIdentity;
  /** False while a group still shows its defaults (today's demo values, SELLER_*). */
  saved: { contact: boolean; seller: boolean };
  /** Only an admin changes the seller (the invoices' legal identity); staff see it. */
  mayEditSeller: boolean;
}

/** `GET/POST /api/admin/settings` (issue 32): read, and save (audited, in force on every worker at once). */
export const adminSettingsContracts = {
  get: endpoint<SiteSettings>()({ method: 'GET', path: '/api/admin/settings', input: () => inputs().then((m) => m.none) }),
  save: endpoint<SiteSettings>()({ method: 'POST', path: '/api/admin/settings', input: () => inputs().then((m) => m.settings) }),
};
