/** Long text is stored as paragraphs separated by blank lines. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Minutes to read a text at ~200 words a minute (a common figure for Persian and English alike), at least one. */
export const readingMinutes = (text: string) => Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 200));

/** A page's own title and description as the storefront reads them (catalog.ts `PageSeo`); null: its page makes them. */
export const pageSeo = (row: { seo_title: string | null; seo_description: string | null }) => ({
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
});
