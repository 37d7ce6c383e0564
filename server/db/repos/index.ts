import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { withTransaction } from '../transaction.ts';
import { addressesRepo } from './addresses.repo.ts';
import { adminOrdersRepo } from './admin-orders.repo.ts';
import { adminProductsRepo } from './admin-products.repo.ts';
import { adminStockRepo } from './admin-stock.repo.ts';
import { adminTaxonomyRepo } from './admin-taxonomy.repo.ts';
import { auditRepo } from './audit.repo.ts';
import { cartsRepo } from './carts.repo.ts';
import { contactRequestsRepo } from './contact-requests.repo.ts';
import { dashboardRepo } from './dashboard.repo.ts';
import { deliveryMethodsRepo } from './delivery-methods.repo.ts';
import { discountsRepo } from './discounts.repo.ts';
import { instalmentsRepo } from './instalments.repo.ts';
import { likesRepo } from './likes.repo.ts';
import { onceFlagsRepo } from './once-flags.repo.ts';
import { ordersRepo } from './orders.repo.ts';
import { otpCodesRepo } from './otp-codes.repo.ts';
import { paymentsRepo } from './payments.repo.ts';
import { quotesRepo } from './quotes.repo.ts';
import { productPicturesRepo } from './product-pictures.repo.ts';
import { rateLimitsRepo } from './rate-limits.repo.ts';
import { recordsRepo } from './records.repo.ts';
import { sessionsRepo } from './sessions.repo.ts';
import { stockRepo } from './stock.repo.ts';
import { textsRepo } from './texts.repo.ts';
import { uploadsRepo } from './uploads.repo.ts';
import { usersRepo } from './users.repo.ts';

/** Every repository a service's writes may need together, each built on one handle (the database or a transaction). */
const FACTORIES = {
  addresses: addressesRepo,
  adminOrders: adminOrdersRepo,
  adminProducts: adminProductsRepo,
  adminStock: adminStockRepo,
  adminTaxonomy: adminTaxonomyRepo,
  audit: auditRepo,
  carts: cartsRepo,
  contactRequests: contactRequestsRepo,
  dashboard: dashboardRepo,
  deliveryMethods: deliveryMethodsRepo,
  discounts: discountsRepo,
  instalments: instalmentsRepo,
  likes: likesRepo,
  onceFlags: onceFlagsRepo,
  orders: ordersRepo,
  otpCodes: otpCodesRepo,
  payments: paymentsRepo,
  productPictures: productPicturesRepo,
  quotes: quotesRepo,
  rateLimits: rateLimitsRepo,
  records: recordsRepo,
  sessions: sessionsRepo,
  stock: stockRepo,
  texts: textsRepo,
  uploads: uploadsRepo,
  users: usersRepo,
} as const;

type RepoSet = { readonly [K in keyof typeof FACTORIES]: ReturnType<(typeof FACTORIES)[K]> };

/**
 * What a service is given of the database: its repositories, and `transaction` to run a change whose every read and
 * write commits together or not at all (an order, its stock and its payment), with the repositories on that
 * transaction. Inside one already, `transaction` joins it, so a service can be called from inside another's.
 */
export interface Repos extends RepoSet {
  transaction<T>(work: (repos: Repos) => Promise<T>): Promise<T>;
}

/** The repositories on `db` (building them is cheap: each is a handful of closures over it). */
export function repos(db: Kysely<Database>): Repos {
  const set = Object.fromEntries(Object.entries(FACTORIES).map(([name, make]) => [name, make(db)])) as unknown as RepoSet;
  return { ...set, transaction: (work) => withTransaction(db, (trx) => work(repos(trx))) };
}
