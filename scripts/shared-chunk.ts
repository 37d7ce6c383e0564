import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * What every storefront page loads first besides React, in one chunk: the pieces nearly every screen uses, and the
 * hydrating entry's own (react-dom's client; the route table with the document, layouts, header and footer). In one
 * chunk with the router they compress together; left to esbuild's splitting, each set of screens sharing a few of them
 * would get a small chunk of its own, each a request that compresses worse (about 2.8 KB of gzip on a product page).
 * In this order, which is the order they take in the chunk.
 */
export const SHARED_CHUNK = [
  'client/api/client.ts',
  'client/api/not-found.ts',
  'client/api/query.ts',
  'client/api/fetch-transport.ts',
  'client/api/prefetched-loads.ts',
  'shared/format.ts',
  'shared/routes.ts',
  'client/shell/page-meta.tsx',
  'client/ui/page-title.tsx',
  'client/ui/breadcrumbs.tsx',
  'client/ui/picture.tsx',
  'client/ui/price.tsx',
  'client/ui/icon.tsx',
  'client/ui/page-loader.tsx',
  'client/ui/deferred.tsx',
  'client/ui/app-link.tsx',
  'client/ui/copy-button.tsx',
  'client/seo/json-ld.tsx',
  'client/auth/session.ts',
  'client/shell/hydration.ts',
  'client/shell/router-context.ts',
  'client/catalog/like-button.tsx',
  // Where a card's and a product page's "Compare" mounts (issue #33): a few lines, no extra file for home's document to preload.
  'client/compare/compare-slot.tsx',
  'react-dom/client',
  'client/shell/route-table.tsx',
  'client/i18n/client-i18n.ts',
];

/**
 * Modules that must not wait for the shared chunk: the page's tiny bootstrap, and React's DOM renderer, evaluated in a
 * task of its own before the rest (client/shell/react-runtime.ts says why).
 */
const APART = ['client/shell/entry.client.tsx', 'client/shell/react-runtime.ts'];

const NAMESPACE = 'shared-chunk';

/**
 * Chunking is the build's decision, not the import graph's. esbuild puts a module in the chunk of the set of entry
 * points (the entries and every lazily loaded module) that reach it; this plugin has every client module but those
 * APART begin with an import of SHARED_CHUNK, so every one of those entry points reaches all of it and esbuild puts it
 * in one chunk. The sources import only what they use; no module has to import a list to be chunked right.
 */
export const sharedChunk: Plugin = {
  name: NAMESPACE,
  setup(build) {
    const root = process.cwd();
    const project = (path: string) => relative(root, path).split(sep).join('/');
    build.onResolve({ filter: /^shared-chunk$/ }, () => ({ path: NAMESPACE, namespace: NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
      contents: SHARED_CHUNK.map((m) => `import ${JSON.stringify(/^(client|shared)\//.test(m) ? `./${m}` : m)};`).join('\n'),
      resolveDir: root,
      loader: 'js',
    }));
    build.onLoad({ filter: /[\\/]client[\\/].*\.tsx?$/ }, async (args) => {
      const file = project(args.path);
      if (!file.startsWith('client/') || APART.includes(file)) return undefined;
      // On the first line, so the source map's lines stay the file's own.
      return { contents: `import 'shared-chunk';${await readFile(args.path, 'utf8')}`, loader: file.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};
