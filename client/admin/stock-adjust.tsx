import { useState, type KeyboardEvent } from 'react';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import { api } from './admin-locale.ts';
import { fieldMessages } from './admin-api.ts';
import { useI18n } from './admin-i18n.tsx';

/**
 * Changes one item's stock by a signed amount, with a reason kept in the audit log (issue #19: any item, wherever the
 * operator sees its stock). Not a form of its own, so it also sits inside the product's form: Enter in its fields
 * adjusts, never saves the product. `onAdjusted` gets the new level, counted on the server (sales in between included).
 */
export function StockAdjust({ itemId, idPrefix, onAdjusted }: { itemId: number; idPrefix: string; onAdjusted: (stock: number) => void | Promise<void> }) {
  const { t } = useI18n();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof fieldMessages>>({ fields: {}, general: [] });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;

  async function adjust() {
    setBusy(true);
    setDone(false);
    try {
      // As typed ("+5", "−3", Persian digits): the contract reads it (shared/contracts/admin/fields.ts, `whole`).
      const after = await api().call(adminContracts.catalog.adjustStock, { itemId, delta: delta as never, reason });
      setDelta('');
      setReason('');
      setErrors({ fields: {}, general: [] });
      setDone(true);
      await onAdjusted(after.stock);
    } catch (err) {
      setErrors(fieldMessages(err));
    } finally {
      setBusy(false);
    }
  }
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!busy) void adjust();
  };
  const field = (name: 'delta' | 'reason', value: string, set: (v: string) => void) => {
    const error = errors.fields[name];
    return (
      <div className="adm-field">
        <label htmlFor={id(name)}>{t(`stock.${name}`)}</label>
        <input
          id={id(name)}
          value={value}
          dir={name === 'delta' ? 'ltr' : 'auto'}
          size={name === 'delta' ? 6 : undefined}
          required
          aria-invalid={!!error}
          aria-describedby={error ? id(`${name}-e`) : undefined}
          onChange={(e) => {
            set(e.target.value);
            setDone(false);
          }}
          onKeyDown={onEnter}
        />
        {error && (
          <p id={id(`${name}-e`)} className="adm-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="adm-stock-adjust" role="group" aria-label={t('stock.change')}>
      {field('delta', delta, setDelta)}
      {field('reason', reason, setReason)}
      <button type="button" className="adm-button" disabled={busy} onClick={() => void adjust()}>
        {t('stock.adjust')}
      </button>
      {errors.general.map((m, i) => (
        <p key={i} className="adm-error" role="alert">
          {m}
        </p>
      ))}
      {done && (
        <p className="adm-notice" role="status">
          {t('stock.adjusted')}
        </p>
      )}
    </div>
  );
}
