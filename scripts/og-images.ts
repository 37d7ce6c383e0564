import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ICON_SVG as ICON, shieldMarkup as shield } from './brand-mark.ts';

/**
 * The site's raster pictures for crawlers: a 1200×630 share card (the og:image of pages without a picture of their own)
 * and a 512×512 logo for the Organization structured data. Crawlers ignore SVG there, so both are PNG, drawn from the
 * site icon. Run once after changing the brand; the output is committed under public/images/.
 *
 *   npx tsx scripts/og-images.ts
 */
const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const OUT = at('public/images/');
const FONT = at('node_modules/vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf');

/** A line of white text as a transparent PNG, shaped by Pango with Vazirmatn so Persian joins correctly. */
const text = (markup: string, size: number) =>
  sharp({ text: { text: `<span foreground="white" size="${size * 1024}">${markup}</span>`, fontfile: FONT, font: 'Vazirmatn Bold', rgba: true, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });

async function shareCard() {
  const [title, subtitle] = await Promise.all([text('نگهبان', 120), text('Negahban · Fire safety &amp; CCTV', 44)]);
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d64343"/><stop offset="1" stop-color="#8f1d17"/></linearGradient></defs>
      <rect width="1200" height="630" fill="url(#g)"/>
      <g transform="translate(510 100) scale(2.8)">${shield()}</g>
    </svg>`,
  );
  const centred = (img: { info: { width: number } }) => Math.round((1200 - img.info.width) / 2);
  await sharp(background)
    .composite([
      { input: title.data, top: 300, left: centred(title) },
      { input: subtitle.data, top: 300 + title.info.height + 20, left: centred(subtitle) },
    ])
    .png({ compressionLevel: 9 })
    .toFile(OUT + 'og-default.png');
}

/** The icon is drawn on a 64-unit grid: 8× its 72-dpi size gives 512 px. */
const logo = () =>
  sharp(ICON, { density: 72 * 8 })
    .png({ compressionLevel: 9 })
    .toFile(OUT + 'logo.png');

await Promise.all([shareCard(), logo()]);
console.log(`wrote ${OUT}og-default.png and ${OUT}logo.png`);
