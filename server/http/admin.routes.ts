import { Router } from 'express';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import { ADMIN_REQUEST_FILE_PATH } from '../../shared/contracts/admin/requests.ts';
import { ADMIN_ORDERS_CSV_PATH } from '../../shared/contracts/admin/orders.ts';
import { ADMIN_QUOTE_FILE_PATH } from '../../shared/contracts/admin/quotes.ts';
import { ADMIN_REPORT_FILE_PATH, adminReportContracts } from '../../shared/contracts/admin/reports.ts';
import { reportFile } from './report-file.ts';
import { serviceVisitsFile } from './service-visits-file.ts';
import { ADMIN_SERVICE_VISITS_FILE_PATH } from '../../shared/contracts/admin/service-visits.ts';
import type { Services } from '../services/index.ts';
import type { ApiRoute } from './api-route.ts';
import { recordRoutes, staffRoute } from './admin-route.ts';
import { AppError } from '../lib/errors.ts';
import { sendStoredFile } from './stored-file.ts';
import { failure, inputMessages } from './api.dispatch.ts';

/** The back office's API (issue #11), every path under /api/admin behind middleware/admin-gate.ts. */
export function adminRoutes({ admin, redirects, questions, reviews, settings, serviceRules, serviceVisits }: Services): ApiRoute[] {
  const { access, catalog, requests, dashboard, orders } = adminContracts;
  return [
    staffRoute(access.session, async (_input, _actor, ctx) => {
      const staff = await admin.access.session(ctx.visitor);
      if (!staff) throw new AppError('FORBIDDEN');
      return staff;
    }),
    staffRoute(access.enter, ({ password }, _actor, ctx) => admin.access.enter(ctx.visitor, password)),
    staffRoute(access.staff, (input) => admin.access.staff(input), 'admin'),
    staffRoute(access.setRole, ({ mobile, role }, actor) => admin.access.setRole(actor, mobile, role), 'admin'),
    staffRoute(access.audit, (input) => admin.auditLog(input), 'admin'),

    staffRoute(catalog.products, (input) => admin.products.page(input)),
    staffRoute(catalog.product, ({ id }) => admin.products.load(id)),
    staffRoute(catalog.saveProduct, (input, actor) => admin.products.save(actor, input)),
    staffRoute(catalog.addPicture, (input, actor) => admin.pictures.add(actor, input)),
    staffRoute(catalog.removePicture, ({ id }, actor) => admin.pictures.remove(actor, id)),
    staffRoute(catalog.movePicture, ({ id, direction }, actor) => admin.pictures.move(actor, id, direction)),
    staffRoute(adminContracts.certifications.save, (input, actor) => admin.certifications.save(actor, input)),
    staffRoute(adminContracts.certifications.remove, ({ id }, actor) => admin.certifications.remove(actor, id)),
    staffRoute(catalog.choices, () => admin.choices()),
    staffRoute(catalog.stock, (input) => admin.stock.list(input)),
    staffRoute(catalog.adjustStock, (input, actor) => admin.stock.adjust(actor, input)),

    staffRoute(orders.list, (input) => admin.orders.page(input)),
    staffRoute(orders.get, ({ id }) => admin.orders.detail(id)),
    staffRoute(orders.act, (input, actor) => admin.orders.act(actor, input)),
    staffRoute(adminContracts.quotes.list, (input) => admin.quotes.list(input)),
    staffRoute(adminContracts.quotes.get, ({ id }) => admin.quotes.detail(id)),
    staffRoute(adminContracts.quotes.save, (input, actor) => admin.quotes.save(actor, input)),
    staffRoute(adminContracts.quotes.send, ({ id }, actor) => admin.quotes.send(actor, id)),
    staffRoute(adminContracts.quotes.instalment, (input, actor) => admin.quotes.instalment(actor, input)),
    staffRoute(orders.failedTexts, (input) => admin.failedTexts(input)),
    staffRoute(dashboard.get, () => admin.dashboard.get()),
    staffRoute(adminReportContracts.sales, (input, _actor, ctx) => admin.reports.sales(input, ctx.locale)),
    staffRoute(adminReportContracts.search, (input) => admin.reports.search(input)),
    staffRoute(requests.list, (input) => admin.requests.page(input)),
    staffRoute(requests.get, ({ id }) => admin.requests.get(id)),
    staffRoute(requests.mark, (input, actor) => admin.requests.mark(actor, input)),
    ...recordRoutes(adminContracts.discounts, admin.discounts),
    ...recordRoutes(adminContracts.deliveries, admin.deliveries),
    ...recordRoutes(adminContracts.categories, admin.categories),
    staffRoute(adminContracts.specKeys.list, ({ categoryId }) => admin.specKeys.list(categoryId)),
    staffRoute(adminContracts.specKeys.save, ({ categoryId, keys }, actor) => admin.specKeys.save(actor, categoryId, keys)),
    staffRoute(adminContracts.categories.move, ({ id, direction }, actor) => admin.categories.move(actor, id, direction)),
    ...recordRoutes(adminContracts.brands, admin.brands),
    ...recordRoutes(adminContracts.services, admin.services),
    ...recordRoutes(adminContracts.postCategories, admin.postCategories),
    ...recordRoutes(adminContracts.posts, admin.posts),
    ...recordRoutes(adminContracts.testimonials, admin.testimonials),
    ...recordRoutes(adminContracts.projects, admin.projects),
    ...recordRoutes(adminContracts.sitePages, admin.sitePages),
    staffRoute(adminContracts.questions.list, (input, _actor, ctx) => questions.list(input, ctx.locale)),
    staffRoute(adminContracts.questions.act, (input, actor, ctx) => questions.act(actor, input, ctx.locale)),
    staffRoute(adminContracts.reviews.list, (input, _actor, ctx) => reviews.list(input, ctx.locale)),
    staffRoute(adminContracts.reviews.act, (input, actor, ctx) => reviews.act(actor, input, ctx.locale)),
    staffRoute(adminContracts.redirects.list, () => redirects.list()),
    staffRoute(adminContracts.redirects.save, (input, actor) => redirects.save(actor, input)),
    staffRoute(adminContracts.redirects.remove, ({ id }, actor) => redirects.remove(actor, id)),
    staffRoute(adminContracts.serviceRules.list, (_input, _actor, ctx) => serviceRules.list(ctx.locale)),
    staffRoute(adminContracts.serviceRules.save, (input, actor, ctx) => serviceRules.save(actor, input, ctx.locale)),
    staffRoute(adminContracts.serviceRules.remove, ({ id }, actor) => serviceRules.remove(actor, id)),
    staffRoute(adminContracts.serviceVisits.calendar, ({ weeks }, _actor, ctx) => serviceVisits.calendar(weeks, ctx.locale)),
    staffRoute(adminContracts.serviceVisits.act, (input, actor, ctx) => serviceVisits.act(actor, input, ctx.locale)),
    // The site's settings: staff keep the contact details; the invoices' seller is an admin's (the shop's legal identity).
    staffRoute(adminContracts.settings.get, (_input, _actor, ctx) => settings.get(ctx.visitor.role === 'admin')),
    staffRoute(adminContracts.settings.save, (input, actor, ctx) => settings.save(actor, input, { mayEditSeller: ctx.visitor.role === 'admin' })),
  ];
}

