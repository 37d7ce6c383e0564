import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ICON_SIZES, MASKABLE_SIZES, THEME_COLOR, iconFile } from '../shared/web-manifest.ts';
import { ICON_SVG, shieldMarkup } from './brand-mark.ts';

/**
 * The manifest's PNG icons, drawn from the SVG mark at build time (nothing binary in git). A maskable icon is a full
 * red square with the shield shrunk into the central safe zone (a circle of 80 % of the side), since a launcher cuts
 * it to its own shape.
 */
const MASKABLE_SVG = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOR}"/>` +
  `<g transform="translate(9.6 9.6) scale(.7)">${shieldMarkup()}</g></svg>`;

/** The mark is drawn on a 64-unit grid: rasterised at the density that gives `size` pixels, then sized exactly. */
const render = (svg: Buffer, size: number, file: string) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);

export async function writePwaIcons(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const mark = readFileSync(ICON_SVG);
  const maskable = Buffer.from(MASKABLE_SVG());
  await Promise.all([
    ...ICON_SIZES.map((size) => render(mark, size, join(dir, iconFile(size)))),
    ...MASKABLE_SIZES.map((size) => render(maskable, size, join(dir, iconFile(size, true)))),
  ]);
}
