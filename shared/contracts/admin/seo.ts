/*
 * The title and description a product, category, brand, service or post may carry for search engines and link
 * previews (issue #32), instead of the ones its page generates. Read by the forms (their counters) and the schemas.
 */

/** What search results show of a title and of a description before they cut it. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const SEO_FIELDS = ['seoTitleFa', 'seoTitleEn', 'seoDescriptionFa', 'seoDescriptionEn'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];

/**
 * In an admin record: "" is unset (the page's generated text). Always read back; on a save a field left out stays as it
 * was.
 */
export type SeoFields = { [K in SeoField]?: string };

/** The longest each field may be, after `seoText`. */
export const seoMax = (field: SeoField) => (field.startsWith('seoTitle') ? SEO_TITLE_MAX : SEO_DESCRIPTION_MAX);

/** As stored and counted: one line, runs of white space as one space, none at either end. */
export const seoText = (value: string) => value.replace(/\s+/g, ' ').trim();
