import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/*
 * Kysely builds a query's tree and compiles it to SQL on every call, and the SQL text it makes is a new string that the
 * statement cache (db.ts) must hash again to find its prepared statement: together about 40 % of the query cost of an
 * uncached product page, on reads whose SQL never changes. The hot reads compile once here and then only bind values.
 */

/** Longer lists of ids than this are compiled each time: one compiled shape is kept per length of list. */
const MOST_IDS_KEPT = 100;

/** A read with nothing variable in it, compiled on its first call. */
export function compiledOnce<DB, R>(db: Kysely<DB>, build: () => Compilable<R>): () => Promise<R[]> {
  let compiled: CompiledQuery<R> | undefined;
  return async () => (await db.executeQuery((compiled ??= build().compile()))).rows;
}

/**
 * A read over a list of ids, compiled once per length of list and then bound to each call's ids. `build` places each
 * id as one value of the query (`where id in ids`, `where id = ids[0]`); what else it binds must be constant.
 */
export function compiledForIds<DB, R>(db: Kysely<DB>, build: (ids: readonly number[]) => Compilable<R>): (ids: readonly number[]) => Promise<R[]> {
  const byLength = new Map<number, { compiled: CompiledQuery<R>; slots: number[] }>();
  const shapeFor = (length: number) => {
    // Compiled with a unique placeholder for each id, to learn where in the parameters each id goes.
    const marks = Array.from({ length }, () => ({}));
    const compiled = build(marks as unknown as number[]).compile();
    const slots = marks.map((mark) => compiled.parameters.indexOf(mark));
    if (slots.some((slot, i) => slot < 0 || compiled.parameters.lastIndexOf(marks[i]) !== slot)) {
      throw new Error(`compiledForIds: each id must be bound once in ${compiled.sql}`);
    }
    return { compiled, slots };
  };
  return async (ids) => {
    if (ids.length > MOST_IDS_KEPT) return (await db.executeQuery(build(ids))).rows;
    let shape = byLength.get(ids.length);
    if (!shape) byLength.set(ids.length, (shape = shapeFor(ids.length)));
    const parameters = [...shape.compiled.parameters];
    shape.slots.forEach((slot, i) => (parameters[slot] = ids[i]));
    return (await db.executeQuery<R>({ ...shape.compiled, parameters })).rows;
  };
}
