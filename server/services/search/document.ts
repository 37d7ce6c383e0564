import { compactText, normalizeText, tokenize } from '../../../shared/search/normalize.ts';
import type { IndexSource, SearchDocument } from '../../db/repos/search.repo.ts';

/** A category's own and its parents' names (below the store root), both languages. */
export type CategoryNames = (categoryId: number) => string[];

/**
 * The searchable text of a product, or null when it must not be found (inactive). Both languages go in whatever the
 * visitor's locale; the category path lets "دوربین مداربسته" find every camera under CCTV.
 */
export function searchDocument(p: IndexSource, categoryNames: CategoryNames): SearchDocument | null {
  if (!p.active) return null;
  return {
    product_id: p.id,
    name_fa: normalizeText(p.name_fa),
    name_en: normalizeText(p.name_en),
    // The compact form always, so "TS1000Pro" finds "TS1000 Pro" too.
    code: [...new Set([...tokenize(p.code), compactText(p.code)])].join(' '),
    code_compact: compactText(p.code),
    brand: normalizeText(`${p.brand_fa ?? ''} ${p.brand_en ?? ''}`),
    category: normalizeText(categoryNames(p.category_id).join(' ')),
    summary_fa: normalizeText(p.summary_fa),
    summary_en: normalizeText(p.summary_en),
  };
}
