import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import type { IndexExtras, MatchScope, SearchEngine } from './search-engine.ts';
import { GENERATION_KEY, VERSION_KEY, searchWrites } from './search-writes.ts';
import { sqliteSearchEngine } from './search-engine.sqlite.ts';
import { postgresSearchEngine } from './search-engine.postgres.ts';
import type { Match } from './search-match.ts';
import { MemoryIndex, MemoryIndexBuilder, type MemoryDocument, type Scored } from './search-memory.ts';
import { bestByScore, rankPool, tierOf, type Ranking } from './search-ranking.ts';

export type { Ranking };
import type { SearchSort } from '../../../shared/contracts/search.ts';
import { searchMemoryBuildDuration, searchMemoryDocuments } from '../../lib/metrics.ts';

export interface SearchFilter {
  categoryIds?: number[];
  brandId?: number;
  minRial?: number;
  maxRial?: number;
  inStock?: boolean;
  /** Only these products (those certified to a standard, issue 33); an empty list matches none. */
  productIds?: number[];
}

export type { SearchSort };
export type { IndexSource, SearchDocument } from './search-writes.ts';

export interface FindQuery {
  match: Match | null;
  /** Suggestions look only at names and codes. */
  scope?: MatchScope;
  ranking: Ranking;
  filter: SearchFilter;
  sort: SearchSort;
  limit: number;
  offset: number;
}

/** How many matching products share a brand and a category: facets and totals are sums of these. */
export interface FacetPair {
  brand_id: number | null;
  category_id: number;
  n: number;
}

/**
 * Relevance ranks exactly only the best POOL matches by score: computing the full ranking key (tier, featured, stock)
 * for tens of thousands of matches of a word like "دوربین" would cost far more than the score alone. Beyond the pool,
 * results continue in score order.
 */
const DEFAULT_POOL = 1000;
/** A facet pair packed in one number: brand × 2³¹ + category (brand 0 = none). */
const PAIR = 2 ** 31;
/** Above every code point, so [word, word + TOP) is the key range of the terms starting with word. */
const TOP = '\u{10FFFF}';

/** Documents read per statement while a process builds its memory index. */
const MEMORY_BATCH = 1_000;
/** Products read per statement for the live facts: a few statements at 100 000 products. */
const FACTS_BATCH = 20_000;

/**
 * A turn of the event loop between two statements of a long read: SQLite answers synchronously, and without it the
 * whole read would hold every other request.
 */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The product search index on either engine: matching, ranking, filters, facets, the vocabulary, and (search-writes.ts)
 * writes. Searches with words, whatever their order, and suggestions, are answered from a copy of the index in this
 * process's memory (search-memory.ts) while it is of the current generation, with every product's price, stock and time
 * of creation beside it when a search filters or sorts by them (`liveFacts`); `memory: false` always asks the engine
 * (the tests compare the two, with a `pool` small enough to page past, and a `factsBatch` that reads the facts in
 * several statements).
 */
