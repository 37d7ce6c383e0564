import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { FAVICON_FILE, ICON_SIZES, MASKABLE_SIZES, THEME_COLOR, iconFile } from '../shared/web-manifest.ts';
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
const png = (svg: Buffer, size: number) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 });
const render = (svg: Buffer, size: number, file: string) => png(svg, size).toFile(file);

/** Sizes in /favicon.ico: what a browser tab, a bookmark and Windows' shortcuts ask for. */
const FAVICON_SIZES = [16, 32, 48];

/**
 * /favicon.ico, which browsers, feed readers and crawlers ask for whatever the page's links say: an ICO container of
 * PNG images (allowed since Windows Vista; every browser reads it). Its layout: a 6-byte header, a 16-byte entry per
 * image (its size, 0 meaning 256, and where its bytes start), then the PNGs.
 */
export async function faviconIco(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(FAVICON_SIZES.map((size) => png(svg, size).toBuffer()));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(FAVICON_SIZES[i] % 256, 0);
    entry.writeUInt8(FAVICON_SIZES[i] % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

export async function writePwaIcons(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const mark = readFileSync(ICON_SVG);
  const maskable = Buffer.from(MASKABLE_SVG());
  await Promise.all([
    faviconIco(mark).then((ico) => writeFile(join(dir, FAVICON_FILE), ico)),
    ...ICON_SIZES.map((size) => render(mark, size, join(dir, iconFile(size)))),
    ...MASKABLE_SIZES.map((size) => render(maskable, size, join(dir, iconFile(size, true)))),
  ]);
}
