import { AppError } from '../../lib/errors.ts';
import { asciiDigits } from '../../../shared/digits.ts';
import {
  normalizeBuyerPostalCode,
  normalizeEconomicCode,
  normalizeLegalId,
  normalizeNationalCode,
  normalizePhone,
  normalizeRegistrationNo,
} from '../../../shared/validation.ts';
import {
  SOCIAL_NETWORKS,
  type ContactSettings,
  type SellerIdentity,
  type SiteSettingsInput,
  type SocialLinks,
} from '../../../shared/contracts/admin/settings.ts';
import { networkHost, socialLink } from './social-links.ts';

/* What the settings keep, from what the form sent: each value normalised, or a 400 naming its field. */

/** Degrees typed any way (a number, Persian or Arabic digits, "٫" or "," for the decimal point), to 6 places (~10 cm). */
function degrees(input: number | string, max: number, code: 'LATITUDE_INVALID' | 'LONGITUDE_INVALID', field: string): number {
  const text = typeof input === 'number' ? String(input) : asciiDigits(input).trim().replace(/[٫,]/, '.').replace(/^[−–]/, '-');
  const value = /^-?\d{1,3}(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > max) throw new AppError(code, field);
  return Math.round(value * 1e6) / 1e6;
}

/** The phones as kept (`0` + 10 digits each), blank rows dropped, each once, in the order given. */
function phones(input: string[]): string[] {
  const kept: string[] = [];
  input.forEach((typed, i) => {
    if (!typed.trim()) return;
    const phone = normalizePhone(typed);
    if (!phone) throw new AppError('PHONE_INVALID', `phones.${i}`);
    if (!kept.includes(phone)) kept.push(phone);
  });
  if (!kept.length) throw new AppError('PHONES_NONE', 'phones');
  return kept;
}

function social(input: SocialLinks): SocialLinks {
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const typed = input[network]?.trim();
    if (!typed) continue;
    const link = socialLink(network, typed);
    if (!link) throw new AppError('SOCIAL_LINK_INVALID', `social.${network}`, { host: networkHost(network) });
    links[network] = link;
  }
  return links;
}

/** The contact part of a save, as kept. */
export function contactFields(input: SiteSettingsInput): ContactSettings {
  return {
    phones: phones(input.phones),
    addressFa: input.addressFa,
    addressEn: input.addressEn,
    workingHoursFa: input.workingHoursFa,
    workingHoursEn: input.workingHoursEn,
    mapLat: degrees(input.mapLat, 90, 'LATITUDE_INVALID', 'mapLat'),
    mapLng: degrees(input.mapLng, 180, 'LONGITUDE_INVALID', 'mapLng'),
    social: social(input.social),
  };
}

/** The seller as kept: the ids by the buyers' own rules (a company's 11-digit id, or a sole trader's national code). */
export function sellerFields(input: SellerIdentity): SellerIdentity {
  const checked = <T>(value: T | null, code: ConstructorParameters<typeof AppError>[0], field: keyof SellerIdentity): T => {
    if (value === null) throw new AppError(code, `seller.${field}`, { kind: 'company' });
    return value;
  };
  return {
    nameFa: input.nameFa,
    nameEn: input.nameEn,
    nationalId: checked(normalizeLegalId(input.nationalId) ?? normalizeNationalCode(input.nationalId), 'NATIONAL_ID_INVALID', 'nationalId'),
    economicCode: checked(normalizeEconomicCode(input.economicCode), 'ECONOMIC_CODE_INVALID', 'economicCode'),
    registrationNo: checked(normalizeRegistrationNo(input.registrationNo), 'REGISTRATION_NO_INVALID', 'registrationNo'),
    addressFa: input.addressFa,
    addressEn: input.addressEn,
    postalCode: checked(normalizeBuyerPostalCode(input.postalCode), 'POSTAL_CODE_INVALID', 'postalCode'),
    phone: checked(normalizePhone(input.phone), 'PHONE_INVALID', 'phone'),
  };
}
