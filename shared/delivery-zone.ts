import { findCity, findProvince } from './data/iran-provinces.ts';

/*
 * Where a delivery method delivers (issue #19: the Tehran courier was chosen and paid for on an address in Kashan): a
 * list of provinces, or of cities within them, by their stored Persian names; none means all of Iran. The checkout
 * offers a method only for addresses it serves, and the server refuses a mismatch.
 */
export interface ZonePlace {
  province: string;
  /** Absent: the whole province. */
  city?: string;
}

/** Null: everywhere. */
export type DeliveryZone = readonly ZonePlace[] | null;

/**
 * Whether a method of `zone` delivers to an address. Both are stored in the province list's own spellings (an address
 * is saved through findCity, a zone through parseZoneText), so names compare as they are, and the browser needs no
 * copy of the list to tell.
 */
export function servesAddress(zone: DeliveryZone, address: { province: string; city: string }): boolean {
  return !zone?.length || zone.some((place) => place.province === address.province && (!place.city || place.city === address.city));
}

/** Separates a city from its province on a line of the back office's zone field: «تهران / تهران». */
const SEPARATOR = '/';

/** The back office's text of a zone: a line a place, «province» or «province / city»; empty for everywhere. */
export const zoneText = (zone: DeliveryZone): string => (zone ?? []).map((p) => (p.city ? `${p.province} ${SEPARATOR} ${p.city}` : p.province)).join('\n');

/**
 * Reads the back office's zone text into stored names (Arabic ي/ك and spacing as typed are forgiven), or names the
 * first line that is no province (or no city of its province). Blank text: everywhere.
 */
export function parseZoneText(text: string): { zone: DeliveryZone } | { unknown: string } {
  const places: ZonePlace[] = [];
  for (const line of text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [province, city] = line.split(SEPARATOR).map((part) => part.trim());
    if (city) {
      const found = findCity(province, city);
      if (!found) return { unknown: line };
      places.push(found);
    } else {
      const found = findProvince(province);
      if (!found) return { unknown: line };
      places.push({ province: found.fa });
    }
  }
  return { zone: places.length ? places : null };
}

/** The stored form of a zone (a JSON list, or null for everywhere), and back. */
export const zoneToColumn = (zone: DeliveryZone): string | null => (zone?.length ? JSON.stringify(zone) : null);
export const zoneFromColumn = (value: string | null | undefined): DeliveryZone => {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as ZonePlace[];
    return Array.isArray(parsed) && parsed.length ? parsed : null;
  } catch {
    return null;
  }
};
