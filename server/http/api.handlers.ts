import type { Endpoint, DataOf, ParsedInputOf } from '../../shared/contracts/endpoint.ts';
import { contracts } from '../../shared/contracts/index.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import type { Locale } from '../../shared/locale.ts';
import type { Services } from '../services/index.ts';

export interface CallContext {
  locale: Locale;
}

export interface ApiRoute {
  endpoint: Endpoint;
  handle(input: unknown, ctx: CallContext): Promise<unknown>;
}

/** Pairs an endpoint with its handler; the types tie the handler's input and result to the contract. */
function route<E extends Endpoint>(endpoint: E, handle: (input: ParsedInputOf<E>, ctx: CallContext) => Promise<DataOf<E>>): ApiRoute {
  return { endpoint, handle: handle as ApiRoute['handle'] };
}

/** Every /api endpoint and the service call behind it: thin by design, the rules live in the services. */
export function apiRoutes({ catalog, content, search }: Services): ApiRoute[] {
  const c = contracts;
  return [
    route(c.catalog.productInfo, (i, { locale }) => catalog.productInfo(i.id, locale)),
    route(c.catalog.products, (i, { locale }) => catalog.products(i, locale)),
    route(c.catalog.related, (i, { locale }) => catalog.related(i.id, i.limit, locale)),
    route(c.catalog.categories, (i, { locale }) => catalog.categories(i, locale)),
    route(c.catalog.categoryByLabel, (i, { locale }) => catalog.categoryByLabel(i.label, locale)),
    route(c.catalog.catalogIndex, (i, { locale }) => catalog.catalogIndex(i.perGroup, locale)),
    route(c.catalog.brands, (_, { locale }) => catalog.brands(locale)),
    route(c.catalog.brandInfo, (i, { locale }) => catalog.brandInfo(i.id, locale)),
    route(c.content.postItem, (i, { locale }) => content.postItem(i.id, locale)),
    route(c.content.posts, (i, { locale }) => content.posts(i, locale)),
    route(c.content.relatedPosts, (i, { locale }) => content.relatedPosts(i.id, i.limit, locale)),
    route(c.content.postCategories, (_, { locale }) => content.postCategories(locale)),
    route(c.content.services, (_, { locale }) => content.services(locale)),
    route(c.content.serviceItem, (i, { locale }) => content.serviceItem(i.label, locale)),
    route(c.content.testimonials, (_, { locale }) => content.testimonials(locale)),
    route(c.content.customerExperience, async (_, { locale }) => ({
      testimonials: await content.testimonials(locale),
      projects: await content.projects(locale),
    })),
    route(c.content.home, async (_, { locale }) => {
      const [services, categories, featured, brands] = await Promise.all([
        content.services(locale),
        catalog.categories({ ParentId: STORE_ROOT_CATEGORY_ID, Active: true, SortBy: 0 }, locale),
        catalog.products({ featured: true, page: 1, pageSize: 8 }, locale),
        catalog.brands(locale),
      ]);
      return { services, categories, featured: featured.items, brands };
    }),
    route(c.search.search, (i, { locale }) => search.search(i, locale)),
    route(c.search.suggest, (i, { locale }) => search.suggest(i.q, locale)),
  ];
}
