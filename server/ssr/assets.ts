import { existsSync, readFileSync } from 'node:fs';

/** Written by scripts/build.ts: the hashed files of the client build and which chunks each screen needs. */
export interface AssetManifest {
  entry: string;
  /** Chunks the entry imports statically (preloaded on every page). */
  entryImports: string[];
  stylesheet: string;
  fonts: string[];
  /** Screen id → its chunk and the chunks it imports. */
  screens: Record<string, string[]>;
}

export function readAssetManifest(file: string): AssetManifest {
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
}
