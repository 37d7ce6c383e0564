/** `npm run backup`: one archive of the database, media and uploads in BACKUP_DIR, keeping the newest BACKUP_KEEP. */
import { ConfigError, loadConfig } from '../server/config.ts';
import { backup } from '../server/db/backup.ts';

try {
  const config = loadConfig();
  const archive = await backup(
    { databaseUrl: config.DATABASE_URL, mediaDir: config.MEDIA_DIR, uploadDir: config.UPLOAD_DIR },
    { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP },
  );
  console.log(`backup written: ${archive}`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `backup failed: ${(err as Error).message}`);
  process.exit(1);
}
