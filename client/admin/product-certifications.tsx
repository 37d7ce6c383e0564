import { useState, type KeyboardEvent } from 'react';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { AdminCertification } from '../../shared/contracts/admin/certifications.ts';
import { api } from './admin-locale.ts';
import { useI18n } from './admin-i18n.tsx';
import { useAction } from './use-action.ts';
import { uploadDocument } from './upload.ts';
import { Day } from './components.tsx';
import { DateInput } from './date/date-field.tsx';
import { FormOutcome } from './labelled-field.tsx';

interface Draft {
  id?: number;
  standard: string;
  issuerFa: string;
  issuerEn: string;
  number: string;
  validUntil: string;
  /** The certificate has a file and the operator asked to take it off. */
  dropFile: boolean;
  hasFile: boolean;
}

const EMPTY: Draft = { standard: '', issuerFa: '', issuerEn: '', number: '', validUntil: '', dropFile: false, hasFile: false };
const FIELDS = [
  ['standard', 'ltr'],
  ['issuerFa', 'rtl'],
  ['issuerEn', 'ltr'],
  ['number', 'ltr'],
] as const;

/**
 * A product's standards and certificates (issue 33), on its form below the pictures: the list, and one certificate
 * added or edited at a time, its file (a PDF or a scanned picture) sent through the site's checked upload first.
 * Inside the product's own form, so it has no form of its own: Enter in a field saves the certificate, not the product.
 */
export function ProductCertifications({ productId, certifications }: { productId: number; certifications: AdminCertification[] }) {
  const { t, locale } = useI18n();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { errors, done, setDone, run } = useAction();
  const fresh = () => {
    setDraft(EMPTY);
    setFile(null);
    setFileKey((k) => k + 1);
  };
  async function save() {
    const saved = await run(
      async () => {
        const uploadId = file ? await uploadDocument(file, locale, t('form.fix')) : draft.dropFile ? null : undefined;
        const { dropFile: _d, hasFile: _h, ...fields } = draft;
        await api().call(adminContracts.certifications.save, { ...fields, productId, uploadId });
      },
      t(draft.id ? 'certs.updated' : 'certs.added', { standard: draft.standard }),
    );
    if (saved) fresh();
  }
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void save();
  };
  const edit = (c: AdminCertification) => {
    setDraft({
      id: c.id,
      standard: c.standard,
      issuerFa: c.issuerFa,
      issuerEn: c.issuerEn,
      number: c.number,
      validUntil: c.validUntil ?? '',
      dropFile: false,
      hasFile: !!c.file,
    });
    setFile(null);
    setFileKey((k) => k + 1);
    setDone(null);
    document.getElementById('cert-standard')?.focus();
  };
  const error = (name: string) =>
    errors.fields[name] && (
      <p id={`cert-${name}-error`} className="adm-error" role="alert">
        {errors.fields[name]}
      </p>
    );
  const described = (name: string) => (errors.fields[name] ? `cert-${name}-error` : undefined);

  return (
    <fieldset className="adm-certs">
      <legend>{t('certs.title')}</legend>
      {certifications.length === 0 ? (
        <p className="adm-muted">{t('certs.none')}</p>
      ) : (
        <ul className="adm-certs__list">
          {certifications.map((c) => (
            <li key={c.id}>
              <bdi dir="ltr" className="adm-certs__standard">
                {c.standard}
              </bdi>{' '}
              <span>
                <bdi>{locale === 'fa' ? c.issuerFa : c.issuerEn}</bdi>
                {c.number && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{c.number}</bdi>
                  </>
                )}
                {' · '}
                {c.validUntil ? (
                  <>
                    {t('certs.until')} <Day value={c.validUntil} />
                  </>
                ) : (
                  t('certs.noEnd')
                )}
              </span>{' '}
              {c.file && (
                <a href={c.file.url} download>
                  {t('certs.file', { name: c.file.name })}
                </a>
              )}
              <span className="adm-certs__actions">
                <button
                  type="button"
                  className="adm-button adm-button--quiet adm-button--small"
                  onClick={() => edit(c)}
                  aria-label={t('certs.edit', { standard: c.standard })}
                >
                  {t('certs.editShort')}
                </button>
                <button
                  type="button"
                  className="adm-button adm-button--quiet adm-button--small"
                  aria-label={t('certs.remove', { standard: c.standard })}
                  onClick={() => void run(() => api().call(adminContracts.certifications.remove, { id: c.id }), t('certs.removed', { standard: c.standard }))}
                >
                  {t('certs.removeShort')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="adm-certs__form">
        <legend>{draft.id ? t('certs.editing', { standard: draft.standard }) : t('certs.new')}</legend>
        <div className="adm-grid">
          {FIELDS.map(([name, dir]) => (
            <div className="adm-field" key={name}>
              <label htmlFor={`cert-${name}`}>{t(`certs.${name}`)}</label>
              <input
                id={`cert-${name}`}
                dir={dir}
                value={draft[name]}
                onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
                onKeyDown={onEnter}
                aria-invalid={Boolean(errors.fields[name])}
                aria-describedby={described(name)}
              />
              {error(name)}
            </div>
          ))}
          <div className="adm-field adm-date">
            <label htmlFor="cert-validUntil">{t('certs.validUntil')}</label>
            <DateInput
              id="cert-validUntil"
              name="certValidUntil"
              value={draft.validUntil}
              onChange={(day) => setDraft({ ...draft, validUntil: day })}
              invalid={Boolean(errors.fields.validUntil)}
              describedBy={described('validUntil')}
            />
            <small className="adm-muted">{t('certs.validUntilHint')}</small>
            {error('validUntil')}
          </div>
          <div className="adm-field">
            <label htmlFor="cert-file">{draft.hasFile ? t('certs.replaceFile') : t('certs.fileLabel')}</label>
            <input
              key={fileKey}
              id="cert-file"
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              aria-invalid={Boolean(errors.fields.uploadId)}
              aria-describedby={described('uploadId')}
            />
            {error('uploadId')}
            {draft.hasFile && (
              <label className="adm-inline">
                <input type="checkbox" checked={draft.dropFile} onChange={(e) => setDraft({ ...draft, dropFile: e.target.checked })} /> {t('certs.dropFile')}
              </label>
            )}
          </div>
        </div>
        <FormOutcome general={errors.general} done={done} />
        <div className="adm-actions">
          <button type="button" className="adm-button adm-button--quiet" onClick={() => void save()}>
            {draft.id ? t('certs.saveEdit') : t('certs.add')}
          </button>
          {draft.id && (
            <button type="button" className="adm-button adm-button--quiet" onClick={fresh}>
              {t('certs.cancel')}
            </button>
          )}
        </div>
      </fieldset>
    </fieldset>
  );
}
