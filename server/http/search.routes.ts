import { contracts } from '../../shared/contracts/index.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

export function searchRoutes({ search }: Services): ApiRoute[] {
  const c = contracts.search;
  return [route(c.search, (i, { locale }) => search.search(i, locale)), route(c.suggest, (i, { locale }) => search.suggest(i.q, locale))];
}
