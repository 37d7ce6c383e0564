import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The site icon (a white shield with a flame on a red tile, on a 64-unit grid): the source of every raster picture of the brand. */
export const ICON_SVG = fileURLToPath(new URL('../public/icons/icon.svg', import.meta.url));

/** The icon's drawing without its red tile, to stand on a red of another shape (a share card, a maskable icon). */
export const shieldMarkup = () =>
  readFileSync(ICON_SVG, 'utf8')
    .replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')
    .replace(/<rect[^>]*\/>/, '');
