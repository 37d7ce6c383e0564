import { SEO_FIELDS, type SeoField, type SeoFields } from '../../../shared/contracts/admin/seo.ts';
import type { SeoColumns } from '../../db/schema.ts';

/* The back office's SEO fields (issue #32) and their columns, for every form that has them. */

const COLUMN: Record<SeoField, keyof SeoColumns> = {
  seoTitleFa: 'seo_title_fa',
  seoTitleEn: 'seo_title_en',
  seoDescriptionFa: 'seo_description_fa',
  seoDescriptionEn: 'seo_description_en',
};

/** The columns a save writes: "" as null (the page's generated text); a field the call left out is not written. */
export function seoColumns(input: SeoFields): Partial<Record<keyof SeoColumns, string | null>> {
  const row: Partial<Record<keyof SeoColumns, string | null>> = {};
  for (const field of SEO_FIELDS) if (input[field] !== undefined) row[COLUMN[field]] = input[field] || null;
  return row;
}

/** A row's SEO fields as the back office reads them: "" when unset. */
export function seoRecord(row: { [C in keyof SeoColumns]?: unknown } & Record<string, unknown>): Required<SeoFields> {
  return Object.fromEntries(SEO_FIELDS.map((f) => [f, String(row[COLUMN[f]] ?? '')])) as Required<SeoFields>;
}
