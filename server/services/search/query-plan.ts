import type { Chunk } from '../../../shared/search/normalize.ts';
import { all, any, isPrefix, prefix, type Match } from '../../db/repos/search-match.ts';
import { editCandidates } from './edits.ts';

/** What planning asks of the index's vocabulary (search.repo.ts answers it; tests pass an in-memory one). */
export interface Vocabulary {
  /** The words that begin at least one indexed word. */
  prefixed(words: string[]): Promise<Set<string>>;
  /** The exact indexed words among `terms`, with the number of products using each. */
  known(terms: string[]): Promise<Map<string, number>>;
}

/** Shorter words have too many neighbours one typo away to guess which one was meant. */
export const TYPO_MIN_LENGTH = 5;
/** Longer words cost candidates quadratically in their length and are rarely typed with a single typo. */
export const TYPO_MAX_LENGTH = 20;
/** Typo candidates looked up per query, all words together. */
export const MAX_TYPO_CANDIDATES = 3000;
/** Words (code parts and compact forms included) searched per query. */
export const MAX_WORDS = 12;
/** More chunks than this add little but cost lookups each. */
export const MAX_CHUNKS = 8;
/** A word is split in two (regroup) only up to this length, and only this many words per query. */
const SPLIT_MAX_LENGTH = 30;
const MAX_SPLITS = 2;
/** A typo can have several real neighbours ("sensor" for "senspr" and …); the most used few are searched together. */
const MAX_FIXES = 3;

export interface QueryPlan {
  /** What to ask the index for; null when some word matches nothing at all, so no product can match. */
  match: Match | null;
  /** The words searched, with typo fixes in place of the typed words. */
  text: string;
  /** Whether a typo fix replaced any typed word. */
  corrected: boolean;
}

/**
 * Every chunk must match (AND). A word matches as a prefix of an indexed word; a word of five letters or more that
 * starts no indexed word is replaced by the indexed words one typo away. A code chunk matches by its words or by its
 * compact form ("ds-2cd" finds "DS-2CD1043G2-I" and "DS2CD1043G2I" alike). Two neighbouring words also match as one
 * where the index has them run together: Persian writes compounds both ways ("مدار بسته" finds "مداربسته" as well).
 */
export async function planQuery(typed: Chunk[], vocab: Vocabulary): Promise<QueryPlan> {
  const chunks = boundChunks(typed);
  const words = [...new Set(chunks.flatMap((c) => (c.compact ? [...c.parts, c.compact] : c.parts)))];
  const joins = joinedRuns(chunks);
  const present = await found([...words, ...joins.flat().map((j) => j.joined)], vocab);
  const fixes = await typoFixes(
    words.filter((w) => !present.has(w)),
    vocab,
  );
  const resolve = (w: string) => (present.has(w) ? [w] : (fixes.get(w) ?? []));

  const clause = (c: Chunk): Match | null => {
    const options: Match[] = [];
    const parts = c.parts.map(resolve);
    if (parts.every((terms) => terms.length > 0)) options.push(all(parts.map(prefix)));
    const compact = c.compact ? resolve(c.compact) : [];
    if (compact.length) options.push(prefix(compact));
    return options.length ? any(options) : null;
  };
  const clauses: (Match | null)[] = [];
  for (let i = 0; i < chunks.length; i++) {
    // The longest run from here that the index has run together, if any.
    const run = joins[i].findLast((j) => present.has(j.joined));
    if (run) {
      const apart = chunks.slice(i, i + run.count).map(clause);
      clauses.push(any([...(apart.every((c) => c !== null) ? [all(apart as Match[])] : []), prefix([run.joined])]));
      i += run.count - 1;
    } else clauses.push(clause(chunks[i]));
  }
  // Unchanged words are shown as typed (with their آ and ZWNJ); fixed ones in the index's spelling.
  const shown = chunks.map((c) => {
    const fixed = c.parts.map((p) => resolve(p)[0] ?? p);
    return fixed.every((f, i) => f === c.parts[i]) ? c.raw : fixed.join(' ');
  });
  return {
    match: clauses.every((c) => c !== null) ? all(clauses as Match[]) : null,
    text: shown.join(' '),
    corrected: words.some((w) => fixes.get(w)?.length),
  };
}

/**
 * The part of a query that is planned: at most MAX_CHUNKS chunks and MAX_WORDS words in all. A code's parts beyond the
 * budget are dropped (its compact form, one word, still finds it), so "a-b-c-…" of a hundred parts costs what a
 * dozen words cost. Every search and suggestion goes through planQuery, so this bounds them all.
 */
export function boundChunks(chunks: Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  let words = 0;
  for (const c of chunks.slice(0, MAX_CHUNKS)) {
    const room = MAX_WORDS - words - (c.compact ? 1 : 0);
    if (room <= 0) break;
    const parts = c.parts.slice(0, room);
    out.push(parts.length === c.parts.length ? c : { ...c, parts });
    words += parts.length + (c.compact ? 1 : 0);
  }
  return out;
}

