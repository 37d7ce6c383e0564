import { siteContracts } from '../../shared/contracts/site.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** The site's own facts: how the company is reached (the back office's settings, kept in memory until a save). */
export function siteRoutes({ settings }: Services): ApiRoute[] {
  return [route(siteContracts.contact, (_, { locale }) => settings.pageContact(locale))];
}
