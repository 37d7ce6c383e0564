import { contracts } from '../../shared/contracts/index.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** Products, categories and brands: thin by design, the rules live in the catalogue service. */
export function catalogRoutes({ catalog }: Services): ApiRoute[] {
  const c = contracts.catalog;
  return [
    route(c.productInfo, (i, { locale }) => catalog.productInfo(i.id, locale)),
    route(c.products, (i, { locale }) => catalog.products(i, locale)),
    route(c.compare, (i, { locale }) => catalog.compare(i.ids, locale)),
    route(c.related, (i, { locale }) => catalog.related(i.id, i.limit, locale)),
    route(c.categories, (i, { locale }) => catalog.categories(i, locale)),
    route(c.categoryByLabel, (i, { locale }) => catalog.categoryByLabel(i.label, locale)),
    route(c.catalogIndex, (i, { locale }) => catalog.catalogIndex(i.perGroup, locale)),
    route(c.brands, (_, { locale }) => catalog.brands(locale)),
    route(c.brandInfo, (i, { locale }) => catalog.brandInfo(i.id, locale)),
  ];
}
