import { build as esbuild } from 'esbuild';
import { rmSync } from 'node:fs';
import { injectManifest } from 'workbox-build';
import { offlinePage } from '../shared/web-manifest.ts';

/** Offline pages are written under dist/client/offline/ and served at each language's /offline.html. */
export const OFFLINE_FILE = { fa: 'offline/fa.html', en: 'offline/en.html' } as const;
const publicUrl = (file: string) => (file.startsWith('assets/') ? '/' + file : offlinePage(file === OFFLINE_FILE.en ? 'en' : 'fa'));

/**
 * /sw.js: client/pwa/sw.ts bundled by esbuild (a classic script: the registration asks for no module type), then
 * given its precache list by workbox-build's injectManifest. `shell` names files under dist/client: hashed ones are
 * precached by name alone, the offline pages with a revision of their contents.
 */
export async function buildServiceWorker(shell: string[]): Promise<{ count: number; size: number }> {
  const bundled = 'dist/sw.src.js';
  await esbuild({
    entryPoints: ['client/pwa/sw.ts'],
    bundle: true,
    format: 'iife',
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    platform: 'browser',
    outfile: bundled,
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: 'dist/client/sw.js',
    globDirectory: 'dist/client',
    globPatterns: shell,
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: publicUrl(e.url) })), warnings: [] })],
  });
  rmSync(bundled, { force: true });
  rmSync(`${bundled}.map`, { force: true });
  if (warnings.length) throw new Error(`service worker build: ${warnings.join('; ')}`);
  return { count, size };
}
