import { isPrefix, type Match } from './search-match.ts';
import type { MatchScope } from './search-engine.ts';

/**
 * The search index held in each process's memory (issue 22: 7): the same documents as product_search, matched and
 * scored without asking the database. A broad word ("دوربین": 29 000 of 100 000 products) made the engines score
 * every match for the ranking and read every match for the facets: 37 ms on SQLite, 85–150 ms on PostgreSQL, whose
 * rows did not fit its buffer cache. Here the same work is a few passes over typed arrays.
 *
 * Scores are FTS5's bm25 with the site's column weights, computed as SQLite computes them (fts5_aux.c), so both
 * engines now rank alike. The database stays the truth: a process builds this from product_search for one index
 * generation, answers from it while that generation is current, and falls back to the engine's own index otherwise.
 */

/** A product_search row as the index reads it, with the product's brand and category for the facets. */
export interface MemoryDocument {
  product_id: number;
  name_fa: string;
  name_en: string;
  code: string;
  code_compact: string;
  brand: string;
  category: string;
  summary_fa: string;
  summary_en: string;
  brand_id: number | null;
  category_id: number;
  /** Changed only by a back-office save, which reindexes the product. */
  featured: number;
}

/** The columns in product_fts order, and bm25's weight for each (see search-engine.sqlite.ts). */
const COLUMNS = ['name_fa', 'name_en', 'code', 'brand', 'category', 'summary_fa', 'summary_en'] as const;
const WEIGHTS = [10, 10, 6, 3, 3, 1, 1];
/** Suggestions look only at the first three columns: names and codes. */
const TITLE_COLUMNS = 3;
const NC = COLUMNS.length;
/** bm25's constants, as FTS5 fixes them. */
const K1 = 1.2;
const B = 0.75;
/** Up to this many words per prefix, their lists are merged; beyond, summed in a scratch array and sorted. */
const MERGED_WORDS = 8;

/** One indexed word: the documents using it (ascending) and how often each column of each holds it. */
interface Postings {
  docs: Int32Array;
  /** NC counts per document, in the order of `docs` (capped at 255). */
  counts: Uint8Array;
}

/** A part of a query: the documents it matches, and its phrase (a word) or its parts. */
interface Node {
  docs: Int32Array;
  phrase?: Scored;
  children?: Node[];
}

/** Documents matching a query (ascending document numbers) with their scores, higher better. */
export interface Scored {
  docs: Int32Array;
  scores: Float64Array;
}

/** What the index keeps of a document besides its words: what the ranking and the facets read. */
export type KeptDocument = Pick<MemoryDocument, 'product_id' | 'name_fa' | 'name_en' | 'code_compact' | 'brand_id' | 'category_id' | 'featured'>;

/** Collects documents, then (`finish`) turns what it collected into the index; yields between slices of work. */
export class MemoryIndexBuilder {
  private readonly words = new Map<string, number[]>();
  private readonly rows: KeptDocument[] = [];
  private readonly lengths: number[] = [];

  add(rows: MemoryDocument[]) {
    for (const row of rows) {
      const doc = this.rows.length;
      const { product_id, name_fa, name_en, code_compact, brand_id, category_id, featured } = row;
      this.rows.push({ product_id, name_fa, name_en, code_compact, brand_id, category_id, featured });
      let length = 0;
      for (let c = 0; c < NC; c++) {
        for (const word of row[COLUMNS[c]].split(' ')) {
          if (!word) continue;
          length++;
          let list = this.words.get(word);
          if (!list) this.words.set(word, (list = []));
          // doc × NC + column: one small integer per occurrence, in document then column order.
          list.push(doc * NC + c);
        }
      }
      this.lengths.push(length);
    }
  }

