import type { Locale } from './locale.ts';
import { localDigits } from './digits.ts';
import { SOCIAL_NETWORKS, type ContactSettings, type SocialNetwork } from './contracts/admin/settings.ts';

/*
 * How the company is reached, as a page shows it (issue 32): the server writes it from the settings once per language
 * and hands the shell's part to every page with the hydration data (client/shell/site.ts), so the browser carries no
 * rule of it.
 */

export interface PagePhone {
  /** As read: Persian digits on Persian pages ("۰۲۱-۸۸۷۷۶۶۵۵"), international on English ones ("+98 21 8877 6655"). */
  text: string;
  /** For `tel:`, always ASCII ("+982188776655"). */
  href: string;
}

export interface SiteContact {
  phones: PagePhone[];
  /** In the page's language. */
  address: string;
  hours: string;
  map: { lat: number; lng: number };
  social: { network: SocialNetwork; url: string }[];
}

/**
 * What every page's shell shows (the footer, the Organization JSON-LD, a pickup's address): sent with every page, so
 * kept to that. The hours and the map's point are the contact page's own (its loader reads them).
 */
export type ShellContact = Pick<SiteContact, 'phones' | 'address' | 'social'>;

export const shellContact = ({ phones, address, social }: SiteContact): ShellContact => ({ phones, address, social });

/** `09121234567` / `02188776655` as `tel:` takes it: `+98` and the number without its leading 0. */
export const phoneHref = (phone: string) => `+98${phone.slice(1)}`;

/**
 * A stored phone (`0` + 10 ASCII digits) as people read it. Persian: the area code or the mobile prefix apart, in
 * Persian digits ("۰۲۱-۸۸۷۷۶۶۵۵", "۰۹۱۲-۱۲۳-۴۵۶۷"); English: international ("+98 21 8877 6655", "+98 912 123 4567").
 */
export function phoneText(phone: string, locale: Locale): string {
  const mobile = phone[1] === '9';
  if (locale === 'en') {
    return mobile ? `+98 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` : `+98 ${phone.slice(1, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
  }
  return localDigits(mobile ? `${phone.slice(0, 4)}-${phone.slice(4, 7)}-${phone.slice(7)}` : `${phone.slice(0, 3)}-${phone.slice(3)}`, locale);
}

/** The settings as a page in `locale` shows them. */
export function pageContact(settings: ContactSettings, locale: Locale): SiteContact {
  return {
    phones: settings.phones.map((p) => ({ text: phoneText(p, locale), href: phoneHref(p) })),
    address: locale === 'fa' ? settings.addressFa : settings.addressEn,
    hours: locale === 'fa' ? settings.workingHoursFa : settings.workingHoursEn,
    map: { lat: settings.mapLat, lng: settings.mapLng },
    social: SOCIAL_NETWORKS.flatMap((network) => (settings.social[network] ? [{ network, url: settings.social[network] }] : [])),
  };
}
