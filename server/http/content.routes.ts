import { contracts } from '../../shared/contracts/index.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** Posts, services, testimonials and the pages composed from several areas (home, customer experience). */
export function contentRoutes({ content, storefront }: Services): ApiRoute[] {
  const c = contracts.content;
  return [
    route(c.postItem, (i, { locale }) => content.postItem(i.id, locale)),
    route(c.posts, (i, { locale }) => content.posts(i, locale)),
    route(c.relatedPosts, (i, { locale }) => content.relatedPosts(i.id, i.limit, locale)),
    route(c.postCategories, (_, { locale }) => content.postCategories(locale)),
    route(c.services, (_, { locale }) => content.services(locale)),
    route(c.serviceItem, (i, { locale }) => content.serviceItem(i.label, locale)),
    route(c.testimonials, (_, { locale }) => content.testimonials(locale)),
    route(c.customerExperience, (_, { locale }) => storefront.customerExperience(locale)),
    route(c.home, (_, { locale }) => storefront.home(locale)),
    route(c.sitePage, ({ key }, { locale }) => content.sitePage(key, locale)),
  ];
}
