import { execFile } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import * as tar from 'tar';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { TEST_DATABASES } from '../helpers/server.ts';

const run = promisify(execFile);

/** `npm run backup` / `npm run restore FILE` as the operator types them, configured by the environment only. */
const npm = (script: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
  run('npm', ['run', '--silent', script, '--', ...args], { env: { ...process.env, ...env }, timeout: 60_000 });

for (const database of TEST_DATABASES) {
  describe(`backup and restore (${database.name})`, function () {
    // Each start in a fresh media folder makes the demo's pictures (sharp): slow on a busy 2-core machine.
    this.timeout(180_000);
    let dir: string;
    let env: Record<string, string>;
    let db: Awaited<ReturnType<typeof database.create>>;
    let server: RunningServer | undefined;
    let original = '';

    const start = async () => {
      server = await startServer(loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
      return server;
    };
    const productName = async (s: RunningServer) =>
      ((await (await fetch(`${s.url}/api/products/productInfo?id=1&lang=en`)).json()) as { data: { name: string } }).data.name;

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'negahban-backup-test-'));
      db = await database.create();
      env = {
        DATABASE_URL: db.url,
        MEDIA_DIR: join(dir, 'media'),
        UPLOAD_DIR: join(dir, 'uploads'),
        BACKUP_DIR: join(dir, 'backups'),
        BACKUP_KEEP: '2',
        AUTH_SECRET_FILE: join(dir, 'auth-secret'),
        SMS_OUTBOX: join(dir, 'outbox.jsonl'),
        // Its pages are not what is tested: no render of every page at each start.
        WARM_UP: 'off',
      };
    });
    afterEach(async () => {
      await server?.stop(1_000);
      server = undefined;
    });
    after(async () => {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('backs up while the site runs, and a restore brings back the database, media and uploads as they were', async () => {
      const first = await start();
      original = await productName(first);
      mkdirSync(env.UPLOAD_DIR, { recursive: true });
      writeFileSync(join(env.UPLOAD_DIR, 'cheque-photo.jpg'), 'the first photo');

      const { stdout } = await npm('backup', env);
      const archive = /backup written: (.+)$/m.exec(stdout)![1];
      expect(existsSync(archive)).to.equal(true);

      // After the backup: the operator renames a product, a picture is lost, a new upload arrives.
      await first.db.kysely.updateTable('products').set({ name_en: 'Renamed after the backup' }).where('id', '=', 1).execute();
      expect(await productName(first)).to.equal('Renamed after the backup');
      const picture = readdirSync(env.MEDIA_DIR)[0];
      rmSync(join(env.MEDIA_DIR, picture), { recursive: true });
      writeFileSync(join(env.UPLOAD_DIR, 'later.pdf'), 'sent after the backup');
      await first.stop(1_000);
      server = undefined;

      await npm('restore', env, archive);
      const again = await start();
      expect(await productName(again)).to.equal(original);
      expect(existsSync(join(env.MEDIA_DIR, picture))).to.equal(true);
      expect(readFileSync(join(env.UPLOAD_DIR, 'cheque-photo.jpg'), 'utf8')).to.equal('the first photo');
      expect(existsSync(join(env.UPLOAD_DIR, 'later.pdf'))).to.equal(false);
    });

    it('keeps only the newest BACKUP_KEEP archives', async () => {
      for (let i = 0; i < 3; i++) await npm('backup', env);
      const archives = readdirSync(env.BACKUP_DIR).filter((f) => f.endsWith('.tar.gz'));
      expect(archives).to.have.length(2);
    });

    it('keeps its folder and archives to their owner: the whole database and every upload are in them', async () => {
      mkdirSync(env.BACKUP_DIR, { recursive: true, mode: 0o755 });
      chmodSync(env.BACKUP_DIR, 0o755);
      const archive = /backup written: (.+)$/m.exec((await npm('backup', env)).stdout)![1];
      expect((statSync(env.BACKUP_DIR).mode & 0o777).toString(8)).to.equal('700');
      expect((statSync(archive).mode & 0o777).toString(8)).to.equal('600');
    });

    it('refuses an archive holding a link, and unpacks nothing of it', async () => {
      // An archive as a backup writes it, but for one entry: media/leak, a link to a file outside the site.
      const forged = mkdtempSync(join(tmpdir(), 'negahban-forged-'));
      writeFileSync(join(dir, 'not-the-sites.txt'), 'private');
      writeFileSync(join(forged, 'manifest.json'), JSON.stringify({ format: 1, engine: database.name, createdAt: new Date().toISOString() }));
      mkdirSync(join(forged, 'media'));
      symlinkSync(join(dir, 'not-the-sites.txt'), join(forged, 'media', 'leak'));
      const archive = join(dir, 'negahban-forged.tar.gz');
      await tar.create({ gzip: true, file: archive, cwd: forged }, ['manifest.json', 'media']);
      rmSync(forged, { recursive: true, force: true });

      const failed = await npm('restore', env, archive).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).to.equal(1);
      expect(failed?.stderr).to.match(/restore failed: .*holds links \(media\/leak\)/);
      expect(existsSync(join(env.MEDIA_DIR, 'leak')) || lstatSync(env.MEDIA_DIR).isSymbolicLink()).to.equal(false);
      expect(readdirSync(env.MEDIA_DIR).length).to.be.greaterThan(0);
    });

    it('refuses a file that is not a backup, and changes nothing', async () => {
      const bogus = join(dir, 'not-a-backup.tar.gz');
      writeFileSync(bogus, 'hello');
      const failed = await npm('restore', env, bogus).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).to.equal(1);
      expect(failed?.stderr).to.match(/restore failed/);
      expect(await productName(await start())).to.equal(original);
    });

    if (database.name === 'postgres') {
      it("gives pg_dump the database's password in its environment, never on its command line", async () => {
        // A pg_dump ahead of the real one on PATH notes what it was given, then runs the real one.
        const shim = mkdtempSync(join(tmpdir(), 'negahban-pg-dump-'));
        writeFileSync(
          join(shim, 'pg_dump'),
          `#!/bin/sh\nprintf '%s\\n' "$@" > "${shim}/argv"\nprintf '%s' "$PGPASSWORD" > "${shim}/password"\nPATH="${process.env.PATH}" exec pg_dump "$@"\n`,
          { mode: 0o755 },
        );
        const url = new URL(env.DATABASE_URL);
        url.password = 'pass-word-of-the-shop';
        await npm('backup', { ...env, DATABASE_URL: url.toString(), PATH: `${shim}${delimiter}${process.env.PATH}` });
        const argv = readFileSync(join(shim, 'argv'), 'utf8');
        expect(argv).to.include(`${url.host}`).and.not.include('pass-word-of-the-shop');
        expect(readFileSync(join(shim, 'password'), 'utf8')).to.equal('pass-word-of-the-shop');
        rmSync(shim, { recursive: true, force: true });
      });
    }
  });
}
