import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import subsetFont from 'subset-font';

/**
 * The characters the site's web font must draw: Latin, Persian and Arabic with their punctuation, digits, the
 * zero-width joiners and direction marks. Vazirmatn ships far more (Latin extensions, symbols); the subset keeps
 * every shaping rule for what remains, and is a third smaller, which a slow phone notices before its first paint.
 */
const RANGES: [number, number][] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

const CHARACTERS = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** An esbuild plugin: every Vazirmatn .woff2 the stylesheet uses is emitted as that subset. */
export const vazirmatnSubset: Plugin = {
  name: 'vazirmatn-subset',
  setup(build) {
    build.onLoad({ filter: /vazirmatn[\\/].*\.woff2$/ }, async (args) => ({
      contents: await subsetFont(await readFile(args.path), CHARACTERS, { targetFormat: 'woff2' }),
      loader: 'file',
    }));
  },
};
