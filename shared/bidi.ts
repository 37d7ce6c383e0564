import type { Locale } from './locale.ts';
import { localDigits, PERSIAN_DIGIT_RANGE } from './digits.ts';

/**
 * Mixed-direction text, one rule for every page: a run of Latin words (a model code "DS-2CD1043G2-I", "H.265+",
 * "Hikvision Smart IR") is one left-to-right piece, isolated from the Persian around it so its hyphens and trailing
 * "+" stay where they belong; the rest is the page's own direction, with Persian digits on Persian pages.
 */
export interface BidiPart {
  text: string;
  /** A left-to-right run holding Latin letters: render it isolated (`<bdi dir="ltr">`). */
  ltr: boolean;
}

/*
 * A Latin token: starts with a letter or digit, keeps the punctuation that joins codes (- . / + _ : ×) and a trailing
 * "+"; tokens separated only by spaces stay one run. A run counts as Latin only when it has a letter: a bare number
 * belongs to the sentence it is in (and becomes Persian digits there). Persian digits written onto a Latin letter
 * ("۱۰۸۰p") are the token's own: left outside, the page would read «p۱۰۸۰». A Persian number standing apart ("PRO6ABC
 * ۴ کیلوگرمی") stays the sentence's.
 */
const FA = PERSIAN_DIGIT_RANGE;
const TOKEN = String.raw`(?:[${FA}]+(?=[A-Za-z0-9]))?[A-Za-z0-9](?:[A-Za-z0-9${FA}+_×]|[-./:](?=[A-Za-z0-9${FA}]))*\+*`;
const LATIN_RUN = new RegExp(`${TOKEN}(?:\\s+${TOKEN})*`, 'g');
const HAS_LETTER = /[A-Za-z]/;

export function splitBidi(text: string): BidiPart[] {
  const parts: BidiPart[] = [];
  let last = 0;
  const push = (piece: string, ltr: boolean) => {
    if (!piece) return;
    const prev = parts.at(-1);
    if (prev && prev.ltr === ltr) prev.text += piece;
    else parts.push({ text: piece, ltr });
  };
  for (const match of text.matchAll(LATIN_RUN)) {
    const ltr = HAS_LETTER.test(match[0]);
    push(text.slice(last, match.index), false);
    push(match[0], ltr);
    last = match.index + match[0].length;
  }
  push(text.slice(last), false);
  return parts;
}

/** A code-like token ("2CD1043G2-I", "H.265+", "4MP"): never broken across lines. */
export const isCodeToken = (token: string) => /\d/.test(token) || /[A-Za-z0-9][-./+]|\+$/.test(token);

/** Text for a place that cannot hold markup (the document title, an `aria-label`): digits localized outside codes. */
export function localizeText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  return splitBidi(text)
    .map((p) => (p.ltr ? p.text : localDigits(p.text, locale)))
    .join('');
}
