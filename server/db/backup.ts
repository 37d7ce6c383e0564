import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { isPostgresUrl } from './db.ts';

const run = promisify(execFile);

/** What a backup holds and where it goes back to. */
export interface BackupTarget {
  databaseUrl: string;
  /** Pictures written by the seed and the back office. */
  mediaDir: string;
  /** Files visitors sent with their forms. */
  uploadDir: string;
}

/** Written into every archive: a restore refuses an archive of the other engine. */
interface Manifest {
  format: 1;
  engine: 'sqlite' | 'postgres';
  createdAt: string;
}

const PREFIX = 'negahban-';
const SUFFIX = '.tar.gz';
const DB_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/**
 * One consistent copy of the shop in one file: the database (SQLite's online backup API, which copies a snapshot while
 * the site keeps writing; pg_dump's one-transaction snapshot on PostgreSQL) and the media and upload folders beside it.
 * The oldest archives beyond `keep` are removed. Returns the archive's path.
 */
export async function backup(target: BackupTarget, opts: { dir: string; keep: number; now?: Date }): Promise<string> {
  const engine = isPostgresUrl(target.databaseUrl) ? 'postgres' : 'sqlite';
  const work = mkdtempSync(join(tmpdir(), 'negahban-backup-'));
  try {
    const dbFile = join(work, DB_FILE[engine]);
    if (engine === 'postgres') {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dbFile}`, target.databaseUrl]);
    } else {
      if (!existsSync(target.databaseUrl)) throw new Error(`no database at ${target.databaseUrl}`);
      const source = new SQLite(target.databaseUrl, { readonly: true, fileMustExist: true });
      try {
        await source.backup(dbFile);
      } finally {
        source.close();
      }
    }
    for (const [name, from] of [
      ['media', target.mediaDir],
      ['uploads', target.uploadDir],
    ] as const) {
      if (existsSync(from)) cpSync(from, join(work, name), { recursive: true });
    }
    const createdAt = (opts.now ?? new Date()).toISOString();
    const manifest: Manifest = { format: 1, engine, createdAt };
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));

    mkdirSync(opts.dir, { recursive: true });
    // The time in the name sorts the archives; a colon is not welcome in file names on every system.
    const archive = resolve(opts.dir, `${PREFIX}${createdAt.replace(/[:.]/g, '-')}${SUFFIX}`);
    await tar.create({ gzip: true, file: `${archive}.partial`, cwd: work }, readdirSync(work));
    // A crash mid-write leaves a .partial, never an archive that looks whole.
    renameSync(`${archive}.partial`, archive);
    rotate(opts.dir, opts.keep);
    return archive;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives of the folder (by the time in their names). */
function rotate(dir: string, keep: number) {
  const archives = readdirSync(dir)
    .filter((f) => f.startsWith(PREFIX) && f.endsWith(SUFFIX))
    .sort();
  for (const old of archives.slice(0, Math.max(0, archives.length - keep))) rmSync(join(dir, old));
}

/**
 * Puts an archive back: the database as it was (SQLite through the backup API into the live file, so open readers see
 * the old or the new whole; pg_restore --clean in one transaction), then the media and upload folders. Stop the site
 * first: a process still running keeps what it had cached and may write between the two steps.
 */
export async function restore(target: BackupTarget, archive: string): Promise<Manifest> {
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new Error(`no backup file at ${archive}`);
  const work = mkdtempSync(join(tmpdir(), 'negahban-restore-'));
  try {
    await tar.extract({ file: archive, cwd: work });
    const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Manifest;
    const engine = isPostgresUrl(target.databaseUrl) ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine) {
      throw new Error(`${basename(archive)} is a ${manifest.engine} backup; DATABASE_URL names ${engine}`);
    }
    const dbFile = join(work, DB_FILE[engine]);
    if (engine === 'postgres') {
      await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${target.databaseUrl}`, dbFile]);
    } else {
      mkdirSync(dirname(resolve(target.databaseUrl)), { recursive: true });
      const source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
      try {
        await source.backup(target.databaseUrl);
      } finally {
        source.close();
      }
    }
    for (const [name, to] of [
      ['media', target.mediaDir],
      ['uploads', target.uploadDir],
    ] as const) {
      const saved = join(work, name);
      // The folder becomes what it was: files added since the backup go, files removed since come back.
      rmSync(to, { recursive: true, force: true });
      if (existsSync(saved)) cpSync(saved, to, { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
