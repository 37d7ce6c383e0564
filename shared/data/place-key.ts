import { normalizeText } from '../search/normalize.ts';

/**
 * The form a place name is compared in: Arabic ي/ك read as Persian ی/ک, آ as ا, digits unified, case, spaces, ZWNJ and
 * punctuation ignored — so "اسلام شهر", "اسلام‌شهر" and "اسلامشهر" are one city, and "كرج" finds "کرج". The source
 * itself spells "آباد" both with and without the madda.
 */
export const placeKey = (name: string): string => normalizeText(name).replace(/ /g, '');