export function searchRepo(
  db: Db,
  { memory: useMemory = true, pool: POOL = DEFAULT_POOL, factsBatch = FACTS_BATCH }: { memory?: boolean; pool?: number; factsBatch?: number } = {},
) {
  const engine: SearchEngine = db.engine === 'postgres' ? postgresSearchEngine : sqliteSearchEngine;
  const k = db.kysely.withTables<IndexExtras>();

  /** Active products, narrowed to the matching ones (with their score as `m.score`) when there is a match. */
  const from = (match: Match | null, scope?: MatchScope) =>
    match ? sql`${engine.matches(match, { scored: false, scope })} m join products p on p.id = m.id` : sql`products p`;

  /** The best POOL matches by score, among those passing the filters (the join is skipped when nothing filters). */
  function pool(q: FindQuery & { match: Match }) {
    const scored = engine.matches(q.match, { scored: true, scope: q.scope });
    return filtersProducts(q.filter)
      ? sql`(select m.id, m.score from ${scored} m join products p on p.id = m.id where ${conditions(q.filter)}
          order by m.score desc, m.id limit ${POOL})`
      : sql`(select m.id, m.score from ${scored} m order by m.score desc, m.id limit ${POOL})`;
  }

  /** Each active product's facet pair by id, cached per process until the index generation changes. */
  let facts: { generation: string; pairs: Map<number, number> } | null = null;
  async function factPairs(generation: string): Promise<Map<number, number>> {
    if (facts?.generation !== generation) {
      const rows = await k.selectFrom('products').select(['id', 'brand_id', 'category_id']).where('active', '=', 1).execute();
      facts = { generation, pairs: new Map(rows.map((r) => [r.id, packPair(r)])) };
    }
    return facts.pairs;
  }

  /** The memory index of the current generation, or null while it is being built (a build is started if none runs). */
  let memory: { generation: string; index: MemoryIndex } | null = null;
  /** The build under way; it never rejects (a search must not wait for it or fail with it): it resolves to its error. */
  let building: Promise<unknown> | null = null;
  async function memoryIndex(generation: string): Promise<MemoryIndex | null> {
    if (!useMemory) return null;
    if (memory?.generation === generation) return memory.index;
    building ??= buildMemory(generation).then(
      () => (building = null),
      (err: unknown) => ((building = null), err instanceof Error ? err : new Error(String(err))),
    );
    return null;
  }

  /**
   * Reads every document, in pages, into a new memory index tagged with the generation read before the first page: a
   * write during the build bumps the generation past the tag, so a mixed build is never used.
   */
  async function buildMemory(generation: string) {
    const took = searchMemoryBuildDuration.startTimer();
    const builder = new MemoryIndexBuilder();
    for (let after = 0; ; await pause()) {
      const rows: MemoryDocument[] = await k
        .selectFrom('product_search as ps')
        .innerJoin('products as p', 'p.id', 'ps.product_id')
        .select(['ps.product_id', 'ps.name_fa', 'ps.name_en', 'ps.code', 'ps.code_compact', 'ps.brand', 'ps.category', 'ps.summary_fa', 'ps.summary_en'])
        .select(['p.brand_id', 'p.category_id', 'p.featured'])
        .where('ps.product_id', '>', after)
        .orderBy('ps.product_id')
        .limit(MEMORY_BATCH)
        .execute();
      if (rows.length === 0) break;
      builder.add(rows);
      after = rows[rows.length - 1].product_id;
    }
    memory = { generation, index: await builder.finish(pause) };
    took();
    searchMemoryDocuments.set(memory.index.size);
  }

  /**
   * One page by relevance from the memory index: the best POOL by score ranked as `find` ranks them in SQL (tier, score
   * band, featured, in stock, score), the rest in score order. Whether a product is active and in stock is read now,
   * or taken from the live facts when they are at hand; the rest changes only with a reindex, so the index's own
   * generation has it.
   */
  async function findInMemory(index: MemoryIndex, found: Scored, q: FindQuery, facts?: LiveFacts): Promise<number[]> {
    const byScore = bestByScore(found, q.offset + q.limit > POOL ? found.docs.length : POOL);
    const inPool = Math.max(0, Math.min(q.limit, POOL - q.offset));
    let head: number[] = [];
    if (inPool) {
      const pool = byScore.slice(0, POOL).map((i) => {
        const row = index.row(found.docs[i]);
        const score = found.scores[i];
        return { id: row.product_id, tier: tierOf(row, q.ranking), band: Math.round(Math.log(score + 1e-9) * 2), featured: row.featured, score };
      });
      const inStock = async (ids: number[]) => {
        // The live facts, when this search read them or this process keeps them (a search by price or stock read them),
        // save the round trip: they are as fresh as the page cache. Products no longer active are left out.
        const known = facts ?? live;
        if (known) return new Map(ids.filter((id) => known.state[id]).map((id) => [id, known.state[id] === IN_STOCK]));
        const { rows } = await sql<{ id: number; stock: number }>`select p.id, p.stock
          from ${engine.ids(ids)} v join products p on p.id = v.id where p.active = 1`.execute(k);
        return new Map(rows.map((r) => [r.id, r.stock > 0]));
      };
      head = (await rankPool(pool, q.offset + inPool, inStock)).slice(q.offset);
    }
    const rest = q.limit - inPool;
    const tail = rest ? byScore.slice(q.offset + inPool, q.offset + inPool + rest).map((i) => index.id(found.docs[i])) : [];
    return [...head, ...tail];
  }

  /**
   * Every active product's price and whether it is in stock, for searches that filter or sort by them: these change
   * without a reindex, so the memory index does not hold them. Read whole when first needed (about 130 ms at 100 000
   * products on PostgreSQL, in steps with a turn of the event loop between them, as the memory index is; each such
   * search on the engine took 60–160 ms), then kept until `dropLiveFacts`, which the change bus calls on every process
   * whenever they may have moved (a back-office save, a product running out or coming back, a missed event): as fresh
   * as the page cache, which the same events clear.
   */
  let live: LiveFacts | null = null;
  let liveLoading: Promise<LiveFacts> | null = null;
  /** Bumped by every drop: a read that began before one is used by the searches that asked for it, never kept. */
  let liveVersion = 0;
  function liveFacts(): Promise<LiveFacts> {
    if (live) return Promise.resolve(live);
    if (liveLoading) return liveLoading;
    const version = liveVersion;
    const loading = readLiveFacts()
      .then((facts) => {
        if (version === liveVersion) live = facts;
        return facts;
      })
      .finally(() => {
        if (liveLoading === loading) liveLoading = null;
      });
    liveLoading = loading;
    return loading;
  }

  async function readLiveFacts(): Promise<LiveFacts> {
    const pages: { id: number; price_rial: number | string | null; stock: number; created_at: string }[][] = [];
    let after = 0;
    for (; ; await pause()) {
      const page = await k
        .selectFrom('products')
        .select(['id', 'price_rial', 'stock', 'created_at'])
        .where('active', '=', 1)
        .where('id', '>', after)
        .orderBy('id')
        .limit(factsBatch)
        .execute();
      pages.push(page);
      if (page.length > 0) after = page[page.length - 1].id;
      if (page.length < factsBatch) break;
    }
    // By product id: ids are a sequence, so the arrays are about as long as the catalogue; read in id order, the last
    // id read is the largest.
    const size = after + 1;
    const facts: LiveFacts = { price: new Float64Array(size).fill(NaN), created: new Float64Array(size), state: new Uint8Array(size) };
    for (const page of pages) {
      for (const r of page) {
        // PostgreSQL's bigint arrives as text; a price in rial fits a double exactly.
        if (r.price_rial !== null) facts.price[r.id] = Number(r.price_rial);
        // An ISO time, as every writer stores it: its order as a number is its order as text, the engine's.
        facts.created[r.id] = Date.parse(r.created_at) || 0;
        facts.state[r.id] = r.stock > 0 ? IN_STOCK : OUT_OF_STOCK;
      }
    }
    return facts;
  }

  const meta = async (key: string) => (await k.selectFrom('search_meta').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;

  /**
   * What one search reads of the index, as of one generation: the generation is read once, at its first step, and
   * every later step (the vocabulary, the facets, the page) answers from the same copy. Before, each step read it
   * again: 3–4 round trips a search, and a reindex committing between two steps could mix the old and the new.
   */
  function reading(): Reading {
    let generation: Promise<string> | undefined;
    let index: Promise<MemoryIndex | null> | undefined;
    let facts: Promise<LiveFacts> | undefined;
    // The facets and the page of a search walk the same match: once.
    const matches = new Map<Match, Map<MatchScope | undefined, Scored>>();
    const current = () => (generation ??= meta(GENERATION_KEY).then((g) => g ?? '0'));
    return {
      generation: current,
      memory: () => (index ??= current().then(memoryIndex)),
      facts: () => (facts ??= liveFacts()),
      matched(memory, match, scope) {
        const byScope = matches.get(match) ?? new Map<MatchScope | undefined, Scored>();
        matches.set(match, byScope);
        const found = byScope.get(scope) ?? memory.match(match, scope);
        byScope.set(scope, found);
        return found;
      },
    };
  }

  /**
   * Ids of one page of matching products. Relevance: within the pool, exact code, exact name, name starting with the
   * query, then score bands (a factor of about 1.6 each, so a name match stays above a summary match while small
   * differences leave featured and in-stock products first), then the score itself. From memory while it is current,
   * but browsing without words, which asks the engine.
   */
  async function find(q: FindQuery, read: Reading): Promise<number[]> {
    const byFacts = q.sort !== 'relevance';
    const index = q.match ? await read.memory() : null;
    if (q.match && index) {
      const found = inFilter(index, read.matched(index, q.match, q.scope), q.filter);
      if (!byFacts && !filtersLiveFacts(q.filter)) return findInMemory(index, found, q);
      const facts = await read.facts();
      const kept = keep(found, (doc) => passesLive(facts, index.id(doc), q.filter));
      if (!byFacts) return findInMemory(index, kept, q, facts);
      // The engine's order as a score, best first, only the page's share sorted: by price, priced first, then price,
      // then id; newest, the time of creation, then the highest id. Documents are in id order.
      const sign = q.sort === 'priceAsc' ? -1 : 1;
      const scores = Float64Array.from(kept.docs, (doc) => {
        const id = index.id(doc);
        if (q.sort === 'newest') return facts.created[id];
        return Number.isNaN(facts.price[id]) ? -Number.MAX_VALUE : sign * facts.price[id];
      });
      return bestByScore({ docs: kept.docs, scores }, q.offset + q.limit, q.sort === 'newest' ? 'idDesc' : 'idAsc')
        .slice(q.offset)
        .map((i) => index.id(kept.docs[i]));
    }
    const page = async (source: RawBuilder<unknown>, orderBy: RawBuilder<unknown>, limit: number, offset: number) =>
      (
        await sql<{ id: number }>`select p.id from ${source} where ${conditions(q.filter)}
        order by ${orderBy} limit ${limit} offset ${offset}`.execute(k)
      ).rows.map((r) => r.id);
    if (!q.match || q.sort !== 'relevance') return page(from(q.match, q.scope), order(q.sort), q.limit, q.offset);
    const scored = { ...q, match: q.match };
    const inPool = Math.max(0, Math.min(q.limit, POOL - q.offset));
    const head = inPool
      ? await page(
          sql`${pool(scored)} m join products p on p.id = m.id join product_search ps on ps.product_id = m.id`,
          sql`${tier(q.ranking)}, round(ln(m.score + 1e-9) * 2) desc, ${FEATURED_IN_STOCK}, m.score desc, p.id`,
          inPool,
          q.offset,
        )
      : [];
    // Past the pool, in score order: the pool is exactly the best POOL by score, so nothing repeats or goes missing.
    const rest = q.limit - inPool;
    const tail = rest
      ? await page(
          sql`${engine.matches(q.match, { scored: true, scope: q.scope })} m join products p on p.id = m.id`,
          sql`m.score desc, m.id`,
          rest,
          q.offset + inPool,
        )
      : [];
    return [...head, ...tail];
  }

  /**
   * Matching products counted by (brand, category), for facets and the total: from the memory index (a price or stock
   * filter applied from the live facts), or else from a per-process cache of each product's brand and category, so no
   * row of products is read; the engine counts them only when the memory index is not current and a filter needs rows.
   */
  async function facetPairs(match: Match | null, filter: SearchFilter, read: Reading): Promise<FacetPair[]> {
    const index = match ? await read.memory() : null;
    if (match && index) {
      // The memory index carries each product's brand and category as of its generation, as factPairs does.
      let found = inFilter(index, read.matched(index, match), filter);
      if (filtersLiveFacts(filter)) {
        const facts = await read.facts();
        found = keep(found, (doc) => passesLive(facts, index.id(doc), filter));
      }
      const tally = pairTally();
      for (const doc of found.docs) tally.add(packPair(index.row(doc)));
      return tally.pairs();
    }
    if (filtersProducts(filter)) {
      const { rows } = await sql<FacetPair>`select p.brand_id, p.category_id, count(*) as n from ${from(match)}
        where ${conditions(filter)} group by p.brand_id, p.category_id`.execute(k);
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    }
    const tally = pairTally();
    if (match) {
      const [pairs, { rows }] = await Promise.all([read.generation().then(factPairs), sql<{ ids: string | null }>`${engine.matchedIds(match)}`.execute(k)]);
      for (const id of rows[0]?.ids?.split(',') ?? []) tally.add(pairs.get(Number(id)));
    } else for (const pair of (await factPairs(await read.generation())).values()) tally.add(pair);
    return tally.pairs();
  }

  /** The words of `words` that begin at least one indexed word (one key-range probe each, in one statement, or in memory). */
  async function prefixed(words: string[], read: Reading): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const index = await read.memory();
    if (index) return index.prefixed(words);
    const { rows } = await sql<{ w: string }>`select v.w from ${engine.words(words)} v
      where exists (select 1 from search_terms t where t.term >= v.w and t.term < v.w || ${TOP})`.execute(k);
    return new Set(rows.map((r) => r.w));
  }

  /** Which of `terms` are indexed words, with the number of products using each (primary-key lookups, or in memory). */
  async function known(terms: string[], read: Reading): Promise<Map<string, number>> {
    if (terms.length === 0) return new Map();
    const index = await read.memory();
    if (index) return index.known(terms);
    const { rows } = await sql<{ term: string; docs: number }>`select t.term, t.docs from ${engine.words(terms)} v
      join search_terms t on t.term = v.w`.execute(k);
    return new Map(rows.map((r) => [r.term, r.docs]));
  }

  /** The four reads, each taking what `read` gives it: the same reading for a snapshot, a new one per call otherwise. */
  const view = (read: () => Reading): SearchView => ({
    find: (q) => find(q, read()),
    facetPairs: (match, filter) => facetPairs(match, filter, read()),
    prefixed: (words) => prefixed(words, read()),
    known: (terms) => known(terms, read()),
  });

  return {
    /** A view for one search: every step it takes answers from the same generation of the index. */
    snapshot(): SearchView {
      const read = reading();
      return view(() => read);
    },
    /** Called on the repository itself, each read is a search of its own. */
    ...view(reading),

    version: () => meta(VERSION_KEY),

    /**
     * Prices or stock may have changed (the change bus says so). A process whose searches used them reads them again at
     * once, in the background, so the next such search does not wait the whole read (about 130 ms at 100 000 products
     * on PostgreSQL); one that never needed them reads nothing.
     */
    dropLiveFacts() {
      const used = live !== null || liveLoading !== null;
      liveVersion++;
      live = null;
      liveLoading = null;
      // A failed read is tried again by the next search that needs the facts.
      if (used) liveFacts().catch(() => {});
    },

    /** Resolves once this process's memory index is of the current generation (at start, so the first searches are fast). */
    async warm(): Promise<void> {
      while (useMemory && !(await reading().memory())) {
        const failure = await building;
        if (failure instanceof Error) throw failure;
      }
    },

    ...searchWrites(k, engine),
  };
}

