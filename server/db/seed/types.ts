/**
 * Shapes shared by the demo-content data files. The data is written compactly (pairs of [fa, en], paragraphs as
 * arrays); `index.ts` turns it into rows, and `scripts/demo-media.ts` reads the same data to draw the pictures.
 */

/** A piece of visitor-facing text in both languages: [Persian, English]. */
export type Bi = readonly [fa: string, en: string];

/** Body text in both languages, one string per paragraph. Stored joined by blank lines. */
export type BiParagraphs = readonly [fa: readonly string[], en: readonly string[]];

/** One row of a product's specification table: [key, value], each bilingual. */
export type SpecRow = readonly [key: Bi, value: Bi];

/** The colour family of a picture, after the four lines of business. */
export type Tone = 'fire-alarm' | 'cctv' | 'fire-extinguishing' | 'access-control';

/** What a product (or a category, post, service, project) picture shows. */
export type PictureKind =
  | 'bullet-camera'
  | 'dome-camera'
  | 'turret-camera'
  | 'ptz-camera'
  | 'nvr'
  | 'dvr'
  | 'poe-switch'
  | 'fire-panel'
  | 'release-panel'
  | 'smoke-detector'
  | 'heat-detector'
  | 'call-point'
  | 'sounder-strobe'
  | 'extinguisher'
  | 'co2-extinguisher'
  | 'gas-cylinder'
  | 'sprinkler'
  | 'hose-cabinet'
  | 'fingerprint-reader'
  | 'face-terminal'
  | 'card-reader'
  | 'door-controller'
  | 'mag-lock'
  | 'tripod-turnstile'
  | 'speed-gate';

/** Joins paragraphs the way body columns store them: separated by one blank line. */
export const joinParagraphs = (paragraphs: readonly string[]) => paragraphs.join('\n\n');

/** A product as the data files describe it; `index.ts` derives the rows (and two pictures each) from this. */
export interface DemoProduct {
  id: number;
  /** Label of the (sub-)category. */
  category: string;
  /** Label of the brand; null for locally made goods sold without one. */
  brand: string | null;
  code: string;
  /** What its pictures show. */
  kind: PictureKind;
  name: Bi;
  /** Short text for the product URL (spaces become hyphens there). */
  label: Bi;
  summary: Bi;
  description: BiParagraphs;
  /** Null: price on inquiry. */
  priceRial: number | null;
  stock: number;
  specs: readonly SpecRow[];
  featured?: boolean;
  /** How many days before the seeding clock the product was added. */
  ageDays: number;
}

/** A blog post as the data files describe it. Its picture is `posts/<id>`. */
export interface DemoPost {
  id: number;
  /** Label of the post category. */
  category: string;
  /** The title, also used in the post URL. */
  name: Bi;
  summary: Bi;
  body: BiParagraphs;
  /** ISO-8601 UTC. */
  publishedAt: string;
  /** Drawn for the picture. */
  kind: PictureKind;
  tone: Tone;
}
