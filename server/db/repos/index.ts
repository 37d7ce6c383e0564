import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { withTransaction } from '../transaction.ts';
import { addressesRepo } from './addresses.repo.ts';
import { adminItemsRepo } from './admin-items.repo.ts';
import { adminOrdersRepo } from './admin-orders.repo.ts';
import { adminProductsRepo } from './admin-products.repo.ts';
import { adminStockRepo } from './admin-stock.repo.ts';
import { adminTaxonomyRepo } from './admin-taxonomy.repo.ts';
import { auditRepo } from './audit.repo.ts';
import { buyersRepo } from './buyers.repo.ts';
import { cartsRepo } from './carts.repo.ts';
import { certificationsRepo } from './certifications.repo.ts';
import { contactRequestsRepo } from './contact-requests.repo.ts';
import { dashboardRepo } from './dashboard.repo.ts';
import { deliveryMethodsRepo } from './delivery-methods.repo.ts';
import { discountsRepo } from './discounts.repo.ts';
import { equipmentRepo } from './equipment.repo.ts';
import { invoicesRepo } from './invoices.repo.ts';
import { instalmentsRepo } from './instalments.repo.ts';
import { likesRepo } from './likes.repo.ts';
import { onceFlagsRepo } from './once-flags.repo.ts';
import { ordersRepo } from './orders.repo.ts';
import { otpCodesRepo } from './otp-codes.repo.ts';
import { paymentsRepo } from './payments.repo.ts';
import { quotesRepo } from './quotes.repo.ts';
import { questionsRepo } from './questions.repo.ts';
import { reviewsRepo } from './reviews.repo.ts';
import { productPicturesRepo } from './product-pictures.repo.ts';
import { rateLimitsRepo } from './rate-limits.repo.ts';
import { recordsRepo } from './records.repo.ts';
import { redirectsRepo } from './redirects.repo.ts';
import { reportsRepo } from './reports.repo.ts';
import { searchLogRepo } from './search-log.repo.ts';
import { serviceRulesRepo } from './service-rules.repo.ts';
import { sessionsRepo } from './sessions.repo.ts';
import { siteSettingsRepo } from './site-settings.repo.ts';
import { specKeysRepo } from './spec-keys.repo.ts';
import { stockRepo } from './stock.repo.ts';
import { stockAlertsRepo } from './stock-alerts.repo.ts';
import { textsRepo } from './texts.repo.ts';
import { uploadsRepo } from './uploads.repo.ts';
import { usersRepo } from './users.repo.ts';

/** Every repository a service's writes may need together, each built on one handle (the database or a transaction). */
const FACTORIES = {
  addresses: addressesRepo,
  adminItems: adminItemsRepo,
  adminOrders: adminOrdersRepo,
  adminProducts: adminProductsRepo,
  adminStock: adminStockRepo,
  adminTaxonomy: adminTaxonomyRepo,
  audit: auditRepo,
  buyers: buyersRepo,
  carts: cartsRepo,
  certifications: certificationsRepo,
  contactRequests: contactRequestsRepo,
  dashboard: dashboardRepo,
  deliveryMethods: deliveryMethodsRepo,
  discounts: discountsRepo,
  equipment: equipmentRepo,
  invoices: invoicesRepo,
  instalments: instalmentsRepo,
  likes: likesRepo,
  onceFlags: onceFlagsRepo,
  orders: ordersRepo,
  otpCodes: otpCodesRepo,
  payments: paymentsRepo,
  productPictures: productPicturesRepo,
  quotes: quotesRepo,
  questions: questionsRepo,
  reviews: reviewsRepo,
  rateLimits: rateLimitsRepo,
  records: recordsRepo,
  redirects: redirectsRepo,
  reports: reportsRepo,
  searchLog: searchLogRepo,
  serviceRules: serviceRulesRepo,
  sessions: sessionsRepo,
  siteSettings: siteSettingsRepo,
  specKeys: specKeysRepo,
  stock: stockRepo,
  stockAlerts: stockAlertsRepo,
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

/**
 * What must happen in the very transaction that moves an order (issue #31): on `paid`, its invoice is issued; on
 * `refunded`, its credit note. Given by the composition root (the rules live in services/invoices/), run by every
 * `orders.move` of these repositories, so every path to `paid` (a payment's callback, a confirmed cheque, a quote's
 * last instalment) issues the invoice once: the move is a guarded update that only one caller wins.
 */
export interface OrderMoveHooks {
  paid?: (r: Repos, orderId: number, at: string) => Promise<void>;
  refunded?: (r: Repos, orderId: number, at: string) => Promise<void>;
  /** On `cancelled` (expired unpaid, or cancelled by the operator): a quote whose acceptance made it is open again. */
  cancelled?: (r: Repos, orderId: number, at: string) => Promise<void>;
  /** On `shipped` and `delivered` (issue #34): the order's serviced items join the customer's equipment register. */
  shipped?: (r: Repos, orderId: number, at: string) => Promise<void>;
  delivered?: (r: Repos, orderId: number, at: string) => Promise<void>;
}

/** The repositories on `db` (building them is cheap: each is a handful of closures over it). */
export function repos(db: Kysely<Database>, hooks: OrderMoveHooks = {}): Repos {
  const set = Object.fromEntries(Object.entries(FACTORIES).map(([name, make]) => [name, make(db)])) as unknown as RepoSet;
  const orders: RepoSet['orders'] = {
    ...set.orders,
    move: (orderId, to, at, ...rest) => {
      const hook = to === 'paid' || to === 'refunded' || to === 'cancelled' || to === 'shipped' || to === 'delivered' ? hooks[to] : undefined;
      if (!hook) return set.orders.move(orderId, to, at, ...rest);
      // The move and its hook commit together (joining the caller's transaction when there is one).
      return withTransaction(db, async (trx) => {
        const moved = await ordersRepo(trx).move(orderId, to, at, ...rest);
        if (moved) await hook(repos(trx, hooks), orderId, at);
        return moved;
      });
    },
  };
  return { ...set, orders, transaction: (work) => withTransaction(db, (trx) => work(repos(trx, hooks))) };
}
