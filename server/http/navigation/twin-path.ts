/*
 * The language switch's target (issue 9): the same page in the other language. Products and posts have a slug per
 * language, so their twin carries the other language's slug; a brand's one Latin label is looked up too, so a stale
 * label is mended on the way. Every other screen (categories and services have one Latin label) keeps its path.
 */
import type { Locale } from '../../../shared/locale.ts';
import { brandPath, matchScreen, postPath, productPath } from '../../../shared/routes.ts';

export interface SlugLookups {
  /** The product's URL label in that language; null when the product does not exist. */
  productLabel(id: number, locale: Locale): Promise<string | null>;
  /** The post's name (its URL slug) in that language; null when the post does not exist. */
  postName(id: number, locale: Locale): Promise<string | null>;
  /** The brand's URL label; null when the brand does not exist. */
  brandLabel(id: number): Promise<string | null>;
}

type Twin = (id: number, to: Locale, lookups: SlugLookups) => Promise<string | null>;

const TWINS: Partial<Record<string, Twin>> = {
  product: async (id, to, { productLabel }) => nonBlank(await productLabel(id, to), (label) => productPath(id, label)),
  post: async (id, to, { postName }) => nonBlank(await postName(id, to), (name) => postPath(id, name)),
  brand: async (id, _to, { brandLabel }) => nonBlank(await brandLabel(id), (label) => brandPath(id, label)),
};

const nonBlank = (slug: string | null, path: (slug: string) => string) => (slug && slug.trim() ? path(slug) : null);

/**
 * The locale-less path of `path`'s page in `to`'s language. A page that does not exist, or whose lookup fails (passed
 * to `onLookupError`; the visitor still switches language), keeps its path.
 */
export async function twinPath(path: string, to: Locale, lookups: SlugLookups, onLookupError: (err: unknown) => void): Promise<string> {
  const match = matchScreen(path);
  const twin = match?.valid ? TWINS[match.screen.id] : undefined;
  if (!match || !twin) return path;
  try {
    return (await twin(Number(match.params.id), to, lookups)) ?? path;
  } catch (err) {
    onLookupError(err);
    return path;
  }
}
