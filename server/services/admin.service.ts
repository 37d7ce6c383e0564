import type { Repos } from '../db/repos/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { RateLimiter } from './rate-limits.ts';
import type { Logger } from '../lib/logger.ts';
import type { AuditPage } from '../../shared/contracts/admin/access.ts';
import { tehranDayStart, tehranNextDayStart } from '../../shared/tehran-day.ts';
import { paged, pageWindow, type Paged } from '../../shared/contracts/admin/paging.ts';
import { adminAccess } from './admin/access.ts';
import { adminProducts } from './admin/products.ts';
import { adminPictures } from './admin/pictures.ts';
import { adminCertifications } from './admin/certifications.ts';
import { adminStock } from './admin/stock.ts';
import { itemSheetExport } from './admin/item-sheet.ts';
import { itemImport } from './admin/item-import.ts';
import { adminRequests } from './admin/requests.ts';
import { adminDashboard } from './admin/dashboard.ts';
import { adminReports } from './admin/reports.ts';
import { adminOrders } from './admin/orders.ts';
import { adminQuotes } from './admin/quotes.ts';
import { adminDeliveries, adminDiscounts } from './admin/commerce.ts';
import { adminPosts, adminProjects, adminTestimonials } from './admin/writing.ts';
import { adminSitePages } from './admin/site-pages.ts';
import { adminSpecKeys } from './admin/spec-keys.ts';
import { adminBrands, adminCategories, adminPostCategories, adminServices } from './admin/taxonomy.ts';
import type { OrdersService } from './orders.service.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { FailedText } from '../../shared/contracts/admin/orders.ts';
import type { TFunction } from 'i18next';
import type { Locale } from '../../shared/locale.ts';
import type { StoredFile } from './uploads.service.ts';

export interface AdminDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  /** The site's rate limits (the back office's password tries). */
  limits: RateLimiter;
  adminMobile?: string;
  mediaDir: string;
  findUpload: (name: string) => Promise<StoredFile | null>;
  /** The search index's update after a product changed (search.service's `reindex`). */
  reindex: (productIds: number[]) => Promise<unknown>;
  /** The checkout's orders service: the order state machine's moves. */
  orders: OrdersService;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
  /** The latest due date of a quote's cheque, in days from today (QUOTE_MAX_CHEQUE_DAYS). */
  quoteMaxChequeDays: number;
  /** PUBLIC_ORIGIN, for links texted to customers. */
  origin?: string;
  /** Writes this process's search counts, before a report reads the log. */
  flushSearchLog: () => Promise<void>;
}

const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as unknown));

/** The operator's back office (issue #11): one module per area under services/admin/, composed here. */
export function adminService(deps: AdminDeps) {
  const access = adminAccess(deps);
  const stock = adminStock(deps);
  const requests = adminRequests(deps);
  const pictures = adminPictures(deps);
  return {
    access,
    products: adminProducts(deps),
    pictures,
    certifications: adminCertifications(deps),
    stock,
    /** Prices and stock in bulk (issue #32): the items' spreadsheet out and in. */
    itemSheet: itemSheetExport(deps),
    itemImport: itemImport(deps),
    requests,
    orders: adminOrders(deps),
    quotes: adminQuotes(deps),
    discounts: adminDiscounts(deps),
    deliveries: adminDeliveries(deps),
    categories: adminCategories(deps),
    specKeys: adminSpecKeys(deps),
    brands: adminBrands({ ...deps, storeLogo: (uploadId, field) => pictures.logo(uploadId, field) }),
    services: adminServices({ ...deps, storePicture: (uploadId, field) => pictures.banner(uploadId, field) }),
    postCategories: adminPostCategories(deps),
    posts: adminPosts({ ...deps, storePicture: (uploadId, field) => pictures.banner(uploadId, field, 'posts') }),
    sitePages: adminSitePages({ ...deps, storePicture: (uploadId, field) => pictures.banner(uploadId, field, 'pages') }),
    testimonials: adminTestimonials(deps),
    projects: adminProjects(deps),
    dashboard: adminDashboard({ ...deps, lowStock: () => stock.lowCount(), newRequests: () => requests.newCount() }),
    reports: adminReports(deps),

    /** Categories (as a flat list with parents) and brands, for the product form's pickers. */
    async choices() {
      const [categories, brands] = await Promise.all([deps.repos.adminTaxonomy.categoryChoices(), deps.repos.adminTaxonomy.brandChoices()]);
      return {
        categories: categories.map((c) => ({ id: c.id, nameFa: c.name_fa, nameEn: c.name_en, parentId: c.parent_id })),
        brands: brands.map((b) => ({ id: b.id, nameFa: b.name_fa, nameEn: b.name_en })),
      };
    },

    /** Texts the queue gave up on, newest first (the number masked; the back office's failed-texts screen lists them). */
    async failedTexts(filter: { page: number }): Promise<Paged<FailedText>> {
      const window = pageWindow(filter.page);
      const { rows, total } = await deps.repos.texts.failures(window.limit, window.offset);
      return paged(
        rows.map((r) => ({ id: r.id, mobile: r.mobile_masked, kind: r.kind, error: r.error, attempts: r.attempts, failedAt: r.failed_at })),
        total,
        filter.page,
      );
    },

    /** The audit log, newest first, a page at a time (admins only; the route checks). */
    async auditLog(filter: {
      entity?: string;
      entityId?: string;
      action?: string;
      userId?: number;
      from?: string;
      to?: string;
      page: number;
    }): Promise<AuditPage> {
      const log = deps.repos.audit;
      // The filter's days are Tehran's, the last one whole (as the orders' filter reads them).
      const window = {
        ...filter,
        createdFrom: filter.from ? tehranDayStart(filter.from) : undefined,
        createdBefore: filter.to ? tehranNextDayStart(filter.to) : undefined,
      };
      const [{ rows, total }, actions, actors] = await Promise.all([log.page(window, pageWindow(filter.page)), log.actions(), log.actors()]);
      const page = paged(
        rows.map((r) => ({
          id: r.id,
          action: r.action,
          entity: r.entity,
          entityId: r.entity_id,
          before: parse(r.before_json),
          after: parse(r.after_json),
          reason: r.reason,
          ip: r.ip,
          createdAt: r.created_at,
          user: r.user_id === null ? null : { id: r.user_id, mobile: r.mobile ?? '', fullName: r.full_name ?? '' },
        })),
        total,
        filter.page,
      );
      return { ...page, actions, actors: actors.map((u) => ({ id: u.id, mobile: u.mobile, fullName: u.full_name ?? '' })) };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