export type SearchRepo = ReturnType<typeof searchRepo>;

/** The index generation, its memory copy (null while none is built) and the live facts, each read once, on first use. */
interface Reading {
  generation: () => Promise<string>;
  memory: () => Promise<MemoryIndex | null>;
  facts: () => Promise<LiveFacts>;
  /** The memory index's matches for `match`, walked once per search. */
  matched: (index: MemoryIndex, match: Match, scope?: MatchScope) => Scored;
}

/**
 * What the memory index does not hold, by product id: the price in rial (NaN: on inquiry), the time of creation (ms),
 * and whether the product is active, and then in stock or not (0: not active, or no such product).
 */
interface LiveFacts {
  price: Float64Array;
  created: Float64Array;
  state: Uint8Array;
}
const OUT_OF_STOCK = 1;
const IN_STOCK = 2;

/** Whether a product passes a filter's price and stock conditions (`conditions` in SQL): active, priced within, in stock. */
function passesLive({ price, state }: LiveFacts, id: number, f: SearchFilter): boolean {
  if (!state[id]) return false;
  // NaN (on inquiry) is within no range, as NULL is in SQL.
  if (f.minRial !== undefined && !(price[id] >= f.minRial)) return false;
  if (f.maxRial !== undefined && !(price[id] <= f.maxRial)) return false;
  return !f.inStock || state[id] === IN_STOCK;
}

