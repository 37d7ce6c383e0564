import type { Locale } from '../../shared/locale.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import type { HomeContent, Project, SitePage, Testimonial } from '../../shared/contracts/content.ts';
import type { catalogService } from './catalog.service.ts';
import type { contentService } from './content.service.ts';

/** Featured products on the home page. */
const HOME_FEATURED = 8;

interface StorefrontDeps {
  catalog: ReturnType<typeof catalogService>;
  content: ReturnType<typeof contentService>;
}

/** What whole pages show when they draw on several areas: the composition lives here, not in handlers. */
export function storefrontService({ catalog, content }: StorefrontDeps) {
  return {
    /**
     * The top of the home page: its hero, services, categories, featured products and brands. The categories and
     * products are the operator's choice in their order (the back office's home page) or, where none was made, the
     * store's top categories and the products marked featured.
     */
    async home(locale: Locale): Promise<HomeContent> {
      const chosen = await content.homeChoices();
      const [hero, services, categories, featured, brands] = await Promise.all([
        content.sitePage('home', locale),
        content.services(locale),
        chosen.categories
          ? catalog.categoriesByIds(chosen.categories, locale)
          : catalog.categories({ ParentId: STORE_ROOT_CATEGORY_ID, Active: true, SortBy: 0 }, locale),
        chosen.products ? catalog.productsByIds(chosen.products, locale) : catalog.featured(HOME_FEATURED, locale),
        catalog.brands(locale),
      ]);
      const written = hero.title !== null || hero.body.length > 0 || hero.picture !== null;
      return { hero: written ? hero : null, services, categories, featured, brands };
    },

    async customerExperience(locale: Locale): Promise<{ intro: SitePage; testimonials: Testimonial[]; projects: Project[] }> {
      const [intro, testimonials, projects] = await Promise.all([
        content.sitePage('customer-experience', locale),
        content.testimonials(locale),
        content.projects(locale),
      ]);
      return { intro, testimonials, projects };
    },
  };
}
