import { useTranslation } from '../i18n/react.tsx';
import type { OrderEventView } from '../../shared/contracts/checkout.ts';
import { formatDate, formatTime } from '../../shared/format-date.ts';
import { readNote, type NoteKey } from '../../shared/order-notes.ts';
import { useLocale } from '../i18n/locale.ts';

/** The server's notes a customer is told of, beside the state: why an order waits or lapsed. The rest are the operator's. */
const CUSTOMER_NOTES: ReadonlySet<NoteKey> = new Set([
  'paymentCancelled',
  'notPaidInTime',
  'chequeNotReviewed',
  'depositPaid',
  'chequeConfirmed',
  'chequeRefused',
]);

/** The order's history, drawn from its `order_events` rows: one step per event, oldest first, at its Tehran time. */
export function OrderTimeline({ events }: { events: OrderEventView[] }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t('order.timeline')}</h2>
      <ol>
        {events.map((e, i) => {
          const machine = readNote(e.note).machine;
          const key = machine?.key;
          return (
            <li key={i} className={`order-timeline__step order-timeline__step--${e.status}`} data-note={key}>
              <strong>{t(`status.${e.status}`)}</strong>{' '}
              <time dateTime={e.at}>{`${formatDate(e.at, locale)}${locale === 'fa' ? '، ' : ', '}${formatTime(e.at, locale)}`}</time>
              {key && CUSTOMER_NOTES.has(key) && <p className="order-timeline__note">{t(`order.timelineNotes.${key}`, machine as Record<string, unknown>)}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