/** The matches whose documents `test` keeps, scores alongside. */
function keep(found: Scored, test: (doc: number) => boolean): Scored {
  const docs = new Int32Array(found.docs.length);
  const scores = new Float64Array(found.docs.length);
  let kept = 0;
  for (let i = 0; i < found.docs.length; i++) {
    if (!test(found.docs[i])) continue;
    docs[kept] = found.docs[i];
    scores[kept++] = found.scores[i];
  }
  return { docs: docs.subarray(0, kept), scores: scores.subarray(0, kept) };
}

/** A product's brand and category as one number (PAIR). */
const packPair = (p: { brand_id: number | null; category_id: number }) => (p.brand_id ?? 0) * PAIR + p.category_id;

/** Counts packed pairs (an unknown product, undefined, counts for none) and gives them back as facet pairs. */
function pairTally() {
  const counts = new Map<number, number>();
  return {
    add: (pair: number | undefined) => void (pair !== undefined && counts.set(pair, (counts.get(pair) ?? 0) + 1)),
    pairs: (): FacetPair[] => [...counts].map(([pair, n]) => ({ brand_id: Math.floor(pair / PAIR) || null, category_id: pair % PAIR, n })),
  };
}

/** What a search reads of the index; `SearchRepo.snapshot()` gives one whose reads are all of one generation. */
export interface SearchView {
  find(q: FindQuery): Promise<number[]>;
  facetPairs(match: Match | null, filter: SearchFilter): Promise<FacetPair[]>;
  prefixed(words: string[]): Promise<Set<string>>;
  known(terms: string[]): Promise<Map<string, number>>;
}

