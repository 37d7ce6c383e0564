import { randomBytes } from 'node:crypto';
import type { Repos } from '../../db/repos/index.ts';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Selectable } from 'kysely';
import type { ProductPictureTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminPicture } from '../../../shared/contracts/admin/catalog.ts';
import { pictureUrl } from '../../../shared/picture-url.ts';
import { PICTURE_WIDTHS, picture } from '../pictures.ts';
import { AVIF_ENCODING } from '../../lib/avif.ts';
import { audit, type Actor } from './actor.ts';

/** A product's picture as the product form shows it (its smallest width). */
export const adminPicture = (p: Pick<Selectable<ProductPictureTable>, 'id' | 'path' | 'alt_fa' | 'alt_en'>): AdminPicture => ({
  id: p.id,
  url: pictureUrl(picture(p.path, '')!, 320),
  altFa: p.alt_fa,
  altEn: p.alt_en,
});

interface PicturesDeps {
  repos: Repos;
  clock: Clock;
  mediaDir: string;
  /** Where an upload's file is (the uploads service's `find`). */
  findUpload: (name: string) => Promise<{ path: string; mime: string } | null>;
  reindex: (productIds: number[]) => Promise<unknown>;
}

/**
 * Product pictures (issue #11): an uploaded picture (already checked and re-encoded by the upload route) is written
 * with sharp in the widths the site serves, as WebP and AVIF (server/lib/avif.ts).
 */
export function adminPictures({ repos, clock, mediaDir, findUpload, reindex }: PicturesDeps) {
  /** The file of an uploaded picture (the upload route checked and re-encoded it), or UPLOAD_NOT_FOUND on `field`. */
  async function uploaded(uploadId: number, field: string) {
    const upload = await repos.uploads.file(uploadId);
    const found = upload?.kind === 'picture' ? await findUpload(`${upload.guid_name}.${upload.extension}`) : null;
    if (!found) throw new AppError('UPLOAD_NOT_FOUND', field);
    return found;
  }

  /**
   * A picture in each of the site's widths, WebP and AVIF (made now, so the first visitor does not wait for it:
   * media.routes.ts), under `folder`; cut to `ratio` (height / width) when given. Returns its path and last size.
   */
  async function inWidths(path: string, folder: string, ratio?: number) {
    const { default: sharp } = await import('sharp');
    const name = `${folder}/${randomBytes(12).toString('hex')}`;
    await mkdir(join(mediaDir, folder), { recursive: true });
    let size = { width: 0, height: 0 };
    for (const width of PICTURE_WIDTHS) {
      const resized = () => sharp(path).resize(ratio ? { width, height: Math.round(width * ratio), fit: 'cover' } : { width, withoutEnlargement: false });
      const info = await resized()
        .webp({ quality: 75, effort: 3 })
        .toFile(join(mediaDir, `${name}-${width}.webp`));
      await resized()
        .avif(AVIF_ENCODING)
        .toFile(join(mediaDir, `${name}-${width}.avif`));
      size = { width: info.width, height: info.height };
    }
    return { name, size };
  }

  return {
    /**
     * A brand's logo from an uploaded picture: one WebP file (`brands/<name>.webp`, as the site's logos are), twice the
     * width the site shows (240) for sharp screens, the whole picture kept (no crop). Returns its media path.
     */
    async logo(uploadId: number, field: string): Promise<string> {
      const found = await uploaded(uploadId, field);
      const { default: sharp } = await import('sharp');
      const name = `brands/${randomBytes(12).toString('hex')}.webp`;
      await mkdir(join(mediaDir, 'brands'), { recursive: true });
      await sharp(found.path)
        .resize({ width: 480, height: 240, fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .webp({ quality: 80 })
        .toFile(join(mediaDir, name));
      return name;
    },

    /**
     * A service's picture or a post's cover from an uploaded one: cut to 16:9, as the site's service and post pictures
     * are, in the site's widths (`<folder>/<name>-<width>.webp` and .avif). Returns its media path.
     */
    async banner(uploadId: number, field: string, folder: 'services' | 'posts' | 'pages' = 'services'): Promise<string> {
      const found = await uploaded(uploadId, field);
      return (await inWidths(found.path, folder, 9 / 16)).name;
    },

    async add(actor: Actor, input: { productId: number; uploadId: number; altFa: string; altEn: string }): Promise<AdminPicture> {
      if (!(await repos.adminProducts.exists(input.productId))) throw new AppError('PRODUCT_NOT_FOUND', 'productId');
      const found = await uploaded(input.uploadId, 'uploadId');
      const { name, size } = await inWidths(found.path, 'products');
      const id = await repos.transaction(async (r) => {
        const pictures = r.productPictures;
        const sort = await pictures.nextSort(input.productId);
        const inserted = await pictures.insert({
          product_id: input.productId,
          path: name,
          width: size.width,
          height: size.height,
          alt_fa: input.altFa,
          alt_en: input.altEn,
          sort,
        });
        await audit(r, clock, actor, {
          action: 'picture.add',
          entity: 'product',
          entityId: input.productId,
          after: { pictureId: inserted, path: name, altFa: input.altFa, altEn: input.altEn },
        });
        return inserted;
      });
      await reindex([input.productId]);
      return adminPicture({ id, path: name, alt_fa: input.altFa, alt_en: input.altEn });
    },

    /**
     * Swaps a picture's place with its neighbour, earlier (towards the main picture) or later; at either end nothing
     * moves and nothing is logged. Returns the product's pictures in their new order. The site reads pictures from the
     * database on every request (catalog.service) and a moved picture keeps its files and address, so no cache or
     * search document goes stale: the product page and cards show the new main picture at once.
     */
    async move(actor: Actor, id: number, direction: 'earlier' | 'later'): Promise<AdminPicture[]> {
      const rows = await repos.transaction(async (r) => {
        const me = await r.productPictures.byId(id);
        if (!me) throw new AppError('PICTURE_NOT_FOUND', 'id');
        // Two operators' moves of one product's pictures run one after the other, each on the order the other left.
        await r.productPictures.lockProduct(me.product_id);
        const pictures = await r.adminProducts.pictures(me.product_id);
        const at = pictures.findIndex((p) => p.id === id);
        const to = direction === 'earlier' ? at - 1 : at + 1;
        if (to < 0 || to >= pictures.length) return pictures;
        // Places are renumbered 0, 1, 2… so two pictures that shared a number still change places.
        const order = pictures.map((p) => p.id);
        [order[at], order[to]] = [order[to], order[at]];
        for (const [sort, pid] of order.entries()) await r.productPictures.setSort(pid, sort);
        await audit(r, clock, actor, {
          action: 'picture.move',
          entity: 'product',
          entityId: me.product_id,
          before: { pictureId: id, order: pictures.map((p) => p.id) },
          after: { pictureId: id, order },
        });
        return r.adminProducts.pictures(me.product_id);
      });
      return rows.map(adminPicture);
    },

    async remove(actor: Actor, id: number) {
      const row = await repos.productPictures.byId(id);
      if (!row) throw new AppError('PICTURE_NOT_FOUND');
      await repos.transaction(async (r) => {
        await r.productPictures.remove(id);
        await audit(r, clock, actor, { action: 'picture.remove', entity: 'product', entityId: row.product_id, before: row });
      });
      if (row.path.startsWith('products/'))
        for (const w of PICTURE_WIDTHS) for (const format of ['webp', 'avif']) await rm(join(mediaDir, `${row.path}-${w}.${format}`), { force: true });
      await reindex([row.product_id]);
      return null;
    },
  };
}
