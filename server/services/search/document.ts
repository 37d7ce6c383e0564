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
  const nameFa = normalizeText(p.name_fa);
  const nameEn = normalizeText(p.name_en);
  const compact = compactText(p.code);
  return {
    product_id: p.id,
    name_fa: nameFa,
    name_en: nameEn,
    // The compact form always, so "TS1000Pro" finds "TS1000 Pro" too; and its ends, so "1043G2" finds it.
    code: [...new Set([...tokenize(p.code), compact, ...codeEnds(compact)])].join(' '),
    code_compact: compact,
    brand: normalizeText(`${p.brand_fa ?? ''} ${p.brand_en ?? ''}`),
    category: normalizeText(categoryNames(p.category_id).join(' ')),
    // The label is the product's short name ("کپسول پودری ۶ کیلویی"): its words the name lacks are found too. They go
    // with the summary, so a query equal to the name still ranks as the exact name.
    summary_fa: withWordsOf(normalizeText(p.summary_fa), labelWords(p.label_fa, nameFa)),
    summary_en: withWordsOf(normalizeText(p.summary_en), labelWords(p.label_en, nameEn)),
  };
}

/** Where a run of digits begins after letters in a compact code: "ds2cd1043g2i" at 2, 5 and 10. */
const NUMBER_START = /(?<=[a-z])(?=\d)/g;
/** A shorter end ("2i") matches too many codes to help. */
const MIN_END = 3;

/**
 * The ends of a Latin code from each number in it ("2cd1043g2i", "1043g2i"; "6abc" of "pro6abc"), the middles people
 * type, so a code typed from its middle matches as a prefix: the index answers it like any word, with no scan per
 * query. Only numbers' starts: every run's would add twice the words to the vocabulary (+20 % of the memory index's
 * heap at 20 000 products) for middles nobody types ("cd1043g2i").
 */
export function codeEnds(compact: string): string[] {
  if (!/^[a-z0-9]+$/.test(compact)) return [];
  return [...compact.matchAll(NUMBER_START)].map((m) => compact.slice(m.index)).filter((end) => end.length >= MIN_END);
}

/** The label's words (the label is the URL's text, hyphens for spaces) that the name does not have. */
function labelWords(label: string, name: string): string[] {
  const own = new Set(name.split(' '));
  return [...new Set(normalizeText(label).split(' '))].filter((w) => w && !own.has(w));
}

const withWordsOf = (text: string, words: string[]) => [text, ...words].filter(Boolean).join(' ');