/** Whether a filter needs the products table (everything but the text match is a product attribute). */
const filtersProducts = (f: SearchFilter) =>
  f.categoryIds !== undefined ||
  f.brandId !== undefined ||
  f.minRial !== undefined ||
  f.maxRial !== undefined ||
  f.inStock === true ||
  f.productIds !== undefined;

/** Whether a filter reads what changes without a reindex (price, stock): the memory index does not hold those. */
const filtersLiveFacts = (f: SearchFilter) => f.minRial !== undefined || f.maxRial !== undefined || f.inStock === true;

/** The matches in the category, brand and products a filter names (facts of the index's own generation). */
function inFilter(index: MemoryIndex, found: Scored, f: SearchFilter): Scored {
  if (f.categoryIds === undefined && f.brandId === undefined && f.productIds === undefined) return found;
  const categories = f.categoryIds ? new Set(f.categoryIds) : null;
  const products = f.productIds ? new Set(f.productIds) : null;
  return keep(found, (doc) => {
    const row = index.row(doc);
    return (
      (!categories || categories.has(row.category_id)) && (f.brandId === undefined || row.brand_id === f.brandId) && (!products || products.has(index.id(doc)))
    );
  });
}

/** Featured products first, then those in stock. */
const FEATURED_IN_STOCK = sql`p.featured desc, (p.stock > 0) desc`;

