import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Paged } from '../../shared/contracts/admin/paging.ts';
import { fieldMessages } from './admin-api.ts';
import { useI18n } from './admin-i18n.tsx';
import { Pager } from './components.tsx';
import { TableRegion } from './table-region.tsx';

/**
 * A page of back-office records as a table, each row linked to its form, with a switch that takes a record off the
 * site or puts it back (`setActive`; records without one have no switch).
 */
export function RecordList<R extends { id: number; active?: boolean }>({
  title,
  path,
  newLabel,
  page,
  columns,
  setActive,
  actions,
}: {
  title: string;
  path: string;
  /** The "new" button's words; none: records are edited, never made (the site's pages). */
  newLabel?: string;
  page: Paged<R>;
  columns: { head: string; cell: (row: R) => ReactNode }[];
  setActive?: (id: number, active: boolean) => Promise<unknown>;
  /** More buttons of a row (a category's move up and down); they report failures through `run`. */
  actions?: (row: R, run: (work: () => Promise<unknown>) => Promise<void>) => ReactNode;
}) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  async function run(work: () => Promise<unknown>) {
    setError(null);
    try {
      await work();
      await revalidate();
    } catch (err) {
      setError(fieldMessages(err).general[0] ?? null);
    }
  }
  return (
    <>
      <div className="adm-head">
        <h1>{title}</h1>
        {newLabel && (
          <Link className="adm-button" to={`/${path}/new`}>
            {newLabel}
          </Link>
        )}
      </div>
      {error && (
        <p className="adm-alert" role="alert">
          {error}
        </p>
      )}
      {page.items.length === 0 ? (
        <p>{t('records.none')}</p>
      ) : (
        <TableRegion label={title}>
          <table className="adm-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.head}>{c.head}</th>
                ))}
                {setActive && <th>{t('records.state')}</th>}
                {actions && <th>{t('records.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.id} className={row.active === false ? 'adm-off' : undefined}>
                  {columns.map((c, i) => (
                    <td key={c.head}>{i === 0 ? <Link to={`/${path}/${row.id}`}>{c.cell(row)}</Link> : c.cell(row)}</td>
                  ))}
                  {setActive && (
                    <td>
                      <span className="adm-badge">{t(row.active ? 'records.active' : 'records.inactive')}</span>{' '}
                      <button
                        type="button"
                        className="adm-button adm-button--quiet adm-button--small"
                        onClick={() => void run(() => setActive(row.id, !row.active))}
                      >
                        {t(row.active ? 'records.deactivate' : 'records.activate')}
                      </button>
                    </td>
                  )}
                  {actions && <td className="adm-row-actions">{actions(row, run)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pager page={page} />
    </>
  );
}
