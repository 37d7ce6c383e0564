import type { Plugin } from 'esbuild';
import { paletteCss } from '../shared/palette.ts';

/**
 * An esbuild plugin: `@import 'palette:tokens';` in the stylesheet becomes the light and dark palettes as CSS custom
 * properties, generated from the site config (shared/palette.ts). The colours are written nowhere else.
 */
export const paletteTokens: Plugin = {
  name: 'palette-tokens',
  setup(build) {
    build.onResolve({ filter: /^palette:tokens$/ }, (args) => ({ path: args.path, namespace: 'palette' }));
    build.onLoad({ filter: /.*/, namespace: 'palette' }, () => ({ contents: paletteCss(), loader: 'css' }));
  },
};
