import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { OrderDetail } from '../../shared/contracts/checkout.ts';
import { rialToToman } from '../../shared/money.ts';
import { numberInWords } from '../../shared/number-words.ts';
import { useLocale } from '../i18n/locale.ts';
import { LazyDatePicker } from '../date-picker/lazy-date-picker.tsx';
import { Price } from '../ui/price.tsx';

/**
 * How to pay by Sayad cheque, and its form: the 16-digit Sayad id, the amount (the order's payable, in words too) and
 * the due date (Jalali in Persian, Gregorian in English; from today to the latest the shop accepts). A real form POST to the page's action, so it also
 * works before the JavaScript has loaded.
 */
export function ChequeForm({ order, errors }: { order: OrderDetail; errors?: { item1: string; item2?: string }[] }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const fieldError = (field: string) => errors?.find((e) => e.item2 === field)?.item1;
  const general = errors?.filter((e) => !e.item2 || !['sayadId', 'dueDate'].includes(e.item2));
  const toman = rialToToman(order.totalRial);
  const form = useRef<HTMLFormElement>(null);
  // A refused submit takes the visitor to the first field to correct, as the contact form does.
  useEffect(() => {
    if (errors?.length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return (
    <section className="cheque" aria-labelledby="cheque-title">
      <h2 id="cheque-title">{t('order.cheque.title')}</h2>
      <p>{t('order.cheque.howTo')}</p>
      <dl className="cheque__amount">
        <dt>{t('order.cheque.amount')}</dt>
        <dd>
          <Price rial={order.totalRial} productId={0} />
        </dd>
        <dd className="cheque__words">{t('order.cheque.inWords', { words: numberInWords(toman, locale) })}</dd>
      </dl>
      <Form ref={form} method="post" className="cheque__form" noValidate>
        <input type="hidden" name="intent" value="cheque" />
        <label htmlFor="sayadId">{t('order.cheque.sayadId')}</label>
        <input
          id="sayadId"
          name="sayadId"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          maxLength={24}
          required
          aria-invalid={Boolean(fieldError('sayadId'))}
          aria-describedby={fieldError('sayadId') ? 'sayadId-error' : undefined}
        />
        {fieldError('sayadId') && (
          <p id="sayadId-error" className="field-error">
            {fieldError('sayadId')}
          </p>
        )}
        <label htmlFor="dueDate">{t('order.cheque.dueDate')}</label>
        <LazyDatePicker
          id="dueDate"
          name="dueDate"
          type="date"
          format="YYYY-MM-DD"
          min="today"
          max={order.chequeLatestDueDate ? new Date(`${order.chequeLatestDueDate}T12:00:00Z`) : undefined}
          invalid={Boolean(fieldError('dueDate'))}
          describedBy={fieldError('dueDate') ? 'dueDate-error' : undefined}
        />
        {fieldError('dueDate') && (
          <p id="dueDate-error" className="field-error">
            {fieldError('dueDate')}
          </p>
        )}
        {general?.map((e, i) => (
          <p key={i} className="field-error" role="alert">
            {e.item1}
          </p>
        ))}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('order.cheque.submit')}
        </button>
      </Form>
    </section>
  );
}
