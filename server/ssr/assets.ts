import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Written by scripts/build.ts: the hashed files of the client build and which chunks each screen needs. */
export interface AssetManifest {
  entry: string;
  /** Chunks the entry imports statically (preloaded on every page). */
  entryImports: string[];
  stylesheet: string;
  /**
   * Filled in when the manifest is read: what a page inlines of the stylesheet, by screen id (SHELL_CSS_KEY for a page
   * of no screen). The whole stylesheet is loaded as a file before the page hydrates (client/shell/entry.client.tsx).
   */
  inlineCss?: Record<string, string>;
  fonts: string[];
  /** Screen id → its chunk and the chunks it imports. */
  screens: Record<string, string[]>;
  /** Changes with every client build: pages carry it, /build.json names the newest (client/pwa/build-check.ts). */
  buildId: string;
  /** The back office's own entry and stylesheet (client/admin/, built apart: no storefront page loads them). */
  admin?: { entry: string; stylesheet: string };
}

/** Written by the build beside dist/client: each screen's inlined CSS (scripts/critical-css.ts). Not served. */
export const SCREEN_CSS_FILE = 'dist/screen-css.json';
/** The key of the shell's own CSS in it, for a page that matched no screen (a 404). */
export const SHELL_CSS_KEY = 'shell';

export function readAssetManifest(file: string): AssetManifest {
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  const inlineCss = join(dirname(file), '..', basename(SCREEN_CSS_FILE));
  if (!existsSync(inlineCss)) throw new Error(`${inlineCss} is missing: run "npm run build" again`);
  return { ...manifest, inlineCss: JSON.parse(readFileSync(inlineCss, 'utf8')) as Record<string, string> };
}
