/**
 * What fills the JavaScript a screen loads first (read from the metafile the build writes): each first-load chunk with
 * its gzip size, and its biggest inputs by the bytes they add to it; then whether the shared chunk stayed one file.
 *
 *   npm run build && npx tsx scripts/chunks.ts [screen id, default product] [inputs per chunk, default 25]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import type { AssetManifest } from '../server/ssr/assets.ts';
import { SHARED_CHUNK } from './shared-chunk.ts';

const screen = process.argv[2] ?? 'product';
const top = Number(process.argv[3] ?? 25);
const meta = JSON.parse(readFileSync('dist/client-meta.json', 'utf8')) as Metafile;
const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as AssetManifest;
const screenFiles = manifest.screens[screen];
if (!screenFiles) throw new Error(`no screen ${screen}; one of ${Object.keys(manifest.screens).join(', ')}`);

const file = (url: string) => url.replace(/^\/assets/, 'dist/client/assets');
const first = [...new Set([manifest.entry, ...manifest.entryImports, ...screenFiles].map(file))];
const kb = (n: number) => (n / 1024).toFixed(1);
let total = 0;
for (const out of first) {
  const gzip = gzipSync(readFileSync(out), { level: 9 }).length;
  total += gzip;
  const inputs = Object.entries(meta.outputs[out]?.inputs ?? {}).sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput);
  console.log(`\n${out}  ${kb(gzip)} KB gzip, ${kb(meta.outputs[out]?.bytes ?? 0)} KB raw, ${inputs.length} inputs`);
  for (const [path, { bytesInOutput }] of inputs.slice(0, top)) console.log(`  ${kb(bytesInOutput).padStart(6)}  ${path}`);
}
console.log(`\nfirst JS of ${screen}: ${first.length} files, ${kb(total)} KB gzip`);

// The build puts SHARED_CHUNK in one chunk (scripts/shared-chunk.ts): name the outputs if it ever lands in several.
const outputOf = (input: string) => Object.entries(meta.outputs).find(([, o]) => (o.inputs[input]?.bytesInOutput ?? 0) > 0)?.[0];
const sharedOutputs = [...new Set(SHARED_CHUNK.filter((m) => /^(client|shared)\//.test(m)).map((m) => outputOf(m) ?? `(${m} in no output)`))];
if (sharedOutputs.length > 1) console.log(`\nthe shared chunk is split over ${sharedOutputs.length} files:\n  ${sharedOutputs.join('\n  ')}`);
