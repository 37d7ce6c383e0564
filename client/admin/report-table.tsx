import type { Locale } from '../../shared/locale.ts';
import { formatNumber } from '../../shared/format.ts';
import { fileCell, type ReportCell, type ReportTableView } from '../../shared/report-tables.ts';
import { ADMIN_REPORT_FILE_PATH, type ReportTable } from '../../shared/contracts/admin/reports.ts';
import { useI18n, type T } from './admin-i18n.tsx';
import { TableRegion } from './table-region.tsx';

/** A cell as the screen writes it: the file's words (fileCell), its numbers in the page's digits and groups. */
export function cellText(cell: ReportCell, locale: Locale, t: T): string {
  const value = fileCell(cell, locale, t);
  return typeof value === 'number' ? formatNumber(value, locale) : value;
}

/** The storefront's search page for a logged query, in the operator's language. */
const searchPage = (query: string, locale: Locale) => `${locale === 'en' ? '/en' : ''}/search?q=${encodeURIComponent(query)}`;

function Cell({ cell }: { cell: ReportCell }) {
  const { t, locale } = useI18n();
  const text = cellText(cell, locale, t);
  if (cell.kind === 'query')
    return (
      <td>
        <a href={searchPage(cell.value, locale)}>
          <bdi>{text}</bdi>
        </a>
      </td>
    );
  if (cell.kind === 'count' || cell.kind === 'toman') return <td className="adm-num">{text}</td>;
  return (
    <td>
      <bdi>{text}</bdi>
    </td>
  );
}

/**
 * A report's table (the text alternative of its chart) and its downloads, CSV and Excel, of the same rows; each link is
 * described by the report's heading (`titleId`), so a screen reader says which table it downloads.
 */
export function ReportTableBlock({ table, view, query, titleId }: { table: ReportTable; view: ReportTableView; query: URLSearchParams; titleId: string }) {
  const { t, locale } = useI18n();
  const title = t(`reports.tables.${table}`);
  const file = (format: 'csv' | 'xlsx') => {
    const params = new URLSearchParams(query);
    params.set('table', table);
    params.set('format', format);
    params.set('lang', locale);
    return `${ADMIN_REPORT_FILE_PATH}?${params}`;
  };
  return (
    <>
      {view.rows.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('reports.empty')}
        </p>
      ) : (
        <TableRegion label={title}>
          <table className="adm-table" data-report-table={table}>
            <thead>
              <tr>
                {view.columns.map((c) => (
                  <th key={c} scope="col">
                    {t(`reports.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <Cell key={j} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <p className="adm-report-files">
        <a className="adm-button adm-button--quiet" href={file('csv')} download data-report-file="csv" aria-describedby={titleId}>
          {t('reports.csv')}
        </a>
        <a className="adm-button adm-button--quiet" href={file('xlsx')} download data-report-file="xlsx" aria-describedby={titleId}>
          {t('reports.xlsx')}
        </a>
      </p>
    </>
  );
}
