import { useTranslation } from 'react-i18next';
import type { OrderEventView } from '../../../shared/contracts/checkout.ts';
import { useLocale } from '../../locale.ts';

const dateTime = (iso: string, locale: 'fa' | 'en') =>
  new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tehran' }).format(new Date(iso));

/** The order's history, drawn from its `order_events` rows: one step per state change, oldest first. */
export function OrderTimeline({ events }: { events: OrderEventView[] }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t('order.timeline')}</h2>
      <ol>
        {events.map((e, i) => (
          <li key={i} className={`order-timeline__step order-timeline__step--${e.status}`}>
            <strong>{t(`status.${e.status}`)}</strong> <time dateTime={e.at}>{dateTime(e.at, locale)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
