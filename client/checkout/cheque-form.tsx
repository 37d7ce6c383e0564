import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { InstalmentView, OrderDetail } from '../../shared/contracts/checkout.ts';
import { formatNumber } from '../../shared/format.ts';
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
export function ChequeForm({
  order,
  errors,
  instalment,
}: {
  order: OrderDetail;
  errors?: { item1: string; item2?: string }[];
  /** One cheque of a quote's order (issue 31): its amount and latest date are the quote's. */
  instalment?: InstalmentView;
}) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  // Several forms on one page (a quote's cheques): each field's id and its errors are its own.
  const suffix = instalment ? `-${instalment.id}` : '';
  const mine = !instalment || errors === undefined || errors.length === 0 || (errors as { instalmentId?: number }[])[0]?.instalmentId === instalment.id;
  const fieldError = (field: string) => (mine ? errors?.find((e) => e.item2 === field)?.item1 : undefined);
  const general = mine ? errors?.filter((e) => !e.item2 || !['sayadId', 'dueDate'].includes(e.item2)) : undefined;
  const amountRial = instalment?.amountRial ?? order.totalRial;
  const toman = rialToToman(amountRial);
  const latest = instalment?.dueDate ?? order.chequeLatestDueDate;
  const form = useRef<HTMLFormElement>(null);
  // A refused submit takes the visitor to the first field to correct, as the contact form does (only this form's).
  useEffect(() => {
    if (mine && errors?.length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, mine]);
  return (
    <section className="cheque" aria-labelledby={`cheque-title${suffix}`}>
      <h2 id={`cheque-title${suffix}`}>
        {instalment
          ? t('order.instalments.chequeTitle', { seq: formatNumber(instalment.seq - order.instalments.filter((i) => i.kind === 'deposit').length, locale) })
          : t('order.cheque.title')}
      </h2>
      <p>{t('order.cheque.howTo')}</p>
      <dl className="cheque__amount">
        <dt>{t('order.cheque.amount')}</dt>
        <dd>
          <Price rial={amountRial} productId={0} />
        </dd>
        <dd className="cheque__words">{t('order.cheque.inWords', { words: numberInWords(toman, locale) })}</dd>
      </dl>
      <Form ref={form} method="post" className="cheque__form" noValidate>
        <input type="hidden" name="intent" value="cheque" />
        {instalment && <input type="hidden" name="instalmentId" value={instalment.id} />}
        <label htmlFor={`sayadId${suffix}`}>{t('order.cheque.sayadId')}</label>
        <input
          id={`sayadId${suffix}`}
          name="sayadId"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          maxLength={24}
          required
          aria-invalid={Boolean(fieldError('sayadId'))}
          aria-describedby={fieldError('sayadId') ? `sayadId${suffix}-error` : undefined}
        />
        {fieldError('sayadId') && (
          <p id={`sayadId${suffix}-error`} className="field-error">
            {fieldError('sayadId')}
          </p>
        )}
        <label htmlFor={`dueDate${suffix}`}>{t('order.cheque.dueDate')}</label>
        <LazyDatePicker
          id={`dueDate${suffix}`}
          name="dueDate"
          type="date"
          format="YYYY-MM-DD"
          min="today"
          max={latest ? new Date(`${latest}T12:00:00Z`) : undefined}
          invalid={Boolean(fieldError('dueDate'))}
          describedBy={fieldError('dueDate') ? `dueDate${suffix}-error` : undefined}
        />
        {fieldError('dueDate') && (
          <p id={`dueDate${suffix}-error`} className="field-error">
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
