import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { AdminOrder } from '../../shared/contracts/admin/orders.ts';
import { localDigits } from '../../shared/format.ts';
import { rialToToman } from '../../shared/money.ts';
import { api } from './admin-locale.ts';
import { fieldMessages } from './admin-api.ts';
import { useI18n } from './admin-i18n.tsx';
import { Day, Num, Toman } from './components.tsx';

/**
 * A quote order's instalments (issue 31): the deposit, and each Sayad cheque the operator confirms or refuses on its own;
 * the last confirmation makes the order paid. Nothing for any other order.
 */
export function OrderInstalments({ order }: { order: AdminOrder }) {
  const { t, locale } = useI18n();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  if (!order.instalments.length) return null;
  const deposits = order.instalments.filter((i) => i.kind === 'deposit').length;
  async function act(id: number, action: 'confirm' | 'refuse') {
    try {
      await api().call(adminContracts.quotes.instalment, { id, action });
      setError(null);
      await revalidate();
    } catch (err) {
      const m = fieldMessages(err);
      setError(Object.values(m.fields)[0] ?? m.general[0] ?? null);
    }
  }
  return (
    <section className="adm-section" aria-labelledby="o-instalments">
      <h2 id="o-instalments">{t('quotes.instalments')}</h2>
      <ol className="adm-rows">
        {order.instalments.map((i) => (
          <li key={i.id} className="adm-row" data-status={i.status}>
            <span>{i.kind === 'deposit' ? t('quotes.deposit') : t('quotes.cheque', { n: i.seq - deposits })}</span>
            <Toman value={rialToToman(i.amountRial)} />
            {i.dueDate && <Day value={i.dueDate} />}
            {i.sayadId && <bdi dir="ltr">{localDigits(i.sayadId, locale)}</bdi>}
            <span className="adm-badge">{t(`quotes.instalmentStates.${i.status}`)}</span>
            {i.kind === 'cheque' && i.status === 'described' && (
              <>
                <button type="button" className="adm-button" onClick={() => void act(i.id, 'confirm')}>
                  {t('quotes.confirm')} <Num value={i.seq - deposits} />
                </button>
                <button type="button" className="adm-button adm-button--quiet" onClick={() => void act(i.id, 'refuse')}>
                  {t('quotes.refuse')} <Num value={i.seq - deposits} />
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
