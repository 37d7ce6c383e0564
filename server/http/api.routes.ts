import type { Services } from '../services/index.ts';
import type { ApiRoute } from './api-route.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { formsRoutes } from './forms.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { adminRoutes } from './admin.routes.ts';

import { cartRoutes } from './cart.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { buyersRoutes } from './buyers.routes.ts';
import { quoteRoutes } from './quote.routes.ts';
import { stockAlertsRoutes } from './stock-alerts.routes.ts';
import { questionsRoutes } from './questions.routes.ts';
import { equipmentRoutes } from './equipment.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { siteRoutes } from './site.routes.ts';

/** Every /api endpoint of the site, area by area (each area's file pairs its contracts with its service). */
export function apiRoutes(services: Services): ApiRoute[] {
  return [
    ...catalogRoutes(services),
    ...contentRoutes(services),
    ...searchRoutes(services),
    ...formsRoutes(services),
    ...authRoutes(services),
    ...cartRoutes(services),
    ...checkoutRoutes(services),
    ...buyersRoutes(services),
    ...quoteRoutes(services),
    ...stockAlertsRoutes(services),
    ...questionsRoutes(services),
    ...equipmentRoutes(services),
    ...reviewsRoutes(services),
    ...siteRoutes(services),
    ...adminRoutes(services),
  ];
}
