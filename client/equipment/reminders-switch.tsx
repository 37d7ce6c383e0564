import { Form } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { formatNumber } from '../../shared/format.ts';

/** The service reminders by text: on unless the customer turns them off here (the texts say so). */
export function RemindersSwitch({ off, days }: { off: boolean; days: number }) {
  const { t } = useTranslation('equipment');
  const locale = useLocale();
  return (
    <section className="equipment-reminders" aria-labelledby="equipment-reminders-title">
      <h2 id="equipment-reminders-title">{t('reminders.title')}</h2>
      <p>{t(off ? 'reminders.isOff' : 'reminders.isOn', { days: formatNumber(days, locale) })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="reminders" />
        <input type="hidden" name="off" value={off ? '0' : '1'} />
        <button type="submit" className="button">
          {t(off ? 'reminders.turnOn' : 'reminders.turnOff')}
        </button>
      </Form>
    </section>
  );
}
