import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminBrand } from '../../../shared/contracts/admin/taxonomy.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView, useRecordForm } from '../record-form.tsx';
import { uploadPicture } from '../upload.ts';

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
      <Logo />
    </RecordFormView>
  );
}

/** The logo: shown as the site shows it; a chosen picture is uploaded at once and becomes the logo on save. */
function Logo() {
  const { value, set, errors } = useRecordForm();
  const { t, locale } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      set('logoUploadId', await uploadPicture(file, locale, t('form.fix')));
      setPreview(URL.createObjectURL(file));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const shown = preview ?? (value.logoUrl as string | null);
  const message = error ?? errors.logoUploadId;
  return (
    <div className="adm-field">
      <label htmlFor="f-logo">{t('brands.fields.logo')}</label>
      {shown && <img src={shown} alt="" width={240} height={120} className="adm-logo" />}
      <input
        id="f-logo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        aria-invalid={!!message}
        aria-describedby={message ? 'f-logo-e' : 'f-logo-h'}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {!message && (
        <small id="f-logo-h" className="adm-muted">
          {t(value.logoUploadId ? 'brands.logoReady' : 'brands.logoHint')}
        </small>
      )}
      {message && (
        <p id="f-logo-e" className="adm-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
