import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeDemoMedia } from '../server/db/seed/demo-media.ts';

/**
 * The demo pictures (products, categories, brands, services, posts, projects) as WebP files. The list comes from the
 * seed data modules, so it always matches what `seedDemoContent` stores.
 *
 *   npx tsx scripts/demo-media.ts <dir>
 */
export { writeDemoMedia };

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npx tsx scripts/demo-media.ts <dir>');
    process.exit(2);
  }
  const started = performance.now();
  const written = await writeDemoMedia(resolve(dir));
  console.log(`${written} picture file(s) written to ${resolve(dir)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
