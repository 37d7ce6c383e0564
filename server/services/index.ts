import type { Db } from '../db/db.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { hasPublicOrigin, type Config } from '../config.ts';
import type { Integrations } from '../integrations/index.ts';
import { CHANGE_TOPICS } from '../integrations/change-bus/index.ts';
import { repos, type Repos } from '../db/repos/index.ts';
import { productsRepo } from '../db/repos/products.repo.ts';
import { categoriesRepo } from '../db/repos/categories.repo.ts';
import { brandsRepo } from '../db/repos/brands.repo.ts';
import { postsRepo } from '../db/repos/posts.repo.ts';
import { pagesRepo } from '../db/repos/pages.repo.ts';
import { sitePagesRepo } from '../db/repos/site-pages.repo.ts';
import { sitemapRepo } from '../db/repos/sitemap.repo.ts';
import { searchRepo } from '../db/repos/search.repo.ts';
import { catalogService } from './catalog.service.ts';
import { specKeysRepo } from '../db/repos/spec-keys.repo.ts';
import { keptUntilChange } from './kept-until-change.ts';
import { redirectsService } from './redirects.service.ts';
import { reopenQuoteOfCancelledOrder } from './quotes/quote-reopen.ts';
import type { Redirect } from '../../shared/redirects.ts';
import { contentService } from './content.service.ts';
import { searchService } from './search.service.ts';
import { searchLog } from './search/search-log.ts';
import { sitemapService } from './sitemap.service.ts';
import { storefrontService } from './storefront.service.ts';
import { uploadsService } from './uploads.service.ts';
import { contactService } from './contact.service.ts';
import { authService } from './auth.service.ts';
import { likesService } from './likes.service.ts';
import { adminService } from './admin.service.ts';
import { rateLimiter } from './rate-limits.ts';
import { randomBytes } from 'node:crypto';
import { addressesRepo } from '../db/repos/addresses.repo.ts';
import { buyersService } from './buyers.service.ts';
import { invoicesService } from './invoices.service.ts';
import { invoiceIssuer } from './invoices/issue-invoice.ts';
import { sellerOf } from './invoices/seller.ts';
import { sellerInForce, siteSettingsService } from './site-settings.service.ts';
import { DEMO_CONTACT } from './site-settings/demo-contact.ts';
import { seedDemoBuyerOrder } from './demo-buyer-order.ts';
import { testPaymentStore } from '../db/repos/payments.repo.ts';
import { createPaymentGateway, paymentOptionsFromConfig } from '../integrations/payment/index.ts';
import { addressesService } from './addresses.service.ts';
import { paymentsService } from './payments.service.ts';
import { ordersService } from './orders.service.ts';
import { checkoutService } from './checkout.service.ts';
import { quotesService } from './quotes.service.ts';
import { orderSms } from './orders/order-sms.ts';
import { chequeReviewAlert } from './orders/cheque-review-alert.ts';
import { operatorAlert } from './operator-alert.ts';
import { cartService, mergeCartInto } from './cart.service.ts';
import type { TFunction } from 'i18next';
import { createJobQueue, type JobQueue, type ShopTasks } from '../integrations/jobs/index.ts';
import { textQueue as createTextQueue } from './texts/text-queue.ts';
import { parseQuietHours } from './texts/quiet-hours.ts';
import { stockAlertsService } from './stock-alerts.service.ts';
import { questionsService } from './questions.service.ts';
import { certificationExpiry } from './certifications.ts';
import { equipmentService } from './equipment.service.ts';
import { registerOrderEquipment } from './equipment/register-order.ts';
import { serviceRulesAdmin } from './admin/service-rules.ts';
import { serviceVisitsAdmin } from './admin/service-visits.ts';
import { reviewsService } from './reviews.service.ts';
import type { Locale } from '../../shared/locale.ts';

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  config: Config;
  integrations: Integrations;
  /** Text in a language for what services write themselves (SMS): the same messages as the pages (locales/). */
  texts: (locale: Locale) => TFunction;
  /** The server secret of one-time codes (boot.ts reads or makes it: server/lib/auth-secret.ts). */
  authSecret?: string;
  /** The job engine (boot.ts starts it); by default the one the database calls for, not started (scripts). */
  queue?: JobQueue<ShopTasks>;
  /** REDIRECTS_FILE's redirects (boot.ts reads them), beside the back office's. */
  fileRedirects?: readonly Redirect[];
}

/**
 * The composition root (Ghost's shape): every service built over one database, one clock, one logger and the
 * integrations. The single place where repositories meet the rules that use them; a test passes a fake clock or SMS.
 */