function conditions(f: SearchFilter): RawBuilder<unknown> {
  const c = [sql`p.active = 1`];
  if (f.categoryIds) c.push(f.categoryIds.length ? sql`p.category_id in (${sql.join(f.categoryIds)})` : sql`1 = 0`);
  if (f.brandId !== undefined) c.push(sql`p.brand_id = ${f.brandId}`);
  if (f.minRial !== undefined) c.push(sql`p.price_rial >= ${f.minRial}`);
  if (f.maxRial !== undefined) c.push(sql`p.price_rial <= ${f.maxRial}`);
  if (f.inStock) c.push(sql`p.stock > 0`);
  if (f.productIds) c.push(f.productIds.length ? sql`p.id in (${sql.join(f.productIds)})` : sql`1 = 0`);
  return sql.join(c, sql` and `);
}

/** ORDER BY for browsing and the non-relevance sorts. Price on inquiry sorts last. */
function order(sort: SearchSort): RawBuilder<unknown> {
  switch (sort) {
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'priceAsc':
      return sql`p.price_rial is null, p.price_rial asc, p.id`;
    case 'priceDesc':
      return sql`p.price_rial is null, p.price_rial desc, p.id`;
    case 'relevance':
      return sql`${FEATURED_IN_STOCK}, p.id`;
  }
}

/** 0 exact code, 1 exact name (either language), 2 name starting with the query, 3 the rest. */
function tier({ codes, name }: Ranking): RawBuilder<unknown> {
  const len = [...name].length;
  return sql`case
    ${codes.length ? sql`when ps.code_compact in (${sql.join(codes)}) then 0` : sql``}
    when ps.name_fa = ${name} or ps.name_en = ${name} then 1
    when substr(ps.name_fa, 1, ${len}) = ${name} or substr(ps.name_en, 1, ${len}) = ${name} then 2
    else 3 end`;
}