  /** The index; `pause` is awaited between slices of words so a large build leaves room for requests. */
  async finish(pause: () => Promise<void>): Promise<MemoryIndex> {
    const terms = [...this.words.keys()].sort();
    const postings: Postings[] = new Array(terms.length);
    for (let t = 0; t < terms.length; t++) {
      if (t % 20_000 === 0) await pause();
      const list = this.words.get(terms[t])!;
      let n = 0;
      for (let i = 0; i < list.length; i++) if (i === 0 || Math.floor(list[i] / NC) !== Math.floor(list[i - 1] / NC)) n++;
      const docs = new Int32Array(n);
      const counts = new Uint8Array(n * NC);
      let at = -1;
      for (let i = 0; i < list.length; i++) {
        const doc = Math.floor(list[i] / NC);
        if (at < 0 || docs[at] !== doc) docs[++at] = doc;
        const slot = at * NC + (list[i] % NC);
        if (counts[slot] < 255) counts[slot]++;
      }
      postings[t] = { docs, counts };
    }
    return new MemoryIndex(
      terms,
      postings,
      this.rows,
      Uint16Array.from(this.lengths, (l) => Math.min(l, 65_535)),
    );
  }
}

export class MemoryIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly avgLength: number;
  /** Reused per phrase: a weighted frequency per document, reset after each use. */
  private readonly scratch: Float64Array;

  constructor(
    /** Every indexed word, in JavaScript's string order (so the words starting with a prefix are one run). */
    private readonly terms: string[],
    private readonly postings: Postings[],
    private readonly rows: KeptDocument[],
    private readonly lengths: Uint16Array,
  ) {
    this.size = rows.length;
    this.ids = Int32Array.from(rows, (r) => r.product_id);
    let total = 0;
    for (const l of lengths) total += l;
    this.avgLength = this.size ? total / this.size : 1;
    this.scratch = new Float64Array(this.size);
  }

  /** The product id of a document number. */
  id(doc: number): number {
    return this.ids[doc];
  }

  /** The row a document was built from (names and codes for the ranking, brand and category for the facets). */
  row(doc: number): KeptDocument {
    return this.rows[doc];
  }

  /** The words of `words` that begin at least one indexed word. */
  prefixed(words: string[]): Set<string> {
    // The first word not before `w` starts with it, or none does: no need to walk the whole run.
    return new Set(words.filter((w) => this.terms[lowerBound(this.terms, w)]?.startsWith(w)));
  }

  /** Which of `terms` are indexed words, with the number of products using each. */
  known(terms: string[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const term of terms) {
      const t = this.find(term);
      if (t >= 0) out.set(term, this.postings[t].docs.length);
    }
    return out;
  }

  /** The last answers per query object: a search asks once for its facets and once for its page. */
  private readonly answered = new WeakMap<Match, Partial<Record<MatchScope, Scored>>>();

  /** The documents matching `match`, each with its bm25 score over the phrases of the query. */
  match(match: Match, scope: MatchScope = 'all'): Scored {
    const answers = this.answered.get(match) ?? {};
    this.answered.set(match, answers);
    return (answers[scope] ??= this.evaluate(match, scope));
  }

  private evaluate(match: Match, scope: MatchScope): Scored {
    const columns = scope === 'titles' ? TITLE_COLUMNS : NC;
    const node = (m: Match): Node => {
      const children: Node[] =
        m.kind === 'prefix'
          ? m.terms.map((term) => {
              const phrase = this.phrase(term, columns);
              return { docs: phrase.docs, phrase };
            })
          : m.of.map(node);
      if (children.length === 1) return children[0];
      return { docs: children.map((c) => c.docs).reduce(m.kind === 'all' ? intersection : union), children };
    };
    const root = node(match);
    const scores = new Float64Array(root.docs.length);
    // As FTS5 counts a phrase's occurrences in a row only where every part of the query around it matched that row
    // (a branch of an OR that did not match adds nothing), each phrase scores only the documents its branch matched.
    const score = (n: Node, matched: Int32Array) => {
      if (n.children) {
        for (const child of n.children) score(child, intersection(matched, child.docs));
        return;
      }
      const phrase = n.phrase!;
      const hits = phrase.docs.length;
      let idf = Math.log((this.size - hits + 0.5) / (hits + 0.5));
      if (idf <= 0) idf = 1e-6;
      // All three lists ascend: one pass adds this phrase's part to each matched document's score.
      for (let i = 0, j = 0, r = 0; i < matched.length; i++) {
        const doc = matched[i];
        while (phrase.docs[j] < doc) j++;
        while (root.docs[r] < doc) r++;
        const f = phrase.scores[j];
        scores[r] += (idf * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * this.lengths[doc]) / this.avgLength));
      }
    };
    score(root, root.docs);
    return { docs: root.docs, scores };
  }

  /**
   * The documents holding `term` (as the start of a word, or whole for a one-letter word) in the scope's columns, each
   * with its weighted frequency: the sum over its occurrences of their column's weight, as FTS5's bm25 counts them.
   */
  private phrase(term: string, columns: number): Scored {
    const [from, to] = isPrefix(term) ? this.range(term) : ((t) => (t < 0 ? [0, 0] : [t, t + 1]))(this.find(term));
    // A few words (the usual prefix): their lists merged in order. Many (a two-letter prefix): summed in a scratch array.
    if (to - from <= MERGED_WORDS) {
      let out: Scored = { docs: new Int32Array(0), scores: new Float64Array(0) };
      for (let t = from; t < to; t++) out = mergeSum(out, this.weighted(t, columns));
      return out;
    }
    const touched: number[] = [];
    const scratch = this.scratch;
    for (let t = from; t < to; t++) {
      const { docs, scores } = this.weighted(t, columns);
      for (let i = 0; i < docs.length; i++) {
        if (scratch[docs[i]] === 0) touched.push(docs[i]);
        scratch[docs[i]] += scores[i];
      }
    }
    const docs = Int32Array.from(touched).sort();
    const scores = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) {
      scores[i] = scratch[docs[i]];
      scratch[docs[i]] = 0;
    }
    return { docs, scores };
  }

  /** One word's documents with its weighted frequency in each (those without it in the scope's columns left out). */
  private weighted(t: number, columns: number): Scored {
    const { docs, counts } = this.postings[t];
    const scores = new Float64Array(docs.length);
    // The word's own list while every document has it in scope; a copy of the kept ones from the first that does not.
    let inScope: Int32Array | null = null;
    let kept = 0;
    for (let i = 0; i < docs.length; i++) {
      let f = 0;
      for (let c = 0; c < columns; c++) f += counts[i * NC + c] * WEIGHTS[c];
      if (f > 0) {
        if (inScope) inScope[kept] = docs[i];
        scores[kept++] = f;
      } else inScope ??= docs.slice(0, docs.length);
    }
    return inScope ? { docs: inScope.subarray(0, kept), scores: scores.subarray(0, kept) } : { docs, scores };
  }

  /** The run of words starting with `prefix`: [first, end). */
  private range(prefix: string): [number, number] {
    const from = lowerBound(this.terms, prefix);
    let to = from;
    while (to < this.terms.length && this.terms[to].startsWith(prefix)) to++;
    return [from, to];
  }

  private find(term: string): number {
    const at = lowerBound(this.terms, term);
    return this.terms[at] === term ? at : -1;
  }
}

/** The first index whose word is not before `word`. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] < b[j]) i++;
    else if (b[j] < a[i]) j++;
    else {
      out[n++] = a[i];
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

/** The union of two scored lists, a document in both scoring the sum. */
function mergeSum(a: Scored, b: Scored): Scored {
  if (a.docs.length === 0) return b;
  const docs = new Int32Array(a.docs.length + b.docs.length);
  const scores = new Float64Array(docs.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.docs.length || j < b.docs.length) {
    if (j >= b.docs.length || (i < a.docs.length && a.docs[i] < b.docs[j])) {
      docs[n] = a.docs[i];
      scores[n++] = a.scores[i++];
    } else if (i >= a.docs.length || b.docs[j] < a.docs[i]) {
      docs[n] = b.docs[j];
      scores[n++] = b.scores[j++];
    } else {
      docs[n] = a.docs[i];
      scores[n++] = a.scores[i++] + b.scores[j++];
    }
  }
  return { docs: docs.subarray(0, n), scores: scores.subarray(0, n) };
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) out[n++] = a[i++];
    else if (b[j] < a[i]) out[n++] = b[j++];
    else {
      out[n++] = a[i++];
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++];
  while (j < b.length) out[n++] = b[j++];
  return out.subarray(0, n);
}
