import { build, type Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, rmSync } from 'node:fs';
import { clientBuildOptions } from '/work/wt/budget/scripts/build.ts';
rmSync('/tmp/budget/out', { recursive: true, force: true });
const r = await build({ ...clientBuildOptions, outdir: '/tmp/budget/out', plugins: (clientBuildOptions.plugins ?? []).filter((p) => p.name !== 'vazirmatn-subset'), loader: { '.woff2': 'empty' } });
const meta = r.metafile as Metafile;
const outs = Object.entries(meta.outputs);
const by = (e: string) => outs.find(([, o]) => o.entryPoint === e)![0];
const stat = (f: string, seen = new Set<string>()) => { for (const i of meta.outputs[f]!.imports) if (i.kind === 'import-statement' && !seen.has(i.path)) { seen.add(i.path); stat(i.path, seen); } return seen; };
const screen = process.argv[2] ?? 'product';
const files = new Set([by('client/entry.client.tsx'), by('client/hydrate.tsx'), ...stat(by('client/hydrate.tsx')), by(`client/routes/${screen}.tsx`), ...stat(by(`client/routes/${screen}.tsx`))]);
let total = 0;
for (const f of files) { const g = gzipSync(readFileSync(f), { level: 9 }).length; total += g; console.log((g / 1024).toFixed(2).padStart(7), f.split('/').pop()); }
console.log(screen, files.size, 'files', (total / 1024).toFixed(1), 'KB gzip');
