import { build as esbuild, type BuildOptions, type Metafile } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SCREENS } from '../shared/routes.ts';
import { screenModuleFile } from '../client/routes/screen-table.ts';
import { SCREEN_CSS_FILE, SHELL_CSS_KEY, type AssetManifest } from '../server/ssr/assets.ts';
import { checkLocaleKeys } from './locale-keys.ts';
import { vazirmatnSubset } from './font-subset.ts';
import { paletteTokens } from './palette-css.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { sharedChunk } from './shared-chunk.ts';
import { buildIdOf, buildPwa } from './build-pwa.ts';
import { precompress } from './precompress.ts';
import { screenCss } from './critical-css.ts';

const OUT = 'dist/client/assets';
const PUBLIC_PATH = '/assets';
/** The route table: the shell (document, layouts, header, footer) that every screen renders inside. */
const SHELL_ROUTE_TABLE = 'client/shell/route-table.tsx';

export const clientBuildOptions: BuildOptions = {
  entryPoints: ['client/shell/entry.client.tsx', 'client/styles/app.css'],
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
  platform: 'browser',
  outdir: OUT,
  publicPath: PUBLIC_PATH,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.woff2': 'file' },
  plugins: [vazirmatnSubset, paletteTokens, reactRouterProduction, sharedChunk],
  alias: {
    'use-sync-external-store/shim': './client/vendor/use-sync-external-store-shim.ts',
    // @xstate/react's selector hook, from the package's React 18+ build (it uses React's own useSyncExternalStore).
    'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
  },
  jsx: 'automatic',
  minify: true,
  // Maps are written beside the scripts but not named in them: the server names each in a SourceMap header (server/app.ts),
  // which saves every visitor a comment per file (about 0.25 KB of gzip on a product page).
  sourcemap: 'external',
  metafile: true,
  legalComments: 'none',
  // V8's explicit compile hint (Chrome 136+; a plain comment elsewhere): compile every function of a chunk on the
  // thread that streams it in, not lazily on the main thread when hydration first calls it. A chunk is only ever loaded
  // to run (the first render's chunks, or a screen the visitor opens), so little is compiled in vain. Measured with
  // Lighthouse mobile: total blocking time on the home page 56–288 ms → 8–66 ms.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  // __SERVICE_WORKER__: whether pages register /sw.js (not in `npm run dev`, where a cache would show stale pages).
  define: { 'process.env.NODE_ENV': '"production"', __SERVICE_WORKER__: 'true' },
  logLevel: 'warning',
};

/**
 * Builds the browser bundle, the installable app's files (icons, offline pages, /sw.js, /build.json) and the server
 * bundle, and writes the asset manifest the server reads. `serviceWorker: false` (development) builds pages that
 * register no service worker and writes no /sw.js.
 */
