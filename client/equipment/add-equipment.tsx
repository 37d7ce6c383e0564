import { Form } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import type { EquipmentPage } from '../../shared/contracts/equipment.ts';
import { LazyDatePicker } from '../date-picker/lazy-date-picker.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { FieldError, otherErrors } from './field-error.tsx';
import type { EquipmentResult } from './equipment-action.ts';

const FIELDS = ['productId', 'count', 'addressId', 'installedOn', 'lastServicedOn'];

/** Equipment bought elsewhere: a type some service rule covers, a count, one of the customer's sites, its dates. */
export function AddEquipment({ types, sites, today, result }: Pick<EquipmentPage, 'types' | 'sites' | 'today'> & { result?: EquipmentResult }) {
  const { t } = useTranslation('equipment');
  const locale = useLocale();
  const errors = result?.errors;
  const invalid = (field: string) => Boolean(errors?.some((m) => m.item2 === field));
  const described = (field: string) => (invalid(field) ? `add-${field}-error` : undefined);
  const max = new Date(`${today}T12:00:00Z`);
  return (
    <section className="equipment-add" aria-labelledby="equipment-add-title">
      <h2 id="equipment-add-title">{t('add.title')}</h2>
      {sites.length === 0 ? (
        <p>
          {t('add.noSites')} <AppLink to="/basket/">{t('add.addSite')}</AppLink>
        </p>
      ) : (
        <Form method="post" className="equipment-add__form">
          <input type="hidden" name="intent" value="save" />
          <div className="field">
            <label htmlFor="add-productId">{t('add.type')}</label>
            <select id="add-productId" name="productId" required aria-invalid={invalid('productId')} aria-describedby={described('productId')}>
              <option value="">{t('add.chooseType')}</option>
              {types.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <FieldError id="add-productId-error" errors={errors} field="productId" />
          </div>
          <div className="field">
            <label htmlFor="add-count">{t('add.count')}</label>
            <input
              id="add-count"
              name="count"
              type="number"
              inputMode="numeric"
              min={1}
              defaultValue={1}
              required
              dir="ltr"
              lang={locale}
              aria-invalid={invalid('count')}
              aria-describedby={described('count')}
            />
            <FieldError id="add-count-error" errors={errors} field="count" />
          </div>
          <div className="field">
            <label htmlFor="add-addressId">{t('add.site')}</label>
            <select id="add-addressId" name="addressId" required aria-invalid={invalid('addressId')} aria-describedby={described('addressId')}>
              <option value="">{t('add.chooseSite')}</option>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {`${s.province}، ${s.city}، ${s.line}`}
                </option>
              ))}
            </select>
            <FieldError id="add-addressId-error" errors={errors} field="addressId" />
          </div>
          <div className="field">
            <label htmlFor="add-installedOn">{t('add.installedOn')}</label>
            <LazyDatePicker
              id="add-installedOn"
              name="installedOn"
              type="date"
              format="YYYY-MM-DD"
              max={max}
              required
              invalid={invalid('installedOn')}
              describedBy={described('installedOn')}
            />
            <FieldError id="add-installedOn-error" errors={errors} field="installedOn" />
          </div>
          <div className="field">
            <label htmlFor="add-lastServicedOn">{t('add.lastServicedOn')}</label>
            <LazyDatePicker
              id="add-lastServicedOn"
              name="lastServicedOn"
              type="date"
              format="YYYY-MM-DD"
              max={max}
              invalid={invalid('lastServicedOn')}
              describedBy={described('lastServicedOn')}
            />
            <FieldError id="add-lastServicedOn-error" errors={errors} field="lastServicedOn" />
          </div>
          {otherErrors(errors, FIELDS).map((m, i) => (
            <p key={i} className="field-error" role="alert">
              {m.item1}
            </p>
          ))}
          <button type="submit" className="button button--primary">
            {t('add.submit')}
          </button>
        </Form>
      )}
    </section>
  );
}
