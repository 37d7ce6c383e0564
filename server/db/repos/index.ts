import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { addressesRepo } from './addresses.repo.ts';
import { adminOrdersRepo } from './admin-orders.repo.ts';
import { adminProductsRepo } from './admin-products.repo.ts';
import { adminStockRepo } from './admin-stock.repo.ts';
import { adminTaxonomyRepo } from './admin-taxonomy.repo.ts';
import { auditRepo } from './audit.repo.ts';
import { checkoutCartsRepo } from './checkout-carts.repo.ts';
import { contactRequestsRepo } from './contact-requests.repo.ts';
import { dashboardRepo } from './dashboard.repo.ts';
import { discountsRepo } from './discounts.repo.ts';
import { ordersRepo } from './orders.repo.ts';
import { paymentsRepo } from './payments.repo.ts';
import { productPicturesRepo } from './product-pictures.repo.ts';
import { recordsRepo } from './records.repo.ts';
import { sessionsRepo } from './sessions.repo.ts';
import { stockRepo } from './stock.repo.ts';
import { uploadsRepo } from './uploads.repo.ts';
import { usersRepo } from './users.repo.ts';

/**
 * The repositories a service works with, all built on one database handle. Inside `withTransaction` a service takes
 * `repos(trx)`, so every read and write of its change belongs to that transaction; outside, `repos(kysely)`.
 * Building it is cheap (each repository is a handful of closures over `db`).
 */
export function repos(db: Kysely<Database>) {
  return {
    addresses: addressesRepo(db),
    adminOrders: adminOrdersRepo(db),
    adminProducts: adminProductsRepo(db),
    adminStock: adminStockRepo(db),
    adminTaxonomy: adminTaxonomyRepo(db),
    audit: auditRepo(db),
    checkoutCarts: checkoutCartsRepo(db),
    contactRequests: contactRequestsRepo(db),
    dashboard: dashboardRepo(db),
    discounts: discountsRepo(db),
    orders: ordersRepo(db),
    payments: paymentsRepo(db),
    productPictures: productPicturesRepo(db),
    records: recordsRepo(db),
    sessions: sessionsRepo(db),
    stock: stockRepo(db),
    uploads: uploadsRepo(db),
    users: usersRepo(db),
  };
}

export type Repos = ReturnType<typeof repos>;
