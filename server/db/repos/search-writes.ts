import type { Kysely } from 'kysely';
import type { ProductSearchTable } from '../schema.ts';
import type { IndexTables, IndexTrx, SearchEngine } from './search-engine.ts';

export type SearchDocument = ProductSearchTable;

/** A product as reindexing reads it. */
export interface IndexSource {
  id: number;
  code: string;
  name_fa: string;
  name_en: string;
  label_fa: string;
  label_en: string;
  summary_fa: string;
  summary_en: string;
  category_id: number;
  active: number;
  brand_fa: string | null;
  brand_en: string | null;
}

const BATCH = 500;
const CHUNK = 200;
export const VERSION_KEY = 'index_version';
/** Bumped by every write to the index, so each process knows when its cached facts are stale. */
export const GENERATION_KEY = 'generation';

/**
 * Writing the index: documents into product_search and the engine's index, and the vocabulary's counts, all in one
 * transaction so readers never see a half-written product.
 */
export function searchWrites(k: Kysely<IndexTables>, engine: SearchEngine) {
  /** What a product's document is made of: its own text and its brand's names (category names come from the caller). */
  const source = (trx: IndexTrx) =>
    trx
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'p.code', 'p.name_fa', 'p.name_en', 'p.label_fa', 'p.label_en', 'p.summary_fa', 'p.summary_en', 'p.category_id', 'p.active'])
      .select(['b.name_fa as brand_fa', 'b.name_en as brand_en']);

  const setMeta = (trx: IndexTrx, key: string, value: string) =>
    trx
      .insertInto('search_meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();

  const bumpGeneration = async (trx: IndexTrx) => {
    const current = await trx.selectFrom('search_meta').select('value').where('key', '=', GENERATION_KEY).executeTakeFirst();
    await setMeta(trx, GENERATION_KEY, String(Number(current?.value ?? 0) + 1));
  };

  async function write(trx: IndexTrx, docs: SearchDocument[]) {
    for (let i = 0; i < docs.length; i += CHUNK) {
      await trx
        .insertInto('product_search')
        .values(docs.slice(i, i + CHUNK).map(engine.row))
        .execute();
    }
    await engine.added(trx, docs);
  }

  /** Adds (+1) or withdraws (-1) one product's use of each of its words. */
  function count(deltas: Map<string, number>, docs: SearchDocument[], sign: 1 | -1) {
    for (const doc of docs) for (const term of documentTerms(doc)) deltas.set(term, (deltas.get(term) ?? 0) + sign);
  }

  async function applyDeltas(trx: IndexTrx, deltas: Map<string, number>) {
    const changed = [...deltas].filter(([, n]) => n !== 0).map(([term, docs]) => ({ term, docs }));
    for (let i = 0; i < changed.length; i += CHUNK * 2) {
      await trx
        .insertInto('search_terms')
        .values(changed.slice(i, i + CHUNK * 2))
        .onConflict((oc) => oc.column('term').doUpdateSet((eb) => ({ docs: eb('search_terms.docs', '+', eb.ref('excluded.docs')) })))
        .execute();
    }
    const shrunk = changed.filter((c) => c.docs < 0).map((c) => c.term);
    for (let i = 0; i < shrunk.length; i += CHUNK * 2) {
      await trx
        .deleteFrom('search_terms')
        .where('term', 'in', shrunk.slice(i, i + CHUNK * 2))
        .where('docs', '<=', 0)
        .execute();
    }
  }

  return {
    /**
     * Re-reads these products and replaces their documents (a product `build` turns into null, or that no longer
     * exists, leaves the index). Keeps the vocabulary counts right. Returns how many documents were written.
     */
    reindex(ids: number[], build: (row: IndexSource) => SearchDocument | null): Promise<number> {
      return k.transaction().execute(async (trx) => {
        await engine.lock(trx);
        const deltas = new Map<string, number>();
        let written = 0;
        for (let i = 0; i < ids.length; i += BATCH) {
          const batch = [...new Set(ids.slice(i, i + BATCH))];
          const old = await trx.selectFrom('product_search').selectAll().where('product_id', 'in', batch).execute();
          count(deltas, old, -1);
          await trx.deleteFrom('product_search').where('product_id', 'in', batch).execute();
          await engine.removed(trx, batch);
          const docs = nonNull((await source(trx).where('p.id', 'in', batch).execute()).map(build));
          await write(trx, docs);
          count(deltas, docs, 1);
          written += docs.length;
        }
        await applyDeltas(trx, deltas);
        await bumpGeneration(trx);
        return written;
      });
    },

    /** Rebuilds the whole index and vocabulary from the products table and records the rules' `version`. */
    rebuild(build: (row: IndexSource) => SearchDocument | null, version: string): Promise<number> {
      return k.transaction().execute(async (trx) => {
        await engine.lock(trx);
        await trx.deleteFrom('product_search').execute();
        await trx.deleteFrom('search_terms').execute();
        await engine.cleared(trx);
        const deltas = new Map<string, number>();
        let written = 0;
        // Keyset pages: an offset would rescan everything before it on every page.
        for (let last = 0; ;) {
          const rows = await source(trx).where('p.id', '>', last).orderBy('p.id').limit(BATCH).execute();
          if (rows.length === 0) break;
          last = rows[rows.length - 1].id;
          const docs = nonNull(rows.map(build));
          await write(trx, docs);
          count(deltas, docs, 1);
          written += docs.length;
        }
        await applyDeltas(trx, deltas);
        await setMeta(trx, VERSION_KEY, version);
        await bumpGeneration(trx);
        await engine.rebuilt(trx);
        return written;
      });
    },
  };
}

const nonNull = <T>(items: (T | null)[]) => items.filter((x): x is T => x !== null);

/** The distinct words of a stored document (its text columns are normalised words separated by spaces). */
function documentTerms(doc: SearchDocument): Set<string> {
  const text = [doc.name_fa, doc.name_en, doc.code, doc.brand, doc.category, doc.summary_fa, doc.summary_en].join(' ');
  return new Set(text.split(' ').filter(Boolean));
}
