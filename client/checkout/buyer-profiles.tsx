import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { Buyer } from '../../shared/contracts/buyers.ts';
import type { Envelope } from '../../shared/contracts/endpoint.ts';
import { localDigits } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { MixedText } from '../ui/mixed-text.tsx';

type Messages = Envelope<unknown>['messages'];

/** What the profile's action answered for a buyer form: which form (`new` or a buyer's id), and its refusals. */
export interface BuyerResult {
  form: string;
  errors: Messages;
  saved?: boolean;
  removed?: boolean;
}

const FIELDS = ['name', 'nationalId', 'economicCode', 'registrationNo', 'postalCode', 'address', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const COMPANY_ONLY: ReadonlySet<Field> = new Set(['economicCode', 'registrationNo']);
const DIGITS: ReadonlySet<Field> = new Set(['nationalId', 'economicCode', 'registrationNo', 'postalCode', 'phone']);

/**
 * One buyer's form, to add (`buyer` absent) or edit. A plain form (works without JavaScript); the company's fields
 * and names show when "company" is checked (CSS `:has`, no script). Ids may be typed in any digits.
 */
function BuyerForm({ buyer, result }: { buyer?: Buyer; result?: BuyerResult }) {
  const { t } = useTranslation('checkout');
  const formId = buyer ? String(buyer.id) : 'new';
  const mine = result?.form === formId ? result : undefined;
  const busy = useNavigation().formData?.get('buyerForm') === formId;
  const error = (field: string) => mine?.errors.find((m) => m.item2 === field)?.item1;
  const id = (field: string) => `buyer-${formId}-${field}`;
  const general = mine?.errors.filter((m) => !m.item2 || !(FIELDS as readonly string[]).concat('kind').includes(m.item2)) ?? [];
  const value = (field: Field) => (buyer ? ((buyer[field] as string | null) ?? '') : '');
  return (
    <Form method="post" className="buyer-form" noValidate>
      <input type="hidden" name="intent" value="buyer-save" />
      <input type="hidden" name="buyerForm" value={formId} />
      {buyer && <input type="hidden" name="id" value={buyer.id} />}
      <fieldset className="buyer-form__kind">
        <legend>{t('buyers.kind')}</legend>
        {(['person', 'company'] as const).map((k) => (
          <label key={k} className="checkout-option">
            <input type="radio" name="kind" value={k} defaultChecked={(buyer?.kind ?? 'person') === k} />
            <span>{t(`buyers.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      {FIELDS.map((field) => (
        <div key={field} className={`field${COMPANY_ONLY.has(field) ? ' buyer-form__company' : ''}`}>
          <label htmlFor={id(field)}>
            {field === 'name' || field === 'nationalId' ? (
              <>
                <span className="buyer-form__person">{t(field === 'name' ? 'buyers.name' : 'buyers.nationalCode')}</span>
                <span className="buyer-form__company-label">{t(field === 'name' ? 'buyers.companyName' : 'buyers.nationalId')}</span>
              </>
            ) : (
              t(`buyers.${field}`)
            )}
          </label>
          <input
            id={id(field)}
            name={field}
            defaultValue={DIGITS.has(field) ? localDigits(value(field), 'fa') : value(field)}
            dir={DIGITS.has(field) ? 'ltr' : undefined}
            inputMode={DIGITS.has(field) ? 'numeric' : undefined}
            autoComplete={field === 'phone' ? 'tel' : field === 'postalCode' ? 'postal-code' : field === 'address' ? 'address-line1' : 'off'}
            maxLength={field === 'address' ? 300 : field === 'name' ? 150 : 40}
            aria-invalid={Boolean(error(field))}
            aria-describedby={error(field) ? `${id(field)}-error` : DIGITS.has(field) ? `buyer-${formId}-digits` : undefined}
          />
          {error(field) && (
            <p className="field-error" id={`${id(field)}-error`}>
              {error(field)}
            </p>
          )}
        </div>
      ))}
      <p className="field-hint" id={`buyer-${formId}-digits`}>
        {t('buyers.digitsHint')}
      </p>
      {general.map((m, i) => (
        <p key={i} className="field-error" role="alert">
          {m.item1}
        </p>
      ))}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('buyers.save')}
      </button>
    </Form>
  );
}

/** The buyer profiles of /profile/ (issue #31): listed with their ids, each editable and removable; up to 10. */
export function BuyerProfiles({ buyers, result }: { buyers: Buyer[]; result?: BuyerResult }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <section aria-labelledby="profile-buyers" className="profile__buyers" id="buyers">
      <h2 id="profile-buyers">{t('buyers.title')}</h2>
      <p>{t('buyers.intro')}</p>
      {(result?.saved || result?.removed) && (
        <p className="notice notice--success" role="status">
          {t(result.saved ? 'buyers.saved' : 'buyers.removed')}
        </p>
      )}
      {buyers.length === 0 ? (
        <p>{t('buyers.none')}</p>
      ) : (
        <ul className="buyer-list">
          {buyers.map((b) => (
            <li key={b.id} className="buyer-list__item">
              <p className="buyer-list__name">
                <strong>
                  <MixedText text={b.name} />
                </strong>{' '}
                · {t(b.kind === 'company' ? 'buyers.company' : 'buyers.person')} · <bdi dir="ltr">{localDigits(b.nationalId, locale)}</bdi>
              </p>
              <details open={result?.form === String(b.id) && result.errors.length > 0}>
                <summary className="button">{t('buyers.edit')}</summary>
                <BuyerForm buyer={b} result={result} />
              </details>
              <Form method="post">
                <input type="hidden" name="intent" value="buyer-delete" />
                <input type="hidden" name="id" value={b.id} />
                <button type="submit" className="button" aria-label={t('buyers.removeOf', { name: b.name })}>
                  {t('buyers.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <details className="buyer-add" open={result?.form === 'new' && result.errors.length > 0}>
        <summary className="button">{t('buyers.add')}</summary>
        <BuyerForm result={result} />
      </details>
    </section>
  );
}
