import type { Services } from '../../server/services/index.ts';

/** Product ids whose page fails: the loader's read throws, or the data it gets breaks the screen while rendering. */
export const LOADER_FAILS = 2;
export const RENDER_FAILS = 3;

/**
 * A catalogue with two broken products (startServer's `stubServices`): what a database outage or a bad row looks like
 * to a page. Every other product is the real one.
 */
export function failingCatalog(services: Services): Services {
  const { catalog } = services;
  return {
    ...services,
    catalog: {
      ...catalog,
      async productInfo(id, locale) {
        if (id === LOADER_FAILS) throw new Error('database is down');
        const product = await catalog.productInfo(id, locale);
        // A trail that is not a list makes the screen throw while it renders (whatever model is chosen).
        return id === RENDER_FAILS ? { ...product, categoryPath: null as unknown as typeof product.categoryPath } : product;
      },
    },
  };
}