/** The words the index can match as they are: as a prefix, or whole for the one-letter words (see isPrefix). */
async function found(words: string[], vocab: Vocabulary): Promise<Set<string>> {
  const [prefixed, exact] = await Promise.all([vocab.prefixed(words.filter(isPrefix)), vocab.known(words.filter((w) => !isPrefix(w)))]);
  return new Set([...prefixed, ...exact.keys()]);
}

/**
 * For each word of TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters, its indexed neighbours one typo away, most used first.
 * Candidates grow with the square of a word's length: words are taken in order while the query's budget lasts.
 */
async function typoFixes(words: string[], vocab: Vocabulary): Promise<Map<string, string[]>> {
  const candidates = new Map<string, string[]>();
  let budget = MAX_TYPO_CANDIDATES;
  for (const w of words) {
    const length = [...w].length;
    if (length < TYPO_MIN_LENGTH || length > TYPO_MAX_LENGTH) continue;
    const list = editCandidates(w);
    if (list.length > budget) break;
    budget -= list.length;
    candidates.set(w, list);
  }
  if (candidates.size === 0) return new Map();
  const known = await vocab.known([...candidates.values()].flat());
  const fixes = new Map<string, string[]>();
  for (const [word, list] of candidates) {
    const real = list.filter((c) => known.has(c)).sort((a, b) => known.get(b)! - known.get(a)! || (a < b ? -1 : 1));
    if (real.length) fixes.set(word, real.slice(0, MAX_FIXES));
  }
  return fixes;
}

/** Neighbouring chunks run together are tried as one word up to this many: "PRO 6 ABC" is "pro6abc". */
const MAX_JOINED = 4;

/**
 * For each chunk, the runs starting at it that could be one indexed word typed in pieces, shortest first: two to
 * MAX_JOINED neighbours, each a plain word or a code (its compact form). "DS 2CD 1043" → "ds2cd", "ds2cd1043".
 */
function joinedRuns(chunks: Chunk[]): { joined: string; count: number }[][] {
  const piece = (c: Chunk) => c.compact ?? (c.parts.length === 1 ? c.parts[0] : null);
  return chunks.map((_, i) => {
    const runs: { joined: string; count: number }[] = [];
    let joined = piece(chunks[i]);
    for (let n = 2; n <= MAX_JOINED && joined !== null && i + n <= chunks.length; n++) {
      const next = piece(chunks[i + n - 1]);
      if (next === null) break;
      joined += next;
      runs.push({ joined, count: n });
    }
    return runs;
  });
}

/** A chunk that is one plain word (not a code). */
function isWord(c: Chunk) {
  return c.parts.length === 1 && c.compact === null;
}
/** Each half of a split word has at least this many letters. */
const MIN_HALF = 2;

/**
 * Another reading of a query that found nothing: a word that starts no indexed word split in two where both halves
 * are indexed, for compounds and names typed as one word ("هایکویژن" → "هایک ویژن"). Null when nothing splits.
 */
export async function regroup(typed: Chunk[], vocab: Vocabulary): Promise<Chunk[] | null> {
  const chunks = boundChunks(typed);
  const present = await found(
    chunks.filter(isWord).map((c) => c.parts[0]),
    vocab,
  );
  let changed = false;
  let splits = 0;
  const out: Chunk[] = [];
  for (const c of chunks) {
    const splittable = isWord(c) && !present.has(c.parts[0]) && [...c.parts[0]].length <= SPLIT_MAX_LENGTH && splits < MAX_SPLITS;
    if (splittable) splits++;
    const halves = splittable ? await split(c.parts[0], vocab) : null;
    if (halves) changed = true;
    out.push(...(halves ? halves.map((h) => ({ parts: [h], compact: null, raw: h })) : [c]));
  }
  return changed ? out : null;
}

/** The most even split of `w` into an indexed word and the start of another, or null. */
async function split(w: string, vocab: Vocabulary): Promise<[string, string] | null> {
  const letters = [...w];
  const cuts: [string, string][] = [];
  for (let i = MIN_HALF; i <= letters.length - MIN_HALF; i++) cuts.push([letters.slice(0, i).join(''), letters.slice(i).join('')]);
  if (cuts.length === 0) return null;
  const [lefts, rights] = await Promise.all([vocab.known(cuts.map(([l]) => l)), vocab.prefixed(cuts.map(([, r]) => r))]);
  const valid = cuts.filter(([l, r]) => lefts.has(l) && rights.has(r));
  const evenness = ([l, r]: [string, string]) => Math.min([...l].length, [...r].length);
  return valid.sort((a, b) => evenness(b) - evenness(a))[0] ?? null;
}
