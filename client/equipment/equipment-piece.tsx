import { Form } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import type { Equipment, EquipmentService } from '../../shared/contracts/equipment.ts';
import { formatDate } from '../../shared/format-date.ts';
import { formatNumber } from '../../shared/format.ts';
import { addDays } from '../../shared/tehran-day.ts';
import { WORKING_WEEKDAYS } from '../../shared/service-due.ts';
import { LazyDatePicker } from '../date-picker/lazy-date-picker.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { FormField, otherErrors } from './form-field.tsx';
import type { EquipmentResult } from './equipment-action.ts';

/** A day of the equipment page (YYYY-MM-DD) in the visitor's calendar: Jalali in Persian. */
export const dayText = (day: string, locale: 'fa' | 'en') => formatDate(`${day}T12:00:00Z`, locale);

/** Not a working day of the company (Friday, Iran's weekend): the picker greys it out. */
const closed = (date: Date) => !WORKING_WEEKDAYS.includes(date.getDay());

function BookVisit({
  item,
  service,
  today,
  open,
  result,
}: {
  item: Equipment;
  service: EquipmentService;
  today: string;
  open: boolean;
  result?: EquipmentResult;
}) {
  const { t } = useTranslation('equipment');
  const key = `${item.id}-${service.ruleId}`;
  const mine = result?.intent === 'book' && result.key === key ? result : undefined;
  const id = `book-${key}`;
  return (
    <details className="equipment-book" open={open || Boolean(mine?.errors.length)}>
      <summary className="button">{t('book.open')}</summary>
      <Form method="post" className="equipment-book__form" aria-label={t('book.label', { service: service.name, product: item.productName })}>
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="ruleId" value={service.ruleId} />
        <FormField
          id={`${id}-date`}
          field="date"
          label={t('book.date')}
          hint={t('book.hint')}
          errors={mine?.errors}
          control={(aria) => (
            <LazyDatePicker
              id={aria.id}
              name="date"
              type="date"
              format="YYYY-MM-DD"
              min={new Date(`${addDays(today, 1)}T12:00:00Z`)}
              disable={closed}
              required
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
            />
          )}
        />
        <fieldset className="equipment-book__windows">
          <legend>{t('book.window')}</legend>
          {(['morning', 'afternoon'] as const).map((w, i) => (
            <label key={w}>
              <input type="radio" name="window" value={w} defaultChecked={i === 0} /> {t(`window.${w}`)}
            </label>
          ))}
        </fieldset>
        {otherErrors(mine?.errors, ['date']).map((m, i) => (
          <p key={i} className="field-error" role="alert">
            {m.item1}
          </p>
        ))}
        <button type="submit" className="button button--primary">
          {t('book.submit')}
        </button>
      </Form>
    </details>
  );
}

/** One piece of equipment: its type, count and each service's next due date, marked when soon or past, and booking. */
export function EquipmentPiece({ item, today, open, result }: { item: Equipment; today: string; open: string | null; result?: EquipmentResult }) {
  const { t } = useTranslation('equipment');
  const locale = useLocale();
  return (
    <li className="equipment-piece" id={`equipment-${item.id}`}>
      <h3 className="equipment-piece__name">
        <MixedText text={item.productName} />{' '}
        <span className="equipment-piece__count">{t('count', { count: item.count, n: formatNumber(item.count, locale) })}</span>
      </h3>
      <p className="equipment-piece__since">
        {t(item.lastServicedOn ? 'serviced' : 'installed', { date: dayText(item.lastServicedOn ?? item.installedOn, locale) })}
      </p>
      <ul className="equipment-piece__services">
        {item.services.map((s) => (
          <li key={s.ruleId} className="equipment-service" data-mark={s.mark ?? undefined}>
            <span className="equipment-service__name">{s.name}</span>{' '}
            <span className="equipment-service__due">
              {t('dueOn')} <time dateTime={s.dueOn}>{dayText(s.dueOn, locale)}</time>
            </span>
            {s.mark && <span className={`equipment-mark equipment-mark--${s.mark}`}>{t(`mark.${s.mark}`)}</span>}
            {s.visit ? (
              <p className="equipment-service__visit">
                {t(`visit.${s.visit.status}`, { date: dayText(s.visit.date, locale), window: t(`window.${s.visit.window}`) })}
              </p>
            ) : (
              <BookVisit item={item} service={s} today={today} open={open === `${item.id}-${s.ruleId}`} result={result} />
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="equipment-piece__remove">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="key" value={item.id} />
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" className="button button--quiet" aria-label={t('removeNamed', { name: item.productName })}>
          {t('remove')}
        </button>
      </Form>
    </li>
  );
}
