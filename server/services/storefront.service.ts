import type { Locale } from '../../shared/locale.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import type { HomeContent, Project, Testimonial } from '../../shared/contracts/content.ts';
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
    /** The top of the home page: services, the store's top categories, featured products and brands. */
    async home(locale: Locale): Promise<HomeContent> {
      const [services, categories, featured, brands] = await Promise.all([
        content.services(locale),
        catalog.categories({ ParentId: STORE_ROOT_CATEGORY_ID, Active: true, SortBy: 0 }, locale),
        catalog.featured(HOME_FEATURED, locale),
        catalog.brands(locale),
      ]);
      return { services, categories, featured, brands };
    },

    async customerExperience(locale: Locale): Promise<{ testimonials: Testimonial[]; projects: Project[] }> {
      const [testimonials, projects] = await Promise.all([content.testimonials(locale), content.projects(locale)]);
      return { testimonials, projects };
    },
  };
}
