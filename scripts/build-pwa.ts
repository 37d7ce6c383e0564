import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { LOCALES } from '../shared/locale.ts';
import type { AssetManifest } from '../server/ssr/assets.ts';
import { writePwaIcons } from './pwa-icons.ts';
import { offlinePageHtml } from './offline-page.ts';
import { buildServiceWorker, OFFLINE_FILE } from './build-sw.ts';

const CLIENT = 'dist/client';

/** A build's id: the same sources give the same id, any change to a client file gives a new one. */
export const buildIdOf = (manifest: Omit<AssetManifest, 'buildId'>) => createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);

/**
 * The installable app's files, after the client build: the manifest icons, the offline page of each language,
 * /build.json (the build's id, which pages compare with their own to offer a reload) and, unless told not to
 * (development), /sw.js.
 */
export async function buildPwa(manifest: AssetManifest, { serviceWorker = true } = {}): Promise<void> {
  await writePwaIcons(`${CLIENT}/icons`);
  mkdirSync(`${CLIENT}/offline`, { recursive: true });
  for (const locale of LOCALES) {
    const texts = JSON.parse(readFileSync(`locales/${locale}/pwa.json`, 'utf8'));
    writeFileSync(`${CLIENT}/${OFFLINE_FILE[locale]}`, offlinePageHtml(locale, manifest.stylesheet, texts));
  }
  writeFileSync(`${CLIENT}/build.json`, JSON.stringify({ id: manifest.buildId }));
  if (!serviceWorker) return;
  const local = (url: string) => url.replace(/^\/assets\//, 'assets/');
  // The first paint of any page: the entry and what it imports, the stylesheet, the font; and the offline pages.
  const shell = [manifest.entry, ...manifest.entryImports, manifest.stylesheet, ...manifest.fonts].map(local);
  await buildServiceWorker([...shell, ...Object.values(OFFLINE_FILE)]);
}
