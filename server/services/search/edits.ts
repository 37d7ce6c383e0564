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

/** Every distinct string at distance exactly one from `word`, made with letters of `alphabet`. */
export function editCandidates(word: string, alphabet: readonly string[] = alphabetFor(word)): string[] {
  const w = [...word];
  const out = new Set<string>();
  const at = (i: number, replace: number, ...insert: string[]) => [...w.slice(0, i), ...insert, ...w.slice(i + replace)].join('');
  for (let i = 0; i < w.length; i++) {
    out.add(at(i, 1));
    if (i + 1 < w.length) out.add(at(i, 2, w[i + 1], w[i]));
    for (const c of alphabet) out.add(at(i, 1, c));
  }
  for (let i = 0; i <= w.length; i++) for (const c of alphabet) out.add(at(i, 0, c));
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
