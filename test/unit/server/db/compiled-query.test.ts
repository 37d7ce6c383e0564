import { expect } from 'chai';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { compiledForIds, compiledOnce } from '../../../../server/db/compiled-query.ts';

interface Db {
  things: { id: number; name: string; active: number };
}

describe('server/db/compiled-query', () => {
  let db: Kysely<Db>;
  let compiledSql: string[];

  beforeEach(async () => {
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema
      .createTable('things')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .addColumn('active', 'integer')
      .execute();
    await db
      .insertInto('things')
      .values(Array.from({ length: 150 }, (_, i) => ({ id: i + 1, name: `thing ${i + 1}`, active: i % 10 === 0 ? 0 : 1 })))
      .execute();
    compiledSql = [];
  });
  afterEach(() => db.destroy());

  /** The active things among `ids`, recording each compilation (a query compiled once is not compiled again). */
  const activeIn = (ids: readonly number[]) => {
    const query = db.selectFrom('things').select(['id', 'name']).where('active', '=', 1).where('id', 'in', ids).orderBy('id');
    const compile = query.compile.bind(query);
    return Object.assign(query, {
      compile: () => {
        const compiled = compile();
        compiledSql.push(compiled.sql);
        return compiled;
      },
    });
  };

  it('answers each call with its own ids, compiling once per length of list', async () => {
    const read = compiledForIds(db, activeIn);
    expect((await read([2, 3, 11])).map((r) => r.id)).to.deep.equal([2, 3]);
    expect((await read([5, 6, 7])).map((r) => r.name)).to.deep.equal(['thing 5', 'thing 6', 'thing 7']);
    expect((await read([4])).map((r) => r.id)).to.deep.equal([4]);
    expect((await read([9])).map((r) => r.id)).to.deep.equal([9]);
    expect(compiledSql).to.have.length(2);
    // The constant it binds (active = 1) stays bound: thing 1 is inactive.
    expect(await read([1])).to.deep.equal([]);
  });

  it('compiles a list longer than it keeps shapes for on each call, with the same answers', async () => {
    const read = compiledForIds(db, activeIn);
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const expected = ids.filter((id) => (id - 1) % 10 !== 0);
    expect((await read(ids)).map((r) => r.id)).to.deep.equal(expected);
    expect((await read(ids)).map((r) => r.id)).to.deep.equal(expected);
    expect(compiledSql).to.have.length(2);
  });

  it('refuses a query that does not bind each id exactly once', async () => {
    const dropsIds = compiledForIds(db, () => db.selectFrom('things').select('id').where('id', '=', 1));
    const bindsTwice = compiledForIds(db, ([id]) =>
      db
        .selectFrom('things')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', id!), eb('id', '=', id!)])),
    );
    for (const read of [dropsIds, bindsTwice]) {
      const error = await read([1]).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).to.match(/each id must be bound once/);
    }
  });

  it('runs a constant read compiled on its first call', async () => {
    let builds = 0;
    const inactive = compiledOnce(db, () => (builds++, db.selectFrom('things').select('id').where('active', '=', 0).orderBy('id')));
    expect((await inactive()).map((r) => r.id)).to.deep.equal([1, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101, 111, 121, 131, 141]);
    await db.updateTable('things').set({ active: 0 }).where('id', '=', 2).execute();
    expect((await inactive()).map((r) => r.id).slice(0, 3)).to.deep.equal([1, 2, 11]);
    expect(builds).to.equal(1);
  });
});
