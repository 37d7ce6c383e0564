import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { TEST_DATABASES } from '../helpers/server.ts';

const run = promisify(execFile);

/** `npm run backup` / `npm run restore FILE` as the operator types them, configured by the environment only. */
const npm = (script: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
  run('npm', ['run', '--silent', script, '--', ...args], { env: { ...process.env, ...env }, timeout: 60_000 });

for (const database of TEST_DATABASES) {
  describe(`backup and restore (${database.name})`, function () {
    this.timeout(90_000);
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
  });
}
