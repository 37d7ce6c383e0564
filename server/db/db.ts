import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (for the metrics); SQLite has none. */
  poolUse?(): { total: number; idle: number; waiting: number };
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** Opens the database a URL names: `postgres://…` is PostgreSQL, anything else a SQLite file path. */
export function openDatabase(url: string): Db {
  return isPostgresUrl(url) ? openPostgres(url) : openSqlite(url);
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets page renders read while a checkout writes; NORMAL sync is durable across process crashes under WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads through memory-mapped pages rather than a read() call per page, and a larger page cache: search and
  // category pages touch thousands of index entries per request on a big catalogue.
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('cache_size = -32768');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, engine: 'sqlite', close: () => kysely.destroy() };
}

/** Distinct SQL texts kept prepared; the site has a few hundred (lists of ids make more, so the oldest go first). */
const PREPARED_STATEMENTS = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with each SQL text prepared once: Kysely prepares the statement on
 * every query, and preparing was 6 % of an uncached page's CPU (a page runs a few dozen queries). A statement is only
 * busy while iterated, which Kysely does only for `.stream()` (unused here), so sharing one between queries is safe.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = prepared.get(text);
      if (statement) {
        // Most recently used last: the first key is the one to drop.
        prepared.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (prepared.size >= PREPARED_STATEMENTS) prepared.delete(prepared.keys().next().value!);
      }
      prepared.set(text, statement);
      return statement;
    },
  };
}

// int8 (bigint, count(*)) arrives as a string by default; our Rial amounts stay far below 2^53, so numbers are safe.
pg.types.setTypeParser(20, (value) => Number(value));

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    engine: 'postgres',
    close: () => kysely.destroy(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