export function createServices({ db, clock, log, config, integrations, texts, authSecret, queue, fileRedirects = [] }: ServiceDeps) {
  // The repositories every service is given (and their transaction): no service holds the database handle itself.
  // Every move of an order to `paid` issues its invoice, and to `refunded` its credit note, in the move's transaction.
  // The seller is SELLER_*'s until one is saved in the back office's settings; an invoice reads it when issued.
  const seller = sellerOf(config, { publicSite: hasPublicOrigin(config) });
  const kept = keptUntilChange(integrations.changes);
  const issuer = invoiceIssuer(sellerInForce(seller));
  // A quote whose order is cancelled is open again, in the cancelling move's transaction (services/quotes/quote-reopen.ts).
  // An order delivered (or a pickup shipped) registers its serviced items as the customer's equipment (issue #34).
  const store = repos(db.kysely, {
    paid: issuer.issueForPaidOrder,
    refunded: issuer.issueCreditNoteForRefund,
    cancelled: reopenQuoteOfCancelledOrder,
    shipped: (r, orderId, at) => registerOrderEquipment(r, orderId, at, 'shipped'),
    delivered: (r, orderId, at) => registerOrderEquipment(r, orderId, at, 'delivered'),
  });
  const settings = siteSettingsService({ repos: store, clock, kept, defaults: { contact: DEMO_CONTACT, seller } });
  const vat = { ratePercent: config.VAT_RATE, included: config.PRICES_INCLUDE_VAT === 'on' };
  const jobs = queue ?? createJobQueue(db, config.DATABASE_URL, { concurrency: config.JOB_CONCURRENCY, log });
  // Held back for this process's first try: longer than a provider's slowest answer (Kavenegar tries 3 times, 2.5 s apart).
  const textQueue = createTextQueue({
    queue: jobs,
    sms: integrations.sms,
    repos: store,
    clock,
    log,
    holdMs: config.SMS_TIMEOUT_MS * 3 + 5_000,
    maxAttempts: config.SMS_MAX_ATTEMPTS,
    quiet: parseQuietHours(config.TEXT_QUIET_HOURS),
  });
  const products = productsRepo(db.kysely);
  const categories = categoriesRepo(db.kysely);
  const brands = brandsRepo(db.kysely);
  const catalog = catalogService({
    products,
    categories: { ...categories, all: kept(categories.all), productCounts: kept(categories.productCounts), children: kept(categories.children) },
    brands: { ...brands, list: kept(brands.list) },
    certifications: store.certifications,
    clock,
    latestReviews: (productId) => reviews.forStructuredData(productId),
    specKeys: specKeysRepo(db.kysely),
  });
  const pages = pagesRepo(db.kysely);
  const content = contentService({
    posts: postsRepo(db.kysely),
    pages: { ...pages, services: kept(pages.services), testimonials: kept(pages.testimonials) },
    sitePages: { byKey: kept(sitePagesRepo(db.kysely).byKey) },
    clock,
    changes: integrations.changes,
  });
  const redirects = redirectsService({ repos: store, clock, kept, file: fileRedirects });
  const searchIndex = searchRepo(db);
  // Searches by price or stock answer from a copy of every product's price and stock (search.repo.ts): every change
  // the bus tells of (a back-office save, a product running out or coming back, a missed event) drops it.
  for (const topic of CHANGE_TOPICS) integrations.changes.subscribe(topic, () => searchIndex.dropLiveFacts());
  const searchLogger = searchLog({ repos: store, clock, log });
  const search = searchService({
    index: searchIndex,
    products,
    categories,
    brands,
    catalog,
    certifications: { ...store.certifications, standards: kept(store.certifications.standards) },
    clock,
    noteSearch: searchLogger.note,
  });
  const sitemap = sitemapService({ sitemap: sitemapRepo(db.kysely), clock });
  const storefront = storefrontService({ catalog, content });
  const limits = rateLimiter({ repos: store, clock, log });
  const uploads = uploadsService({ repos: store, storage: integrations.files, clock, log, limits });
  const contact = contactService({ repos: store, uploads, textQueue, clock, log, limits, operatorMobile: config.OPERATOR_MOBILE, texts });
  // Without a configured secret (scripts that send no codes) a per-process one does: no code outlives the process.
  const secret = authSecret ?? config.AUTH_SECRET ?? randomBytes(32).toString('base64url');
  const publicHost = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : undefined;
  // An anonymous cart joins the user's at login, inside the login's transaction.
  const mergeCart = (r: Repos, args: { fromCartId: string; userId: number }) => mergeCartInto(r, { ...args, at: clock() });
  const auth = authService({ repos: store, textQueue, clock, log, secret, limits, texts, mergeCart, publicHost });
  const likes = likesService({ repos: store, clock });
  // Checkout (#8): the gateway PAYMENT_PROVIDER names (the test one keeps its payments in a table), unless a test passes one.
  const gateway = integrations.payment ?? createPaymentGateway(paymentOptionsFromConfig(config, { store: testPaymentStore(db.kysely), clock }));
  const notify = orderSms({ textQueue, texts, log, origin: config.PUBLIC_ORIGIN });
  const addresses = addressesService({ addresses: addressesRepo(db.kysely), clock });
  const buyers = buyersService({ repos: store, clock, strictPostalCode: config.POSTAL_CODE_STRICT === 'on' });
  const alert = operatorAlert({ textQueue, repos: store, texts, log, clock, operatorMobile: config.OPERATOR_MOBILE });
  const payments = paymentsService({ repos: store, gateway, clock, log, notify, alert, publicOrigin: config.PUBLIC_ORIGIN, limits });
  const orders = ordersService({
    repos: store,
    payments,
    clock,
    log,
    notify,
    changes: integrations.changes,
    alertOperator: chequeReviewAlert(alert),
    cheque: { maxDueDays: config.CHEQUE_MAX_DUE_DAYS, reviewDays: config.CHEQUE_REVIEW_DAYS, reviewGraceHours: config.CHEQUE_REVIEW_GRACE_HOURS },
    alert,
    quoteCheque: { maxDueDays: config.QUOTE_MAX_CHEQUE_DAYS, holdDays: config.CHEQUE_HOLD_DAYS },
  });
  const quotes = quotesService({
    repos: store,
    clock,
    log,
    uploadExists: (id) => uploads.exists(id),
    alert,
    notify,
    orderHoldMs: config.CHEQUE_HOLD_DAYS * 86_400_000,
    vatRatePercent: config.VAT_RATE,
  });
  const checkout = checkoutService({
    repos: store,
    payments,
    clock,
    log,
    notify,
    changes: integrations.changes,
    paymentMinutes: config.ORDER_PAYMENT_MINUTES,
    chequeHoldDays: config.CHEQUE_HOLD_DAYS,
    maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
    vat,
  });
  const invoices = invoicesService({ repos: store });
  const questions = questionsService({ repos: store, clock, log, limits, textQueue, texts, origin: config.PUBLIC_ORIGIN });
  const reviews = reviewsService({ repos: store, clock, log, limits, textQueue, texts, changes: integrations.changes, origin: config.PUBLIC_ORIGIN });
  const stockAlerts = stockAlertsService({ repos: store, clock, log, limits, textQueue, texts, changes: integrations.changes, origin: config.PUBLIC_ORIGIN });
  const equipment = equipmentService({
    repos: store,
    clock,
    log,
    limits,
    textQueue,
    texts,
    reminderDays: config.SERVICE_REMINDER_DAYS,
    origin: config.PUBLIC_ORIGIN,
  });
  const serviceRules = serviceRulesAdmin({ repos: store, clock });
  const serviceVisits = serviceVisitsAdmin({ repos: store, clock, log, textQueue, texts });
  /** The demo's customer, buyers and invoiced order, seeded with the demo catalogue (issue #31). */
  const seedDemoOrder = () => seedDemoBuyerOrder({ repos: store, clock, vat });
  const cart = cartService({ repos: store, products, clock, checkout, vat });
  const admin = adminService({
    repos: store,
    clock,
    log,
    limits,
    adminMobile: config.ADMIN_MOBILE,
    mediaDir: config.MEDIA_DIR,
    findUpload: (name) => uploads.find(name),
    reindex: (ids) => search.reindex(ids),
    orders,
    textQueue,
    texts,
    quoteMaxChequeDays: config.QUOTE_MAX_CHEQUE_DAYS,
    origin: config.PUBLIC_ORIGIN,
    flushSearchLog: () => searchLogger.flush(),
  });
  return {
    catalog,
    content,
    search,
    searchLog: searchLogger,
    sitemap,
    storefront,
    uploads,
    contact,
    auth,
    likes,
    cart,
    addresses,
    buyers,
    invoices,
    stockAlerts,
    questions,
    certifications: certificationExpiry({ repo: store.certifications, clock, changes: integrations.changes }),
    equipment,
    serviceRules,
    serviceVisits,
    reviews,
    issuer,
    seedDemoOrder,
    settings,
    payments,
    orders,
    checkout,
    quotes,
    admin,
    redirects,
    limits,
    jobs,
    texts: textQueue,
  };
}

export type Services = ReturnType<typeof createServices>;
