import { Form } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import type { EquipmentPage } from '../../shared/contracts/equipment.ts';
import { LazyDatePicker } from '../date-picker/lazy-date-picker.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { FormField, otherErrors } from './form-field.tsx';
import type { EquipmentResult } from './equipment-action.ts';

const FIELDS = ['productId', 'count', 'addressId', 'installedOn', 'lastServicedOn'];

/** Equipment bought elsewhere: a type some service rule covers, a count, one of the customer's sites, its dates. */
export function AddEquipment({ types, sites, today, result }: Pick<EquipmentPage, 'types' | 'sites' | 'today'> & { result?: EquipmentResult }) {
  const { t } = useTranslation('equipment');
  const locale = useLocale();
  const errors = result?.errors;
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
          <FormField
            id="add-productId"
            field="productId"
            label={t('add.type')}
            errors={errors}
            control={(aria) => (
              <select {...aria} name="productId" required>
                <option value="">{t('add.chooseType')}</option>
                {types.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          />
          <FormField
            id="add-count"
            field="count"
            label={t('add.count')}
            errors={errors}
            control={(aria) => <input {...aria} name="count" type="number" inputMode="numeric" min={1} defaultValue={1} required dir="ltr" lang={locale} />}
          />
          <FormField
            id="add-addressId"
            field="addressId"
            label={t('add.site')}
            errors={errors}
            control={(aria) => (
              <select {...aria} name="addressId" required>
                <option value="">{t('add.chooseSite')}</option>
                {sites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {`${s.province}، ${s.city}، ${s.line}`}
                  </option>
                ))}
              </select>
            )}
          />
          {(['installedOn', 'lastServicedOn'] as const).map((field) => (
            <FormField
              key={field}
              id={`add-${field}`}
              field={field}
              label={t(`add.${field}`)}
              errors={errors}
              control={(aria) => (
                <LazyDatePicker
                  id={aria.id}
                  name={field}
                  type="date"
                  format="YYYY-MM-DD"
                  max={max}
                  required={field === 'installedOn'}
                  invalid={aria['aria-invalid']}
                  describedBy={aria['aria-describedby']}
                />
              )}
            />
          ))}
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
