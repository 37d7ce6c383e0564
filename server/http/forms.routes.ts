import { contracts } from '../../shared/contracts/index.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** The consultation and contact form. */
export function formsRoutes({ contact }: Services): ApiRoute[] {
  return [route(contracts.forms.postForm, (input, { locale, visitor }) => contact.postForm(input, { locale, ip: visitor.ip }))];
}
