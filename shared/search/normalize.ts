import { asciiDigits } from '../digits.ts';

/*
 * One spelling for every way a visitor can type the same word. The index and every query go through these functions,
 * so "دوربين" typed on an Arabic keyboard finds "دوربین", "می‌شود" finds "میشود", "۴" finds "4". Pure: the browser
 * uses it too (suggestions), so no Node and no DOM.
 */

/** Invisible format characters: ZWSP, ZWNJ, ZWJ, LRM/RLM, bidi embeddings and isolates, word joiner, BOM, soft hyphen. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * Marks removed: Latin combining accents (split off by NFKD), Arabic harakat, hamza and madda above/below
 * (U+064B–U+065F, so "أ" → "ا" once NFKD has split it), superscript alef (U+0670) and tatweel (U+0640).
 */
const MARKS = /[\u0300-\u036F\u064B-\u065F\u0670\u0640]/g;

/** Arabic letter forms → the Persian letter a Persian reader sees. (Most also fall out of NFKD; listed to say so.) */
const LETTERS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  ە: 'ه',
  ھ: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  آ: 'ا',
  ؤ: 'و',
};
const LETTER_RE = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Everything but letters and digits separates words. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Characters that join the pieces of a model code ("DS-2CD1043G2-I", "H.265", "ZP2/F1") rather than separate words. */
const CODE_JOINERS = /[-\u2010._/]+/;
const CHUNK_SEPARATORS = /[^\p{L}\p{N}\-\u2010._/]+/u;
const ASCII_WORD = /^[a-z0-9]+$/;

/**
 * Where a digit meets a letter that is not Latin: «دوربین۴مگاپیکسل» is three words typed without spaces, while a Latin
 * code's letters and digits ("2cd1043") stay one word.
 */
const DIGIT_BESIDE_SCRIPT = /(?<=[^\P{L}a-z])(?=\d)|(?<=\d)(?=[^\P{L}a-z])/gu;

/** Unifies letters, digits and case but keeps punctuation, so model codes can still be found in the result. */
function unify(s: string): string {
  const unified = s
    .normalize('NFKD') // presentation forms → letters, "ﬁ" → "fi", accents split off as marks
    .toLowerCase()
    .replace(INVISIBLE, '')
    .replace(MARKS, '')
    .replace(LETTER_RE, (c) => LETTERS[c]);
  return asciiDigits(unified).replace(DIGIT_BESIDE_SCRIPT, ' ');
}

/** The canonical form of a text: unified letters and digits, lowercase, words separated by single spaces. */
export function normalizeText(s: string): string {
  return unify(s).replace(SEPARATORS, ' ').trim();
}

/**
 * A run of the input without spaces or ordinary punctuation: its words, and for a Latin code cut by joiners
 * ("DS-2CD1043G2-I") also the compact form "ds2cd1043g2i", so "DS2CD1043" and "ds-2cd" both find it. `raw` is the run
 * as typed (for showing a corrected query in the visitor's own spelling), or its words when a typed word held several runs.
 */
export interface Chunk {
  parts: string[];
  compact: string | null;
  raw: string;
}

/** Punctuation around a typed word ("«دوربین»،"); marks stay, they belong to the letters. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+$/gu;

/** The chunks of a text, in order. */
export function chunks(s: string): Chunk[] {
  return s.split(/\s+/).flatMap((typed) => {
    const runs = unify(typed)
      .split(CHUNK_SEPARATORS)
      .map((run) => run.split(CODE_JOINERS).filter(Boolean))
      .filter((parts) => parts.length > 0);
    return runs.map((parts) => ({
      parts,
      compact: parts.length > 1 && parts.every((p) => ASCII_WORD.test(p)) ? parts.join('') : null,
      raw: runs.length === 1 ? typed.replace(EDGE_PUNCTUATION, '') : parts.join(' '),
    }));
  });
}

/** The distinct words of a text with the compact form of every code in it: "DS-2CD1043G2-I" → ds, 2cd1043g2, i, ds2cd1043g2i. */
export function tokenize(s: string): string[] {
  const out = new Set<string>();
  for (const c of chunks(s)) {
    for (const p of c.parts) out.add(p);
    if (c.compact) out.add(c.compact);
  }
  return [...out];
}

/** A text's words run together: the form model codes are compared in ("DS-2CD1043G2-I" and "ds 2cd1043g2i" → "ds2cd1043g2i"). */
export const compactText = (s: string) => normalizeText(s).replaceAll(' ', '');
