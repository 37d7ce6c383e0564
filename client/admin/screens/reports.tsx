import { useMemo } from 'react';
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminReportContracts, REPORT_PERIODS, type ReportPeriod, type ReportTable } from '../../../shared/contracts/admin/reports.ts';
import { periodText, salesTable, searchTable, type ReportCell, type ReportTableView } from '../../../shared/report-tables.ts';
import { addDays, tehranDayOf } from '../../../shared/tehran-day.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n, type T } from '../admin-i18n.tsx';
import { listParams } from '../components.tsx';
import { DateField } from '../date/date-field.tsx';
import { ReportChart } from '../report-chart.tsx';
import { cellText, ReportTableBlock } from '../report-table.tsx';
import type { ChartSpec } from '../report-charts.ts';
import type { Locale } from '../../../shared/locale.ts';

/** The range shown when the address names none: the last 30 Tehran days, by day. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const params = listParams(request);
  const today = tehranDayOf(new Date());
  const filters = {
    from: params.from || addDays(today, -29),
    to: params.to || today,
    by: ((REPORT_PERIODS as readonly string[]).includes(params.by) ? params.by : 'day') as ReportPeriod,
  };
  const [sales, search] = await Promise.all([api().call(adminReportContracts.sales, filters), api().call(adminReportContracts.search, filters)]);
  return { filters, sales, search };
}

const SALES_TABLES = ['periods', 'products', 'categories', 'provinces', 'deliveries', 'payments', 'funnel', 'stock'] as const;
const SEARCH_TABLES = ['searches', 'nothing'] as const;

const valueOf = (cell: ReportCell) => (cell.kind === 'count' || cell.kind === 'toman' ? cell.value : 0);

/** Which columns of a table its chart draws: money as bars, counts as a line beside them; long names across. */
function chartOf(table: ReportTable, view: ReportTableView, locale: Locale, t: T): ChartSpec {
  const column = (i: number, line = false) => ({ label: t(`reports.columns.${view.columns[i]}`), values: view.rows.map((r) => valueOf(r[i])), line });
  const labels = view.rows.map((r) => cellText(r[0], locale, t));
  switch (table) {
    case 'periods':
      // A period's first day names it on the axis (the table has both ends).
      return {
        labels: view.rows.map((r) => (r[0].kind === 'period' ? periodText(r[0].from, r[0].from, locale, '') : '')),
        series: [column(3), column(1, true), column(2, true)],
      };
    case 'products':
    case 'categories':
      return { labels, series: [column(2)], horizontal: true };
    case 'provinces':
    case 'deliveries':
    case 'payments':
      return { labels, series: [column(3), column(1, true)] };
    case 'funnel':
      return { labels, series: [column(1)] };
    case 'stock':
      return {
        labels: [t('reports.columns.atCostToman'), t('reports.columns.atPriceToman')],
        series: [{ label: t('reports.series.value'), values: [valueOf(view.rows[0][2]), valueOf(view.rows[0][3])] }],
      };
    case 'searches':
      return { labels, series: [column(1)], horizontal: true };
    case 'nothing':
      return { labels, series: [column(2)], horizontal: true };
  }
}

function Report({ table, view, query }: { table: ReportTable; view: ReportTableView; query: URLSearchParams }) {
  const { t, locale } = useI18n();
  const spec = useMemo(() => chartOf(table, view, locale, t), [table, view, locale, t]);
  const title = t(`reports.tables.${table}`);
  return (
    // Not a landmark of its own: its table is the named region (TableRegion), and two of one name would be one too many.
    <section className="adm-report" data-report={table}>
      <h2 id={`report-${table}`}>{title}</h2>
      {view.rows.length > 0 && <ReportChart id={`chart-${table}`} spec={spec} label={t('reports.chartLabel', { table: title })} />}
      <ReportTableBlock table={table} view={view} query={query} titleId={`report-${table}`} />
    </section>
  );
}

/**
 * The reports (issue #32) over a range of Tehran days chosen in the operator's calendar: sales by period, product,
 * category, province, delivery and payment; the path to money; searches; the stock's value. Each a chart and its table.
 */
export function Component() {
  const { filters, sales, search } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const query = useMemo(() => new URLSearchParams(filters), [filters]);
  const salesViews = useMemo(() => SALES_TABLES.map((table) => [table, salesTable(table, sales)] as const), [sales]);
  const searchViews = useMemo(() => SEARCH_TABLES.map((table) => [table, searchTable(table, search)] as const), [search]);
  return (
    <section className="adm-reports" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('nav.reports')}</h1>
      <p className="adm-muted">{t('reports.intro')}</p>
      <Form className="adm-filters" role="search" key={JSON.stringify(filters)}>
        <DateField id="r-from" name="from" label={t('reports.from')} value={filters.from} />
        <DateField id="r-to" name="to" label={t('reports.to')} value={filters.to} />
        <div className="adm-field">
          <label htmlFor="r-by">{t('reports.by')}</label>
          <select id="r-by" name="by" defaultValue={filters.by}>
            {REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`reports.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-filter-actions">
          <button className="adm-button" type="submit">
            {t('reports.show')}
          </button>
        </div>
      </Form>
      {salesViews.map(([table, view]) => (
        <Report key={table} table={table} view={view} query={query} />
      ))}
      <p className="adm-muted">{t('reports.searchLogNote')}</p>
      {searchViews.map(([table, view]) => (
        <Report key={table} table={table} view={view} query={query} />
      ))}
    </section>
  );
}
