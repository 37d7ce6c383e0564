import type { Locale } from './locale.ts';
import { localDigits } from './digits.ts';

/* A product's rating (issue 33): the few facts every page that shows stars needs, without the reviews' contract. */

/** The best rating (the worst is 1). */
export const BEST_RATING = 5;

/** A product's approved reviews as [sum of ratings, count]: what a card and the page's head need, in a few bytes. */
export type RatingSummary = [sum: number, count: number];

/** The average of a summary, to one decimal. */
export const averageRating = ([sum, count]: RatingSummary) => Math.round((sum / count) * 10) / 10;

/** A rating as the page writes it: "4.5", «۴٫۵» (by hand: the first Intl formatter of a page costs its render). */
export const formatRating = (value: number, locale: Locale) => {
  const text = localDigits(String(value), locale);
  return locale === 'fa' ? text.replace('.', '٫') : text;
};
