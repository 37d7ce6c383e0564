import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue #22: the document of home, a category and a product page, in either language, under 16 KB of gzip. */
export const DOCUMENT_BUDGET_GZIP_BYTES = 16_000;
/** What the server sends a browser that accepts brotli (server/app.ts: quality 5 for pages). */
const BROTLI_QUALITY = 5;

/**
 * The size of each page's HTML as a visitor without a session gets it: raw, gzip at its best (`curl | gzip -9`) and
 * brotli at the server's quality, with the budget checked. `pages` are paths without the language prefix.
 */
export async function benchDocuments(base: string, pages: Record<string, string>) {
  const sizes: Record<string, { rawKB: number; gzipKB: number; brotliKB: number; withinBudget: boolean }> = {};
  for (const [name, path] of Object.entries(pages)) {
    for (const lang of ['fa', 'en']) {
      const html = Buffer.from(await (await fetch(base + (lang === 'en' ? '/en' : '') + path)).arrayBuffer());
      const gzip = gzipSync(html, { level: 9 }).length;
      const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;
      sizes[`/${lang} ${name}`] = { rawKB: kb(html.length), gzipKB: kb(gzip), brotliKB: kb(brotli), withinBudget: gzip < DOCUMENT_BUDGET_GZIP_BYTES };
    }
  }
  return { budgetGzipKB: kb(DOCUMENT_BUDGET_GZIP_BYTES), allWithinBudget: Object.values(sizes).every((s) => s.withinBudget), pages: sizes };
}

const kb = (bytes: number) => +(bytes / 1000).toFixed(1);
