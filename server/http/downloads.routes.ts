import { Router } from 'express';
import { isLocale, localizePath } from '../../shared/locale.ts';
import { productPath } from '../../shared/routes.ts';
import { rialToToman } from '../../shared/money.ts';
import type { Services } from '../services/index.ts';
import { AppError } from '../lib/errors.ts';
import type { Config } from '../config.ts';
import { originCacheControl, siteOrigin } from './site-origin.ts';

/** A CSV field: quoted, inner quotes doubled, and a leading =,+,-,@ neutralised so a spreadsheet never runs it. */
export const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/**
 * Downloadable price lists of the catalogue page: /downloads/price-list/<category-label>.<fa|en>.csv — every product
 * of the category (each variant on its own row) with its code, brand, price in Toman, stock state and address. UTF-8 with a BOM so Excel shows Persian.
 */
export function downloadsRouter({ catalog }: Services, config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'>): Router {
  const router = Router();
  router.get('/downloads/price-list/:file', async (req, res) => {
    const match = /^([a-z0-9-]{1,80})\.(fa|en)\.csv$/.exec(req.params.file);
    if (!match || !isLocale(match[2])) return void res.status(404).end();
    const [, label, locale] = match as unknown as [string, string, 'fa' | 'en'];
    try {
      const { lines: rows } = await catalog.priceList(label, locale);
      const t = req.i18n.getFixedT(locale);
      const site = siteOrigin(config, req);
      const header = ['code', 'name', 'brand', 'price', 'availability', 'url'].map((k) => csvField(t(`priceList.${k}`)));
      const lines = rows.map((r) =>
        [
          r.code,
          r.name,
          r.brand,
          r.priceRial === null ? t('product.priceInquiry') : rialToToman(r.priceRial),
          r.stock > 0 ? t('priceList.inStock') : t('product.outOfStock'),
          site.origin + localizePath(productPath(r.productId, r.label), locale) + (r.itemId ? `?item=${r.itemId}` : ''),
        ].map(csvField),
      );
      res
        .set('Content-Type', 'text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="negahban-${label}-${locale}.csv"`)
        .set('Cache-Control', originCacheControl(site, 3600))
        .send('\uFEFF' + [header, ...lines].map((l) => l.join(',')).join('\r\n') + '\r\n');
    } catch (err) {
      if (err instanceof AppError) return void res.status(404).end();
      throw err;
    }
  });
  return router;
}
