import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './db.ts';
import * as initial from './migrations/0001-initial.ts';
import * as search from './migrations/0002-search.ts';
import * as productIndexes from './migrations/0003-product-indexes.ts';
import * as productItems from './migrations/0004-product-items.ts';
import * as auth from './migrations/0005-auth.ts';
import * as cart from './migrations/0006-cart.ts';
import * as checkout from './migrations/0008-checkout.ts';
import * as forms from './migrations/0009-forms.ts';
import * as admin from './migrations/0011-admin.ts';
import * as paymentClaims from './migrations/0012-payment-claims.ts';
import * as orderTracking from './migrations/0013-order-tracking.ts';
import * as staffFactorsLimits from './migrations/0014-staff-factors-limits.ts';
import * as orderHolds from './migrations/0015-order-holds.ts';
import * as deliveryZones from './migrations/0016-delivery-zones.ts';
import * as jobsTexts from './migrations/0017-jobs-texts.ts';
import * as searchTitles from './migrations/0018-search-titles.ts';
import * as onceFlags from './migrations/0019-once-flags.ts';
import * as postPublishing from './migrations/0020-post-publishing.ts';
import * as buyersInvoices from './migrations/0021-buyers-invoices.ts';
import * as quotes from './migrations/0022-quotes.ts';
import * as stockPriceAndRestOnArrival from './migrations/0023-stock-price-and-rest-on-arrival.ts';
import * as itemCost from './migrations/0024-item-cost.ts';
import * as reports from './migrations/0026-reports.ts';
import * as stockAlerts from './migrations/0027-stock-alerts.ts';
import * as redirects from './migrations/0028-redirects.ts';
import * as siteSettings from './migrations/0029-site-settings.ts';
import * as seoFields from './migrations/0030-seo-fields.ts';
import * as sitePages from './migrations/0031-site-pages.ts';
import * as quoteReorder from './migrations/0032-quote-reorder.ts';
import * as reviews from './migrations/0033-reviews.ts';
import * as productQuestions from './migrations/0034-product-questions.ts';
import * as productCertifications from './migrations/0036-product-certifications.ts';
import * as equipment from './migrations/0037-equipment.ts';
import * as specKeys from './migrations/0035-spec-keys.ts';

/** Migrations are listed here rather than read from a folder, so the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-search': search,
  '0003-product-indexes': productIndexes,
  '0004-product-items': productItems,
  '0005-auth': auth,
  '0006-cart': cart,
  '0008-checkout': checkout,
  '0009-forms': forms,
  '0011-admin': admin,
  '0012-payment-claims': paymentClaims,
  '0013-order-tracking': orderTracking,
  '0014-staff-factors-limits': staffFactorsLimits,
  '0015-order-holds': orderHolds,
  '0016-delivery-zones': deliveryZones,
  '0017-jobs-texts': jobsTexts,
  '0018-search-titles': searchTitles,
  '0019-once-flags': onceFlags,
  '0020-post-publishing': postPublishing,
  '0021-buyers-invoices': buyersInvoices,
  '0022-quotes': quotes,
  '0023-stock-price-and-rest-on-arrival': stockPriceAndRestOnArrival,
  '0024-item-cost': itemCost,
  '0026-reports': reports,
  '0027-stock-alerts': stockAlerts,
  '0028-redirects': redirects,
  '0029-site-settings': siteSettings,
  '0030-seo-fields': seoFields,
  '0031-site-pages': sitePages,
  '0032-quote-reorder': quoteReorder,
  '0033-reviews': reviews,
  '0034-product-questions': productQuestions,
  '0036-product-certifications': productCertifications,
  '0037-equipment': equipment,
  '0035-spec-keys': specKeys,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

// Branches add migrations with reserved numbers (0005 auth, 0006 cart…) that may land after a higher one ran.
const migratorOf = (db: Db) => new Migrator({ db: db.kysely, provider, allowUnorderedMigrations: true });

/** Brings the schema up to date; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String((error as Error).message ?? error)}`, { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** How many known migrations the database has not run: one query, so it also says the database answers (readiness). */
export async function pendingMigrationCount(db: Db): Promise<number> {
  return (await migratorOf(db).getMigrations()).filter((m) => m.executedAt === undefined).length;
}