/** What the back office sends that is not JSON: a request's attachment, only through here (behind the gate). */
export function adminFiles({ admin, uploads, serviceVisits }: Services): Router {
  const router = Router();
  router.get(ADMIN_REQUEST_FILE_PATH.replace(/^\/api\/admin/, ''), async (req, res) => {
    const id = Number(req.query.id);
    const name = Number.isInteger(id) && id > 0 ? await admin.requests.fileName(id) : null;
    const found = name ? await uploads.find(name) : null;
    if (!found) return void res.status(404).json(failure([{ item1: req.t('errors:NOT_FOUND'), code: 'NOT_FOUND' }]));
    sendStoredFile(res, found, 'private, no-store');
  });
  // A quote's file (issue 31), the same gated download as a request's.
  router.get(ADMIN_QUOTE_FILE_PATH.replace(/^\/api\/admin/, ''), async (req, res) => {
    const id = Number(req.query.id);
    const name = Number.isInteger(id) && id > 0 ? await admin.quotes.fileName(id) : null;
    const found = name ? await uploads.find(name) : null;
    if (!found) return void res.status(404).json(failure([{ item1: req.t('errors:NOT_FOUND'), code: 'NOT_FOUND' }]));
    sendStoredFile(res, found, 'private, no-store');
  });
  // The filtered order list as CSV, checked by the same schema as the list (a bad filter is a 400, never a 500).
  router.get(ADMIN_ORDERS_CSV_PATH.replace(/^\/api\/admin/, ''), async (req, res) => {
    if (req.ctx.visitor.role !== 'staff' && req.ctx.visitor.role !== 'admin') return void res.status(403).end();
    const { filter } = await import('../../shared/contracts/admin/orders.inputs.ts');
    const parsed = filter.safeParse(req.query);
    if (!parsed.success) return void res.status(400).json(failure(inputMessages(parsed.error, req.t)));
    const csv = await admin.orders.csv(parsed.data, req.t, req.ctx.locale);
    res
      .set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="orders.csv"', 'X-Content-Type-Options': 'nosniff' })
      .send(csv);
  });
  // A report's table as CSV or XLSX (issue #32), checked by the report's own schema.
  router.get(ADMIN_REPORT_FILE_PATH.replace(/^\/api\/admin/, ''), (req, res) => reportFile({ admin }, req, res));
  // The field team's service list (issue #34), the same files.
  router.get(ADMIN_SERVICE_VISITS_FILE_PATH.replace(/^\/api\/admin/, ''), (req, res) => serviceVisitsFile({ serviceVisits }, req, res));
  return router;
}
