/** `npm run restore FILE`: puts a backup archive back (stop the site first). */
import { ConfigError, loadConfig } from '../server/config.ts';
import { restore } from '../server/db/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore <backup file>   (an archive written by npm run backup; stop the site first)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const manifest = await restore({ databaseUrl: config.DATABASE_URL, mediaDir: config.MEDIA_DIR, uploadDir: config.UPLOAD_DIR }, file);
  console.log(`restored the ${manifest.engine} backup of ${manifest.createdAt}`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `restore failed: ${(err as Error).message}`);
  process.exit(1);
}
