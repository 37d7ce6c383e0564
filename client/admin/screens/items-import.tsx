import { useRef, useState, type FormEvent } from 'react';
import {
  ADMIN_ITEMS_EXPORT_PATH,
  ADMIN_ITEMS_IMPORT_PATH,
  ITEMS_IMPORT_FIELD,
  type ItemFieldValue,
  type ItemImportChange,
  type ItemImportResult,
} from '../../../shared/contracts/admin/item-sheet.ts';
import type { Envelope } from '../../../shared/contracts/endpoint.ts';
import { formatNumber } from '../../../shared/format.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Num } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';

export async function loader() {
  await entered();
  return null;
}

/** The preview shows this many changes; the rest are counted (all of them are applied). */
const SHOWN = 500;

type Step =
  | { at: 'idle' | 'reading' | 'applying' }
  | { at: 'preview' | 'applied'; result: ItemImportResult }
  | { at: 'refused'; messages: string[]; result?: ItemImportResult };

/**
 * Prices and stock in bulk (issue #32): the items' spreadsheet to download, and one to upload back, previewed (what
 * changes, old → new, and every error with its line) before it is applied, all rows at once or none.
 */
export function Component() {
  const { t, locale } = useI18n();
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const file = useRef<HTMLInputElement>(null);

  async function send(dryRun: boolean) {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    setStep({ at: dryRun ? 'reading' : 'applying' });
    const body = new FormData();
    body.append(ITEMS_IMPORT_FIELD, chosen);
    try {
      const res = await fetch(`${ADMIN_ITEMS_IMPORT_PATH}?lang=${locale}${dryRun ? '&dryRun=1' : ''}`, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const answer = (await res.json()) as Envelope<ItemImportResult>;
      if (answer.isSuccess && answer.data) setStep({ at: dryRun ? 'preview' : 'applied', result: answer.data });
      else setStep({ at: 'refused', messages: answer.messages.slice(0, 1).map((m) => m.item1), result: answer.data ?? undefined });
    } catch (err) {
      setStep({ at: 'refused', messages: [String((err as Error).message)] });
    }
  }

  const preview = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const result = 'result' in step ? step.result : undefined;
  const busy = step.at === 'reading' || step.at === 'applying';
  const canApply = step.at === 'preview' && step.result.errors.length === 0 && step.result.changes.length > 0;

  return (
    <>
      <h1>{t('items.title')}</h1>
      <p>{t('items.intro')}</p>
      <div className="adm-actions adm-items__downloads">
        <span>{t('items.download')}:</span>
        <a className="adm-button adm-button--quiet" href={`${ADMIN_ITEMS_EXPORT_PATH}?format=xlsx&lang=${locale}`} download>
          {t('items.downloadXlsx')}
        </a>
        <a className="adm-button adm-button--quiet" href={`${ADMIN_ITEMS_EXPORT_PATH}?format=csv&lang=${locale}`} download>
          {t('items.downloadCsv')}
        </a>
      </div>
      <form className="adm-filters adm-items__upload" onSubmit={preview}>
        <div className="adm-field">
          <label htmlFor="items-file">{t('items.file')}</label>
          <input
            id="items-file"
            ref={file}
            type="file"
            required
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={() => setStep({ at: 'idle' })}
          />
        </div>
        <button className="adm-button adm-button--quiet" type="submit" disabled={busy}>
          {t('items.preview')}
        </button>
        <button className="adm-button" type="button" disabled={!canApply || busy} onClick={() => void send(false)}>
          {t(step.at === 'applying' ? 'items.applying' : 'items.apply')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {step.at === 'reading' && <p>{t('items.previewing')}</p>}
        {step.at === 'applied' && <p className="adm-notice">{t('items.applied', { rows: step.result.changedRows })}</p>}
        {step.at === 'preview' && (
          <p className={step.result.errors.length ? 'adm-alert' : 'adm-notice'}>
            {t('items.summary', { rows: step.result.rows, changed: step.result.changedRows, errors: step.result.errors.length })}{' '}
            {step.result.errors.length ? t('items.fixErrors') : step.result.changes.length ? '' : t('items.noChanges')}
          </p>
        )}
      </div>
      {step.at === 'refused' && (
        <div className="adm-alert" role="alert">
          {step.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      {result && result.errors.length > 0 && <ErrorTable result={result} />}
      {result && step.at === 'preview' && result.changes.length > 0 && <ChangeTable changes={result.changes} />}
    </>
  );
}

function ErrorTable({ result }: { result: ItemImportResult }) {
  const { t } = useI18n();
  return (
    <section>
      <h2>{t('items.errorsTitle')}</h2>
      <TableRegion label={t('items.errorsTitle')}>
        <table className="adm-table adm-items__errors">
          <thead>
            <tr>
              <th scope="col">{t('items.line')}</th>
              <th scope="col">{t('items.sku')}</th>
              <th scope="col">{t('items.message')}</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((e, i) => (
              <tr key={i} className="adm-items__error">
                <td>
                  <Num value={e.line} />
                </td>
                <td>
                  <bdi dir="ltr">{e.sku}</bdi>
                </td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}

function ChangeTable({ changes }: { changes: ItemImportChange[] }) {
  const { t, locale } = useI18n();
  const value = (v: ItemFieldValue, field: ItemImportChange['field']) =>
    v === null
      ? t(field === 'priceToman' ? 'items.onInquiry' : 'items.blank')
      : typeof v === 'boolean'
        ? t(v ? 'items.yes' : 'items.no')
        : formatNumber(v, locale);
  return (
    <section>
      <h2>{t('items.changesTitle')}</h2>
      <TableRegion label={t('items.changesTitle')}>
        <table className="adm-table adm-items__changes">
          <thead>
            <tr>
              <th scope="col">{t('items.line')}</th>
              <th scope="col">{t('items.sku')}</th>
              <th scope="col">{t('items.field')}</th>
              <th scope="col">{t('items.change')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.slice(0, SHOWN).map((c) => (
              <tr key={`${c.line}-${c.field}`} data-sku={c.sku}>
                <td>
                  <Num value={c.line} />
                </td>
                <td>
                  <bdi dir="ltr">{c.sku}</bdi>
                </td>
                <td>{t(`items.sheet.${c.field}`)}</td>
                <td>
                  <bdi>{value(c.old, c.field)}</bdi> {t('items.arrow')} <bdi>{value(c.new, c.field)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {changes.length > SHOWN && <p className="adm-muted">{t('items.more', { count: changes.length - SHOWN })}</p>}
    </section>
  );
}
