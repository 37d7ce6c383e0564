import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

const require = createRequire(import.meta.url);
const PRODUCTION = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
const ENTRIES: Record<string, string> = {
  'react-router': join(PRODUCTION, 'index.mjs'),
  'react-router/dom': join(PRODUCTION, 'dom-export.mjs'),
};

const LINK_PREFETCH = /\breturn shouldPrefetch && !isAbsolute \? .*? : link;/;

/**
 * The browser gets react-router's production build: its package exports name only the development one. The two differ
 * in one flag, `ENABLE_DEV_WARNINGS`; it is a `var` that the package exports, so esbuild cannot drop the blocks it
 * guards (warnings with long messages), and this plugin writes `false` where the flag is read (0.6 KB of gzip).
 *
 * The package is one big module, so esbuild drops what the site does not use statement by statement; but each
 * component and context is followed by a `X.displayName = "…"` (names for React's developer tools), a statement with an
 * effect that keeps X and everything X uses: ScrollRestoration, HistoryRouter and the rest (1.1 KB of gzip). The
 * production build never shows those names, so the plugin drops the statements.
 *
 * `<Link prefetch>` renders PrefetchPageLinks, which works only in framework mode: in data mode, the site's, it throws
 * for want of the framework's route manifest, so no link of the site asks for it (the site prefetches with its own
 * link-prefetcher.tsx). It only kept the framework's module loading and single-fetch code in the bundle: the plugin
 * has Link render its anchor alone (1.6 KB of gzip).
 */
export const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  setup(build) {
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: ENTRIES[args.path]! }));
    build.onLoad({ filter: /react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (/var ENABLE_DEV_WARNINGS = (?!false;)/.test(source)) throw new Error(`react-router changed its dev-warnings flag (${args.path})`);
      const contents = source
        .replace(/\bif \(ENABLE_DEV_WARNINGS\)/g, 'if (false)')
        .replace(/\bENABLE_DEV_WARNINGS \?/g, 'false ?')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(LINK_PREFETCH, 'return link;');
      if (/\bLink = /.test(source) && !LINK_PREFETCH.test(source)) throw new Error(`react-router changed how Link renders its prefetch (${args.path})`);
      return { contents, loader: 'js' };
    });
  },
};
