/*
 * "One typo": the strings at Damerau (optimal string alignment) distance one from a word, i.e. one letter deleted,
 * inserted, replaced, or two neighbours swapped. Search generates them all and asks the vocabulary which exist, an
 * exact method that needs no fuzzy index on either database engine.
 */

/** Persian letters after normalizeText (Arabic forms are already folded into these). */
const PERSIAN = [...'ءابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی'];
const LATIN_AND_DIGITS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const HAS_PERSIAN = /[\u0600-\u06FF]/;
const HAS_LATIN = /[a-z0-9]/;

/** The letters a typo in this word may introduce: those of its own script(s), so candidates stay few. */
export function alphabetFor(word: string): readonly string[] {
  const persian = HAS_PERSIAN.test(word);
  const latin = HAS_LATIN.test(word);
  if (persian && latin) return [...PERSIAN, ...LATIN_AND_DIGITS];
  return persian ? PERSIAN : LATIN_AND_DIGITS;
}

/**
 * Every distinct string at distance exactly one from `word`, made with letters of `alphabet`. There are about
 * 2 × length × alphabet of them, so this runs on every typo a query may fix (query-plan.ts bounds how many): strings
 * are cut with slice, not rebuilt from arrays of letters.
 */
export function editCandidates(word: string, alphabet: readonly string[] = alphabetFor(word)): string[] {
  // Cut points between letters, in code units (a letter outside the BMP takes two).
  const cuts = [0];
  for (const letter of word) cuts.push(cuts[cuts.length - 1] + letter.length);
  const n = cuts.length - 1;
  const head = (i: number) => word.slice(0, cuts[i]);
  const tail = (i: number) => word.slice(cuts[i]);
  const letter = (i: number) => word.slice(cuts[i], cuts[i + 1]);
  const out = new Set<string>();
  for (let i = 0; i < n; i++) {
    const before = head(i);
    const after = tail(i + 1);
    out.add(before + after);
    if (i + 1 < n) out.add(before + letter(i + 1) + letter(i) + tail(i + 2));
    for (const c of alphabet) out.add(before + c + after);
  }
  for (let i = 0; i <= n; i++) {
    const before = head(i);
    const after = tail(i);
    for (const c of alphabet) out.add(before + c + after);
  }
  out.delete(word);
  return [...out];
}

/** Optimal string alignment distance (Levenshtein plus adjacent transposition), by code point. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  // d[i][j]: distance between the first i letters of s and the first j of t.
  const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[s.length][t.length];
}
