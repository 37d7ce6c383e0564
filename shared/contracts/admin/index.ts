import { adminAccessContracts } from './access.ts';
import { adminCatalogContracts } from './catalog.ts';
import { adminRequestContracts } from './requests.ts';
import { adminDashboardContracts } from './dashboard.ts';
import { adminOrderContracts } from './orders.ts';
import { adminQuoteContracts } from './quotes.ts';
import { adminRedirectContracts } from './redirects.ts';
import { adminSitePageContracts } from './site-pages.ts';
import { adminQuestionContracts } from './questions.ts';
import { adminCertificationContracts } from './certifications.ts';
import { adminReviewContracts } from './reviews.ts';
import { adminSettingsContracts } from './settings.ts';
import { adminServiceRuleContracts } from './service-rules.ts';
import { adminServiceVisitContracts } from './service-visits.ts';
import { adminSpecKeyContracts } from './spec-keys.ts';
import { adminDeliveryContracts, adminDiscountContracts } from './commerce.ts';
import { adminPostContracts, adminProjectContracts, adminTestimonialContracts } from './writing.ts';
import { adminBrandContracts, adminCategoryContracts, adminPostCategoryContracts, adminServiceContracts } from './taxonomy.ts';

/** Every back-office endpoint (issue #11), by area; all under /api/admin, none used by the storefront. */
export const adminContracts = {
  access: adminAccessContracts,
  catalog: adminCatalogContracts,
  requests: adminRequestContracts,
  dashboard: adminDashboardContracts,
  orders: adminOrderContracts,
  quotes: adminQuoteContracts,
  discounts: adminDiscountContracts,
  deliveries: adminDeliveryContracts,
  categories: adminCategoryContracts,
  specKeys: adminSpecKeyContracts,
  brands: adminBrandContracts,
  services: adminServiceContracts,
  postCategories: adminPostCategoryContracts,
  posts: adminPostContracts,
  testimonials: adminTestimonialContracts,
  projects: adminProjectContracts,
  redirects: adminRedirectContracts,
  sitePages: adminSitePageContracts,
  questions: adminQuestionContracts,
  certifications: adminCertificationContracts,
  reviews: adminReviewContracts,
  settings: adminSettingsContracts,
  serviceRules: adminServiceRuleContracts,
  serviceVisits: adminServiceVisitContracts,
};