export async function build({ serviceWorker = true } = {}): Promise<AssetManifest> {
  const mismatch = checkLocaleKeys('locales');
  if (mismatch.length) throw new Error(`locale files differ:\n  ${mismatch.join('\n  ')}`);

  rmSync('dist', { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const client = await esbuild({ ...clientBuildOptions, define: { ...clientBuildOptions.define, __SERVICE_WORKER__: String(serviceWorker) } });
  const built = { ...assetManifest(client.metafile!), admin: await buildAdmin() };
  const manifest: AssetManifest = { ...built, buildId: buildIdOf(built) };
  writeFileSync('dist/client/manifest.json', JSON.stringify(manifest, null, 2));
  // Not served: scripts/chunks.ts reads it to say which modules fill a chunk.
  writeFileSync('dist/client-meta.json', JSON.stringify(client.metafile));
  // Not served either: what each screen's page inlines of the stylesheet (server/ssr/assets.ts reads it).
  writeFileSync(SCREEN_CSS_FILE, JSON.stringify(inlineCssOfScreens(client.metafile!, manifest.stylesheet)));
  await buildPwa(manifest, { serviceWorker });
  // After every client file is written: each text asset gets its brotli and gzip copy (served by Accept-Encoding).
  await precompress(OUT);

  await esbuild({
    entryPoints: ['server/index.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: 'dist/server-main.js',
    packages: 'external',
    // react-router's package names only its development build; the server renders with the production one, as the browser does.
    plugins: [reactRouterProduction],
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // React and Express pick their production code paths from NODE_ENV when they are first loaded, which in an ES module
  // happens before any line of the bundle runs; so a two-line wrapper sets it and then loads the server.
  writeFileSync('dist/server.js', "process.env.NODE_ENV ??= 'production';\nawait import('./server-main.js');\n");
  return manifest;
}

/**
 * Lazy modules that only ever render in the browser, after hydrating (so after the whole stylesheet has loaded): the
 * shell's extras (client/shell/root.tsx), a signed-in visitor's menu, the search suggestions. Their rules stay out of
 * the inlined CSS. A module missing here only costs bytes; one wrongly here fails test/api/page-document.api.test.ts.
 */
const CLIENT_ONLY = ['client/shell/shell-extras.tsx', 'client/auth/account-menu.tsx', 'client/search/search-suggestions.tsx', 'client/compare/tray-button.tsx'];

/** Each screen's share of the stylesheet (scripts/critical-css.ts), and the shell's alone for a page of no screen. */
function inlineCssOfScreens(meta: Metafile, stylesheet: string): Record<string, string> {
  const css = readFileSync(stylesheet.replace(/^\/assets/, OUT), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '');
  const modules = Object.fromEntries(SCREENS.map((screen) => [screen.id, screenModuleFile(screen.id)]));
  return screenCss(meta, css, SHELL_ROUTE_TABLE, { ...modules, [SHELL_CSS_KEY]: SHELL_ROUTE_TABLE }, CLIENT_ONLY);
}

/**
 * The back office (client/admin/) is a build of its own: it shares no chunk with the storefront, so a storefront page
 * never downloads a byte of it and its size never moves the storefront's.
 */
async function buildAdmin(): Promise<AssetManifest['admin']> {
  const result = await esbuild({
    ...clientBuildOptions,
    entryPoints: ['client/admin/admin-entry.tsx', 'client/admin/admin.css'],
    entryNames: 'admin/[name]-[hash]',
    chunkNames: 'admin/[name]-[hash]',
    plugins: [reactRouterProduction],
  });
  const outputs = Object.entries(result.metafile!.outputs);
  const find = (entry: string) => outputs.find(([, o]) => o.entryPoint === entry)?.[0];
  const entry = find('client/admin/admin-entry.tsx');
  const stylesheet = find('client/admin/admin.css');
  if (!entry || !stylesheet) throw new Error('the back office build produced no entry or stylesheet');
  const url = (file: string) => file.replace(/^dist\/client\/assets/, PUBLIC_PATH);
  return { entry: url(entry), stylesheet: url(stylesheet) };
}

/** Turns esbuild's metafile into: the entry, its static imports, the CSS, the font to preload, each screen's chunks. */
export function assetManifest(meta: Metafile): Omit<AssetManifest, 'buildId'> {
  const url = (file: string) => file.replace(/^dist\/client\/assets/, PUBLIC_PATH);
  const outputs = Object.entries(meta.outputs);
  const byEntry = (entry: string) => outputs.find(([, o]) => o.entryPoint === entry);
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of meta.outputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
      seen.add(imp.path);
      staticImports(imp.path, seen);
    }
    return [...seen];
  };
  const [entryFile] = byEntry('client/shell/entry.client.tsx') ?? [];
  const [hydrateFile] = byEntry('client/shell/hydrate.tsx') ?? [];
  const [reactFile] = byEntry('client/shell/react-runtime.ts') ?? [];
  const [cssFile] = byEntry('client/styles/app.css') ?? [];
  if (!entryFile || !hydrateFile || !reactFile || !cssFile) throw new Error('client build produced no entry, hydrate or React chunk, or stylesheet');

  const screens: Record<string, string[]> = {};
  for (const screen of SCREENS) {
    const [chunk] = byEntry(screenModuleFile(screen.id)) ?? [];
    if (!chunk) throw new Error(`no chunk for screen ${screen.id}: its module must be ${screenModuleFile(screen.id)} (client/routes/screen-table.ts)`);
    screens[screen.id] = [chunk, ...staticImports(chunk)].map(url);
  }
  return {
    entry: url(entryFile),
    // What the entry imports after the first paint (React, then the hydrating code): it asks for all of it at once.
    entryImports: [...new Set([reactFile, ...staticImports(reactFile), hydrateFile, ...staticImports(hydrateFile)])].map(url),
    stylesheet: url(cssFile),
    fonts: outputs
      .map(([f]) => f)
      .filter((f) => /Vazirmatn-Regular-\w+\.woff2$/.test(f))
      .map(url),
    screens,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await build();
  console.log(`built in ${Date.now() - started} ms`);
}
