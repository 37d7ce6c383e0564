import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminBrand } from '../../../shared/contracts/admin/taxonomy.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';
import { RecordSeoFields } from '../seo-fields.tsx';
import { PictureField } from '../picture-field.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return params.id ? api().call(adminContracts.brands.get, { id: Number(params.id) }) : null;
}

const empty: AdminBrand = { label: '', nameFa: '', nameEn: '', descriptionFa: '', descriptionEn: '', countryFa: '', countryEn: '', sort: 10, logoUrl: null };

/** A brand in both languages with its logo (uploaded, then stored in the size the site shows when the brand is saved). */
export function Component() {
  const brand = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordFormView
      key={brand?.id ?? 'new'}
      initial={brand ?? empty}
      schema={() => import('../../../shared/contracts/admin/taxonomy.inputs.ts').then((m) => m.brand)}
      save={({ logoUrl: _shown, ...b }) => api().call(adminContracts.brands.save, b)}
      path="brands"
      labels="brands.fields"
      title={brand ? (locale === 'fa' ? brand.nameFa : brand.nameEn) : t('brands.new')}
    >
      <Field name="nameFa" dir="rtl" />
      <Field name="nameEn" dir="ltr" />
      <Field name="label" dir="ltr" hint={t('records.labelHint')} />
      <Field name="sort" kind="number" />
      <Field name="countryFa" dir="rtl" />
      <Field name="countryEn" dir="ltr" />
      <Field name="descriptionFa" kind="area" dir="rtl" />
      <Field name="descriptionEn" kind="area" dir="ltr" />
      <RecordSeoFields titleFrom="name" descriptionFrom="description" />
      <PictureField
        id="f-logo"
        upload="logoUploadId"
        shownAt="logoUrl"
        label={t('brands.fields.logo')}
        hint={t('brands.logoHint')}
        ready={t('brands.logoReady')}
        size={[240, 120]}
      />
    </RecordFormView>
  );
}
