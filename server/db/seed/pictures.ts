import { BRANDS, CATEGORIES } from './catalog.data.ts';
import { POSTS, PROJECTS } from './content.data.ts';
import { PRODUCTS, PRODUCT_PICTURE, productPictures } from './products.data.ts';
import { SERVICES } from './services.data.ts';
import type { PictureKind, Tone } from './types.ts';

/**
 * Every picture the demo content refers to, derived from the data modules so the seed and the media generator
 * (`scripts/demo-media.ts`) never drift apart.
 *
 * Paths: a stored value like `products/1-2` is served as `products/1-2-<w>.webp` for each width in `MEDIA_WIDTHS`;
 * brand logos are stored with their file name (`brands/<label>.webp`) and exist in one size.
 */
export const MEDIA_WIDTHS = [320, 640, 960] as const;

/** Product pictures are 4:3 (960 × 720 stored); categories, services, posts and projects are 16:9; logos 240 × 120. */
export const LOGO_SIZE = { width: 240, height: 120 } as const;

export type PictureArt =
  | { type: 'product'; kind: PictureKind; tone: Tone; code: string; brand: string | null; view: 1 | 2 }
  | { type: 'logo'; text: string; color: string }
  | { type: 'banner'; kind: PictureKind; tone: Tone; variant: number };

export interface DemoPictureFile {
  path: string;
  width: number;
  height: number;
}

export interface DemoPicture {
  /** The value stored in the database column. */
  stored: string;
  files: DemoPictureFile[];
  art: PictureArt;
}

const sized = (stored: string, ratio: number): DemoPictureFile[] =>
  MEDIA_WIDTHS.map((w) => ({ path: `${stored}-${w}.webp`, width: w, height: Math.round(w * ratio) }));

export const categoryPicturePath = (label: string) => `categories/${label}`;
export const brandLogoPath = (label: string) => `brands/${label}.webp`;
export const servicePicturePath = (label: string) => `services/${label}`;
export const postPicturePath = (id: number) => `posts/${id}`;
export const projectPicturePath = (id: number) => `projects/${id}`;

export function demoPictures(): DemoPicture[] {
  const out: DemoPicture[] = [];
  const productsById = new Map(PRODUCTS.map((p) => [p.id, p]));
  const brandName = new Map(BRANDS.map((b) => [b.label, b.name[1]]));

  for (const pic of productPictures()) {
    const p = productsById.get(pic.productId)!;
    const category = CATEGORIES.find((c) => c.label === p.category)!;
    out.push({
      stored: pic.path,
      files: sized(pic.path, PRODUCT_PICTURE.height / PRODUCT_PICTURE.width),
      art: { type: 'product', kind: p.kind, tone: category.tone!, code: p.code, brand: p.brand ? brandName.get(p.brand)! : null, view: pic.n },
    });
  }
  for (const c of CATEGORIES) {
    if (!c.kind || !c.tone) continue;
    const stored = categoryPicturePath(c.label);
    out.push({ stored, files: sized(stored, 9 / 16), art: { type: 'banner', kind: c.kind, tone: c.tone, variant: c.id + 500 } });
  }
  for (const b of BRANDS) {
    const stored = brandLogoPath(b.label);
    out.push({ stored, files: [{ path: stored, ...LOGO_SIZE }], art: { type: 'logo', text: b.name[1], color: b.color } });
  }
  for (const s of SERVICES) {
    const stored = servicePicturePath(s.label);
    out.push({ stored, files: sized(stored, 9 / 16), art: { type: 'banner', kind: s.kind, tone: s.tone, variant: s.id } });
  }
  for (const p of POSTS) {
    const stored = postPicturePath(p.id);
    out.push({ stored, files: sized(stored, 9 / 16), art: { type: 'banner', kind: p.kind, tone: p.tone, variant: p.id } });
  }
  for (const p of PROJECTS) {
    const stored = projectPicturePath(p.id);
    out.push({ stored, files: sized(stored, 9 / 16), art: { type: 'banner', kind: p.kind, tone: p.tone, variant: p.id + 1000 } });
  }
  return out;
}
