import { useState } from 'react';
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { ADMIN_SERVICE_VISITS_FILE_PATH, type AdminVisit, type VisitAction } from '../../../shared/contracts/admin/service-visits.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useAction } from '../use-action.ts';
import { useI18n } from '../admin-i18n.tsx';
import { Day, Num } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';
import { FormOutcome, LabelledField } from '../labelled-field.tsx';
import { DateInput } from '../date/date-field.tsx';
import { formatNumber } from '../../../shared/format.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const weeks = Number(new URL(request.url).searchParams.get('weeks')) || 4;
  return { weeks, calendar: await api().call(adminContracts.serviceVisits.calendar, { weeks }) };
}

const WEEKS = [2, 4, 8, 13, 26];

/** One open visit's actions: confirm, move (a day and a window), mark done, cancel with a reason. */
function VisitActions({ visit, onDone }: { visit: AdminVisit; onDone(message: string): void }) {
  const { t } = useI18n();
  const [date, setDate] = useState(visit.date);
  const [window, setWindow] = useState(visit.window);
  const [reason, setReason] = useState('');
  const { errors, run } = useAction();
  const id = `visit-${visit.id}`;
  // The notice is the screen's (a done or cancelled visit leaves the list, and its row with it).
  const act = async (input: VisitAction, message: string) => {
    if (await run(() => api().call(adminContracts.serviceVisits.act, input), message)) onDone(message);
  };
  // Each action is a button; the move and the cancel carry their fields, whose refusals stand under them.
  const button = (label: string, input: VisitAction, message: string, quiet = true) => (
    <button type="button" className={quiet ? 'adm-button adm-button--quiet' : 'adm-button'} onClick={() => void act(input, message)}>
      {label}
    </button>
  );
  const { date: dateError, window: windowError, reason: reasonError, ...otherFields } = errors.fields;
  return (
    <div className="adm-visit-actions" role="group" aria-label={t('serviceVisits.actionsFor', { id: visit.id })}>
      {visit.status === 'requested' && button(t('serviceVisits.confirm'), { id: visit.id, action: 'confirm' }, t('serviceVisits.confirmed'), false)}
      {button(t('serviceVisits.done'), { id: visit.id, action: 'done' }, t('serviceVisits.marked'))}
      <LabelledField
        id={`${id}-date`}
        label={t('serviceVisits.newDate')}
        error={dateError ?? windowError}
        control={(aria) => (
          <>
            <DateInput id={aria.id} value={date} onChange={setDate} invalid={aria['aria-invalid']} describedBy={aria['aria-describedby']} />
            <select
              id={`${id}-window`}
              aria-label={t('serviceVisits.columns.window')}
              value={window}
              onChange={(e) => setWindow(e.target.value === 'afternoon' ? 'afternoon' : 'morning')}
            >
              <option value="morning">{t('serviceVisits.window.morning')}</option>
              <option value="afternoon">{t('serviceVisits.window.afternoon')}</option>
            </select>
            {button(t('serviceVisits.move'), { id: visit.id, action: 'move', date, window }, t('serviceVisits.moved'))}
          </>
        )}
      />
      <LabelledField
        id={`${id}-reason`}
        label={t('serviceVisits.reason')}
        error={reasonError}
        control={(aria) => (
          <>
            <input {...aria} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
            {button(t('serviceVisits.cancel'), { id: visit.id, action: 'cancel', reason }, t('serviceVisits.cancelled'))}
          </>
        )}
      />
      <FormOutcome general={[...Object.values(otherFields), ...errors.general]} done={null} />
    </div>
  );
}

/**
 * The operator's service calendar (issue #34): what falls due in the coming weeks, by province and city, the booked
 * visits with their actions (each audited; confirming, moving and cancelling text the customer), and the list as a file.
 */
