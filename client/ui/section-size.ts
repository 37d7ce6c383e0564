import type { CSSProperties } from 'react';
import type { Locale } from '../../shared/locale.ts';
import { balancedColumns, WIDEST, type GridKind } from './grid-columns.ts';

/**
 * What a section below the fold holds, so the browser can give it about its real height before laying it out
 * (app.css: `content-visibility: auto` with `contain-intrinsic-size` from `--size-phone` and `--size-wide`): the page's
 * length and its scrollbar then hardly move as the visitor scrolls and the sections render.
 *
 * Each kind of card: the grid it sits in, its columns on a phone, and a row's height on a phone (390–412 px) and a wide
 * screen (1366 px), gaps apart, in each language (English words are longer), measured with the demo content. English
 * pages use the system's fonts: their phone rows are the average card measured in Noto Sans, Roboto's metrics (Android).
 */
const CARDS = {
  product: { grid: null, phoneColumns: 2, phone: { fa: 375, en: 375 }, wide: { fa: 375, en: 387 } },
  post: { grid: 'three', phoneColumns: 1, phone: { fa: 458, en: 467 }, wide: { fa: 481, en: 508 } },
  service: { grid: 'three', phoneColumns: 1, phone: { fa: 344, en: 384 }, wide: { fa: 332, en: 415 } },
  testimonial: { grid: 'three', phoneColumns: 1, phone: { fa: 225, en: 286 }, wide: { fa: 224, en: 304 } },
  category: { grid: 'categories', phoneColumns: 1, phone: { fa: 284, en: 284 }, wide: { fa: 244, en: 244 } },
  brand: { grid: 'brands', phoneColumns: 2, phone: { fa: 96, en: 96 }, wide: { fa: 104, en: 104 } },
} satisfies Record<string, { grid: GridKind | null; phoneColumns: number; phone: Record<Locale, number>; wide: Record<Locale, number> }>;

export type CardKind = keyof typeof CARDS;

/** A section's title block (contain-intrinsic-size counts no padding). */
const SECTION_TITLE_PX = 46;
const GRID_GAP_PX = 16;
const PRODUCT_COLUMNS_WIDE = 4;

/** A section's height: its title, then rows of these heights one under another, a grid's gap apart. */
const stacked = (rows: number[]) => SECTION_TITLE_PX + rows.reduce((sum, h) => sum + h, 0) + Math.max(rows.length - 1, 0) * GRID_GAP_PX;
const rowsOf = (count: number, height: number) => Array.from({ length: count }, () => height);
/** The custom properties app.css reads, from the rows on a phone and on a wide screen. */
const sizes = (phone: number[], wide: number[]) => ({ '--size-phone': `${stacked(phone)}px`, '--size-wide': `${stacked(wide)}px` }) as CSSProperties;

/** `--size-phone` and `--size-wide` of a section holding `count` cards of one kind, in `locale`. */
export function sectionSize(kind: CardKind, count: number, locale: Locale): CSSProperties {
  const card = CARDS[kind];
  const wideColumns = card.grid ? balancedColumns(count, WIDEST[card.grid]) : PRODUCT_COLUMNS_WIDE;
  return sizes(rowsOf(Math.ceil(count / card.phoneColumns), card.phone[locale]), rowsOf(Math.ceil(count / wideColumns), card.wide[locale]));
}

/** A catalogue group's box: padding, its heading, the list's margins, a line per product (they wrap now and then). */
const GROUP_FRAME_PX = 88;
const GROUP_LINE_PX = 49;
const GROUP_MORE_PX = 44;

/**
 * `--size-phone` and `--size-wide` of a catalogue section: its groups one under another on a phone, and in the rows of
 * their balanced columns on a wide screen, each row as tall as its tallest group.
 */
export function groupsSectionSize(groups: { lines: number; more: boolean }[]): CSSProperties {
  const heights = groups.map((g) => GROUP_FRAME_PX + g.lines * GROUP_LINE_PX + (g.more ? GROUP_MORE_PX : 0));
  const columns = balancedColumns(groups.length, WIDEST.groups);
  const rows = Array.from({ length: Math.ceil(heights.length / columns) }, (_, r) => Math.max(...heights.slice(r * columns, (r + 1) * columns)));
  return sizes(heights, rows);
}

/**
 * The product page's reviews (issue 33): its title, the first page of reviews (their count is the product's, known
 * with the page), and the line under them (the login link, the note or, signed in, the form: the shared page's is the
 * link). A review is its stars line, a few lines of text and now and then a reply; measured with the demo's.
 */
const REVIEW_PX = { phone: { fa: 150, en: 150 }, wide: { fa: 110, en: 110 } };
const REVIEWS_FOOT_PX = 64;
const REVIEWS_NONE_PX = 40;

export function reviewsSectionSize(count: number, locale: Locale, pageSize = 5): CSSProperties {
  const shown = Math.min(count, pageSize);
  const height = (review: number) => (shown === 0 ? REVIEWS_NONE_PX : shown * review + (count > shown ? 56 : 0)) + REVIEWS_FOOT_PX;
  return sizes([height(REVIEW_PX.phone[locale])], [height(REVIEW_PX.wide[locale])]);
}
