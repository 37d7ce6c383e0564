import { catalogContracts } from './catalog.ts';
import { contentContracts } from './content.ts';
import { searchContracts } from './search.ts';
import { formsContracts } from './forms.ts';
import { authContracts, likeContracts } from './auth.ts';
import { cartContracts } from './cart.ts';
import { addressContracts, orderContracts } from './checkout.ts';

/** Every endpoint of the site, by area. */
export const contracts = {
  catalog: catalogContracts,
  content: contentContracts,
  search: searchContracts,
  forms: formsContracts,
  auth: authContracts,
  likes: likeContracts,
  cart: cartContracts,
  address: addressContracts,
  orders: orderContracts,
};

export type { Envelope, Endpoint, DataOf, InputOf } from './endpoint.ts';
