import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminOrder, OrderAction } from '../../../shared/contracts/admin/orders.ts';
import { api } from '../admin-locale.ts';
import { fieldMessages } from '../admin-api.ts';
import { useI18n } from '../admin-i18n.tsx';
import { MoneyInput } from '../money-input.tsx';

/** The fields each action asks for (besides its button); the server decides which actions the order's state allows. */
const FIELDS: Record<OrderAction, readonly ('trackingCode' | 'amountToman' | 'note')[]> = {
  confirmCheque: ['note'],
  ship: ['trackingCode'],
  deliver: [],
  cancel: ['note'],
  refund: ['amountToman', 'note'],
};

/**
 * The order's next steps, as the service lists them (`order.actions`): one small form each. A refused step shows the
 * server's message in the operator's language beside the field, and the form keeps what was typed.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useI18n();
  const [done, setDone] = useState<string | null>(null);
  if (!order.actions.length) return <p className="adm-muted">{done ?? t('orders.noActions')}</p>;
  return (
    <div className="adm-acts">
      {done && (
        <p className="adm-notice" role="status">
          {done}
        </p>
      )}
      {order.actions.map((action) => (
        <ActionForm
          key={`${order.status}-${action}`}
          order={order}
          action={action}
          onDone={(status) => setDone(t('orders.done', { status: t(`orders.statuses.${status}`) }))}
        />
      ))}
    </div>
  );
}

function ActionForm({ order, action, onDone }: { order: AdminOrder; action: OrderAction; onDone(status: string): void }) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  // A refund returns the money in hand unless the operator says less; typed in digit groups as the product form's prices.
  const [amount, setAmount] = useState(String(order.paidToman));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string[] }>({ fields: {}, general: [] });
  const [sending, setSending] = useState(false);
  const id = (field: string) => `act-${action}-${field}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setSending(true);
    try {
      const after = await api().call(adminContracts.orders.act, {
        id: order.id,
        action,
        trackingCode: text('trackingCode') || undefined,
        note: text('note') || undefined,
        amountToman: action === 'refund' ? amount || undefined : undefined,
      });
      setErrors({ fields: {}, general: [] });
      onDone(after.status);
      await revalidate();
    } catch (err) {
      setErrors(fieldMessages(err));
    } finally {
      setSending(false);
    }
  }
  const danger = action === 'cancel' || action === 'refund';
  return (
    <form onSubmit={submit} noValidate data-action={action}>
      {FIELDS[action].map((field) => {
        const error = errors.fields[field];
        const label = field === 'amountToman' ? t('orders.refundAmount') : t(`orders.${field}`);
        const common = {
          id: id(field),
          name: field,
          required: field !== 'note',
          'aria-invalid': !!error,
          'aria-describedby': error ? id(`${field}-e`) : undefined,
        };
        return (
          <div className="adm-field" key={field}>
            <label htmlFor={id(field)}>{label}</label>
            {field === 'amountToman' ? (
              <MoneyInput {...common} value={amount} onChange={setAmount} />
            ) : (
              <input {...common} dir={field === 'note' ? 'auto' : 'ltr'} />
            )}
            {error && (
              <p id={id(`${field}-e`)} className="adm-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button className={`adm-button${danger ? ' adm-button--danger' : ''}`} type="submit" disabled={sending}>
        {/* Refunding a paid order cancels it too (its stock comes back): the button says both. */}
        {t(action === 'refund' && order.status === 'paid' ? 'orders.actions.cancelRefund' : `orders.actions.${action}`)}
      </button>
      {[
        ...errors.general,
        ...Object.entries(errors.fields)
          .filter(([f]) => !(FIELDS[action] as readonly string[]).includes(f))
          .map(([, m]) => m),
      ].map((m, i) => (
        <p key={i} className="adm-error" role="alert">
          {m}
        </p>
      ))}
    </form>
  );
}
