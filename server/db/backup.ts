import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { childEnvironment } from '../config.ts';
import { isPostgresUrl } from './db.ts';

const run = promisify(execFile);

/**
 * pg_dump and pg_restore take the database's URL without its password, which goes in their environment
 * (`PGPASSWORD`): a command line is readable by every user of the machine (`ps`, /proc).
 */
function postgresClient(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

/** An archive holds the whole database and every upload: only the owner of the backup folder may read it. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

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
      const client = postgresClient(target.databaseUrl);
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dbFile}`, `--dbname=${client.url}`], { env: client.env });
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
      if (!existsSync(from)) continue;
      // The folder itself may be a link (to a mounted volume); a link inside it is not the site's and is left out,
      // as a restore would refuse it.
      const root = realpathSync(from);
      cpSync(root, join(work, name), { recursive: true, filter: (src) => src === root || !lstatSync(src).isSymbolicLink() });
    }
    const createdAt = (opts.now ?? new Date()).toISOString();
    const manifest: Manifest = { format: 1, engine, createdAt };
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));

    mkdirSync(opts.dir, { recursive: true, mode: PRIVATE_DIR });
    // A folder made before (by hand, or by an older version at 0755) is closed too.
    chmodSync(opts.dir, PRIVATE_DIR);
    // The time in the name sorts the archives; a colon is not welcome in file names on every system.
    const archive = resolve(opts.dir, `${PREFIX}${createdAt.replace(/[:.]/g, '-')}${SUFFIX}`);
    await tar.create({ gzip: true, file: `${archive}.partial`, mode: PRIVATE_FILE, cwd: work }, readdirSync(work));
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
    await refuseLinks(archive);
    await tar.extract({ file: archive, cwd: work });
    const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Manifest;
    const engine = isPostgresUrl(target.databaseUrl) ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine) {
      throw new Error(`${basename(archive)} is a ${manifest.engine} backup; DATABASE_URL names ${engine}`);
    }
    const dbFile = join(work, DB_FILE[engine]);
    if (engine === 'postgres') {
      const client = postgresClient(target.databaseUrl);
      await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${client.url}`, dbFile], {
        env: client.env,
      });
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

/**
 * An archive with a link in it is refused before anything is unpacked: a backup writes none, and one put back into the
 * media folder would serve any file of the machine under /media/.
 */
async function refuseLinks(archive: string) {
  const links: string[] = [];
  await tar.list({
    file: archive,
    onReadEntry: (entry) => {
      if (entry.type === 'SymbolicLink' || entry.type === 'Link') links.push(entry.path);
    },
  });
  if (links.length) throw new Error(`${basename(archive)} holds links (${links.slice(0, 3).join(', ')}): not a backup of this site`);
}
