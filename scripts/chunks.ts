/**
 * What fills the JavaScript a screen loads first (read from the metafile the build writes): each first-load chunk with
 * its gzip size, and its biggest inputs by the bytes they add to it; then any lazily loaded module that would split the
 * shared chunk.
 *
 *   npm run build && npx tsx scripts/chunks.ts [screen id, default product] [inputs per chunk, default 25]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import type { AssetManifest } from '../server/ssr/assets.ts';

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

// A lazily loaded module that reaches the big shared pieces (React, the router…) without importing client/common.ts makes esbuild split them out
// of the shared chunk (an extra first-load file that compresses worse): name any such module.
const reach = (from: string): Set<string> => {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const input = stack.pop()!;
    if (seen.has(input)) continue;
    seen.add(input);
    for (const imp of meta.inputs[input]?.imports ?? []) if (imp.kind !== 'dynamic-import') stack.push(imp.path);
  }
  return seen;
};
const shared = manifest.entryImports
  .map(file)
  .filter((out) => (meta.outputs[out]?.bytes ?? 0) > 10_000)
  .flatMap((out) => Object.keys(meta.outputs[out]?.inputs ?? {}));
const strays = Object.values(meta.outputs)
  .map((o) => o.entryPoint)
  .filter((entry): entry is string => !!entry && !entry.endsWith('.css') && entry !== 'client/shell/entry.client.tsx')
  .filter((entry) => {
    const reached = reach(entry);
    return !reached.has('client/common.ts') && shared.some((input) => reached.has(input));
  });
if (strays.length) console.log(`\nlazy modules that reach the shared chunk without client/common.ts:\n  ${strays.join('\n  ')}`);
