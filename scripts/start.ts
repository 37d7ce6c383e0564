import { existsSync, readdirSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from './build.ts';

/** What the build is made from; a newer file among these means the build is stale. */
const SOURCES = [
  'client',
  'server',
  'shared',
  'locales',
  'scripts/build.ts',
  'scripts/build-pwa.ts',
  'scripts/build-sw.ts',
  'scripts/pwa-icons.ts',
  'scripts/offline-page.ts',
  'public/icons',
  'package-lock.json',
];
const OUTPUTS = ['dist/client/manifest.json', 'dist/server.js'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(`${path}/${name}`)));
}

const built = Math.min(...OUTPUTS.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (built === 0 || Math.max(...SOURCES.map(newestMtime)) > built) {
  console.log('building…');
  await build();
}
await import(pathToFileURL('dist/server.js').href);