export function Component() {
  const { weeks, calendar } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const [done, setDone] = useState<string | null>(null);
  const file = (format: 'csv' | 'xlsx') => `${ADMIN_SERVICE_VISITS_FILE_PATH}?${new URLSearchParams({ weeks: String(weeks), format, lang: locale })}`;
  // The row's action has read the screen again already (useAction): the notice describes the list shown.
  const onDone = (message: string) => setDone(message);
  const place = (r: { province: string | null; city: string | null }) => [r.province, r.city].filter(Boolean).join('، ');
  const open = calendar.visits.filter((v) => v.status === 'requested' || v.status === 'confirmed');
  return (
    <section className="adm-service-visits" aria-labelledby="service-visits-title">
      <h1 id="service-visits-title">{t('nav.serviceVisits')}</h1>
      <p className="adm-muted">{t('serviceVisits.intro')}</p>
      <Form method="get" className="adm-filters">
        <div className="adm-field">
          <label htmlFor="visits-weeks">{t('serviceVisits.weeks')}</label>
          <select id="visits-weeks" name="weeks" defaultValue={String(weeks)}>
            {WEEKS.map((w) => (
              <option key={w} value={w}>
                {formatNumber(w, locale)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="adm-button">
          {t('serviceVisits.show')}
        </button>
        <p className="adm-report-files">
          {t('serviceVisits.download')}: <a href={file('xlsx')}>{t('serviceVisits.xlsx')}</a> · <a href={file('csv')}>{t('serviceVisits.csv')}</a>
        </p>
      </Form>
      {done && (
        <p className="adm-notice" role="status">
          {done}
        </p>
      )}
      <h2 id="visits-title">{t('serviceVisits.visits')}</h2>
      {open.length === 0 ? (
        <p className="adm-muted">{t('serviceVisits.noVisits')}</p>
      ) : (
        <TableRegion label={t('serviceVisits.visitsList')}>
          <table className="adm-table">
            <thead>
              <tr>
                {(['date', 'window', 'status', 'city', 'customer', 'product', 'service', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    {t(`serviceVisits.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {open.map((v) => (
                <tr key={v.id} data-visit={v.id}>
                  <td>
                    <Day value={v.date} />
                  </td>
                  <td>{t(`serviceVisits.window.${v.window}`)}</td>
                  <td>{t(`serviceVisits.status.${v.status}`)}</td>
                  <td>
                    <bdi>{place(v)}</bdi>
                    <br />
                    <bdi>{v.line}</bdi>
                  </td>
                  <td>
                    <bdi>{v.customer}</bdi>
                    <br />
                    <bdi dir="ltr">{v.mobile}</bdi>
                  </td>
                  <td>
                    <bdi>{v.product}</bdi> × <Num value={v.count} />
                  </td>
                  <td>{v.service}</td>
                  <td>
                    <VisitActions visit={v} onDone={onDone} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <h2 id="due-title">{t('serviceVisits.due')}</h2>
      {calendar.due.length === 0 ? (
        <p className="adm-muted">{t('serviceVisits.noneDue')}</p>
      ) : (
        <TableRegion label={t('serviceVisits.dueList')}>
          <table className="adm-table">
            <thead>
              <tr>
                {(['province', 'city', 'date', 'customer', 'product', 'service', 'status'] as const).map((c) => (
                  <th key={c} scope="col">
                    {t(`serviceVisits.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {calendar.due.map((d) => (
                <tr key={`${d.equipmentId}-${d.ruleId}`}>
                  <td>{d.province ?? '—'}</td>
                  <td>{d.city ?? '—'}</td>
                  <td>
                    <Day value={d.dueOn} />
                    {d.dueOn < calendar.from && <> · {t('serviceVisits.overdue')}</>}
                  </td>
                  <td>
                    <bdi>{d.customer}</bdi>
                    <br />
                    <bdi dir="ltr">{d.mobile}</bdi>
                  </td>
                  <td>
                    <bdi>{d.product}</bdi> × <Num value={d.count} />
                  </td>
                  <td>{d.service}</td>
                  <td>{d.visitId ? t('serviceVisits.booked') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
