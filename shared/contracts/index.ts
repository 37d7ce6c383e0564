import { catalogContracts } from './catalog.ts';
import { contentContracts } from './content.ts';
import { searchContracts } from './search.ts';
import { formsContracts } from './forms.ts';
import { cartContracts } from './cart.ts';
import { siteContracts } from './site.ts';

/**
 * The storefront's endpoints, by area, for the server's routes and the tests. The browser imports each area's file
 * (catalogContracts…) so that a page downloads only the contracts it calls.
 */
export const contracts = {
  catalog: catalogContracts,
  content: contentContracts,
  search: searchContracts,
  forms: formsContracts,
  cart: cartContracts,
  site: siteContracts,
};

export type { Envelope, Endpoint, DataOf, InputOf } from './endpoint.ts';
