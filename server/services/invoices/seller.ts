/*
 * The seller on the invoices (issue #31): SELLER_* of server/config.ts. A local demo without them shows demo values; a
 * public site without them warns at start and issues plain invoices that say they are not official. Since issue 32
 * these are the defaults: a seller saved in the back office's settings wins (services/site-settings.service.ts).
 */

import type { SellerIdentity } from '../../../shared/contracts/admin/settings.ts';

export type { SellerIdentity };

export const SELLER_SETTINGS = {
  nameFa: 'SELLER_NAME_FA',
  nameEn: 'SELLER_NAME_EN',
  nationalId: 'SELLER_NATIONAL_ID',
  economicCode: 'SELLER_ECONOMIC_CODE',
  registrationNo: 'SELLER_REGISTRATION_NO',
  addressFa: 'SELLER_ADDRESS_FA',
  addressEn: 'SELLER_ADDRESS_EN',
  postalCode: 'SELLER_POSTAL_CODE',
  phone: 'SELLER_PHONE',
} as const satisfies Record<keyof SellerIdentity, string>;

type SellerSettings = Partial<Record<(typeof SELLER_SETTINGS)[keyof SellerIdentity], string>>;

/** A made-up company for the demo: its national id passes the check digit, nothing else is real. */
export const DEMO_SELLER: SellerIdentity = {
  nameFa: 'شرکت ایمن‌سازان نگهبان (نمونه)',
  nameEn: 'Negahban Safety Co. (demo)',
  nationalId: '14007650912',
  economicCode: '14007650912',
  registrationNo: '512345',
  addressFa: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، طبقه سوم',
  addressEn: '3rd floor, No. 2450, Valiasr St., above Vanak Sq., Tehran',
  postalCode: '1969713111',
  phone: '02188776655',
};

export interface Seller {
  identity: SellerIdentity;
  /** False when a public site names no seller: its invoices are not official. */
  configured: boolean;
  /** The settings left unset (for the start-up warning). */
  missing: string[];
}

/** The seller of `settings`; with any of them unset, the demo's on a local demo, or an unofficial one on a public site. */
export function sellerOf(settings: SellerSettings, { publicSite }: { publicSite: boolean }): Seller {
  const keys = Object.keys(SELLER_SETTINGS) as (keyof SellerIdentity)[];
  const missing = keys.map((k) => SELLER_SETTINGS[k]).filter((name) => !settings[name]);
  if (!missing.length)
    return { identity: Object.fromEntries(keys.map((k) => [k, settings[SELLER_SETTINGS[k]]!])) as unknown as SellerIdentity, configured: true, missing };
  if (!publicSite) return { identity: DEMO_SELLER, configured: true, missing };
  const identity = Object.fromEntries(keys.map((k) => [k, settings[SELLER_SETTINGS[k]] ?? ''])) as unknown as SellerIdentity;
  return { identity, configured: false, missing };
}
