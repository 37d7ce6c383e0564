import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { endpoint } from '../../shared/contracts/endpoint.ts';
import { ADMIN_SERVICE_VISITS_FILE_PATH, type ServiceCalendar } from '../../shared/contracts/admin/service-visits.ts';
import { formatDate } from '../../shared/format-date.ts';
import type { Services } from '../services/index.ts';
import { staffRoute } from './admin-route.ts';
import { dispatch } from './api.dispatch.ts';
import { sendTable } from './report-file.ts';

const fileInput = endpoint<ServiceCalendar & { format: 'csv' | 'xlsx' }>()({
  method: 'GET',
  path: ADMIN_SERVICE_VISITS_FILE_PATH,
  input: () => import('../../shared/contracts/admin/service-visits.inputs.ts').then((m) => m.file),
});

/**
 * The field team's list (issue #34) as CSV or XLSX: every service due in the coming weeks and every booked visit, by
 * province and city, in the language asked, dates in its calendar (Jalali in Persian).
 */
export async function serviceVisitsFile({ serviceVisits }: Pick<Services, 'serviceVisits'>, req: Request, res: Response) {
  const t = req.t as TFunction;
  const route = staffRoute(fileInput, async ({ weeks, format }, _actor, ctx) => ({ ...(await serviceVisits.calendar(weeks, ctx.locale)), format }));
  const result = await dispatch(route, req.query, req.ctx, t);
  if (result.status !== 200) return void res.status(result.status).json(result.body);
  const { due, visits, format } = result.body.data as ServiceCalendar & { format: 'csv' | 'xlsx' };
  const locale = req.ctx.locale;
  const day = (d: string | null) => (d ? formatDate(`${d}T12:00:00Z`, locale) : '');
  const header = ['kind', 'date', 'window', 'status', 'province', 'city', 'address', 'customer', 'mobile', 'product', 'count', 'service'].map((c) =>
    t(`admin:serviceVisits.columns.${c}`),
  );
  const visitOf = new Map(visits.map((v) => [v.id, v]));
  const rows: (string | number)[][] = [
    ...visits
      .filter((v) => v.status === 'requested' || v.status === 'confirmed')
      .map((v) => [
        t('admin:serviceVisits.kind.visit'),
        day(v.date),
        t(`admin:serviceVisits.window.${v.window}`),
        t(`admin:serviceVisits.status.${v.status}`),
        v.province ?? '',
        v.city ?? '',
        v.line ?? '',
        v.customer ?? '',
        v.mobile,
        v.product,
        v.count,
        v.service,
      ]),
    ...due
      .filter((d) => d.visitId === null || !visitOf.has(d.visitId))
      .map((d) => [
        t('admin:serviceVisits.kind.due'),
        day(d.dueOn),
        '',
        '',
        d.province ?? '',
        d.city ?? '',
        d.line ?? '',
        d.customer ?? '',
        d.mobile,
        d.product,
        d.count,
        d.service,
      ]),
  ];
  await sendTable(res, { name: 'service-visits', format, sheet: t('admin:nav.serviceVisits'), header, rows, rightToLeft: locale === 'fa' });
}
