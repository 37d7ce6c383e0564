import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Written by scripts/build.ts: the hashed files of the client build and which chunks each screen needs. */
export interface AssetManifest {
  entry: string;
  /** Chunks the entry imports statically (preloaded on every page). */
  entryImports: string[];
  stylesheet: string;
  /** Filled in when the manifest is read: the stylesheet's contents, inlined into every page. */
  stylesheetText?: string;
  fonts: string[];
  /** Screen id → its chunk and the chunks it imports. */
  screens: Record<string, string[]>;
  /** Changes with every client build: pages carry it, /build.json names the newest (client/pwa/build-check.ts). */
  buildId: string;
  /** The back office's own entry and stylesheet (client/admin/, built apart: no storefront page loads them). */
  admin?: { entry: string; stylesheet: string };
}

export function readAssetManifest(file: string): AssetManifest {
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  const cssFile = join(dirname(file), manifest.stylesheet.replace(/^\/assets\//, 'assets/'));
  // Drop the source-map comment: the inlined copy has no file next to it to map from.
  return { ...manifest, stylesheetText: readFileSync(cssFile, 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '') };
}
