import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import subsetFont from 'subset-font';

/**
 * The characters the site's web font must draw: Latin with its punctuation, the letters, digits and punctuation of
 * Persian (with the Arabic letters that reach Persian text: ي ك ة ء and the hamza forms, and the diacritics), the
 * zero-width joiners and direction marks. Shaping needs no presentation-form code points (the shaper picks each
 * letter's joined form by the font's own rules, whose glyphs the subset keeps), nor the letters of Urdu, Pashto or
 * Sindhi. 24 KB instead of 34 (Vazirmatn ships 51): on a slow phone a Persian page's font shares the link with its main
 * picture, and this was the one request English pages do not make. A character outside the set falls back to the
 * system's font.
 */
const RANGES: [number, number][] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00bf],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x060c, 0x060c],
  [0x061b, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066c],
  [0x0670, 0x0670],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06f0, 0x06f9],
  [0x200c, 0x200f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
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
