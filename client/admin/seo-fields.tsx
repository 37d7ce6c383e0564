import { LOCALE_DIR, type Locale } from '../../shared/locale.ts';
import { seoMax, seoText, type SeoField } from '../../shared/contracts/admin/seo.ts';
import { useI18n } from './admin-i18n.tsx';
import { useRecordForm } from './record-form.tsx';

const SUFFIX = { fa: 'Fa', en: 'En' } as const;

interface SeoFieldsProps {
  /** The form's value (its SEO fields and the ones named below). */
  value: object;
  set(name: SeoField, v: string): void;
  errors: Record<string, string>;
  /**
   * The form's fields the page makes its title and description from when these are empty, without their language
   * (`name` → nameFa, nameEn), for the preview.
   */
  titleFrom: string;
  descriptionFrom: string;
}

/**
 * A page's own title and description for search engines and link previews (issue #32), in both languages: each with a
 * live count of its characters against its limit (as the server counts them, `seoText`), and a preview of the search
 * result. Empty: the page's generated ones, which the preview shows in their place.
 */
export function SeoFields({ value, set, errors, titleFrom, descriptionFrom }: SeoFieldsProps) {
  const { t } = useI18n();
  const text = (name: string) => String((value as Record<string, unknown>)[name] ?? '');
  return (
    <fieldset className="adm-seo">
      <legend>{t('seo.legend')}</legend>
      <p className="adm-muted">{t('seo.hint')}</p>
      <div className="adm-grid">
        {(['fa', 'en'] as const).map((lang) => {
          const title = seoText(text(`seoTitle${SUFFIX[lang]}`));
          const description = seoText(text(`seoDescription${SUFFIX[lang]}`));
          return (
            <div key={lang} className="adm-seo__lang">
              <SeoInput name={`seoTitle${SUFFIX[lang]}`} lang={lang} value={value} set={set} errors={errors} />
              <SeoInput name={`seoDescription${SUFFIX[lang]}`} lang={lang} value={value} set={set} errors={errors} area />
              <figure className="adm-seo__preview" id={`seo-preview-${lang}`}>
                <figcaption className="adm-preview__label">{t(`seo.preview${SUFFIX[lang]}`)}</figcaption>
                <div lang={lang} dir={LOCALE_DIR[lang]}>
                  <p className="adm-seo__title">{title || seoText(text(`${titleFrom}${SUFFIX[lang]}`))}</p>
                  <p className="adm-seo__description">{description || seoText(text(`${descriptionFrom}${SUFFIX[lang]}`))}</p>
                </div>
                {(!title || !description) && <p className="adm-muted">{t('seo.generated')}</p>}
              </figure>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** One SEO field: its label, its input, its count (described by it), its message. */
function SeoInput({
  name,
  lang,
  value,
  set,
  errors,
  area,
}: Omit<SeoFieldsProps, 'titleFrom' | 'descriptionFrom'> & { name: string; lang: Locale; area?: boolean }) {
  const { t } = useI18n();
  const field = name as SeoField;
  const id = `f-${name}`;
  const error = errors[name];
  const typed = String((value as Record<string, unknown>)[name] ?? '');
  const length = seoText(typed).length;
  const max = seoMax(field);
  const props = {
    id,
    name,
    lang,
    dir: LOCALE_DIR[lang],
    value: typed,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-n ${id}-e` : `${id}-n`,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  };
  return (
    <div className="adm-field">
      <label htmlFor={id}>{t(`errors:fields.${name}`)}</label>
      {area ? <textarea rows={3} {...props} /> : <input {...props} />}
      <small id={`${id}-n`} className={length > max ? 'adm-seo__count adm-error' : 'adm-seo__count adm-muted'}>
        {length > max ? t('seo.over', { length, max, over: length - max }) : t('seo.count', { length, max })}
      </small>
      {error && (
        <p id={`${id}-e`} className="adm-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The SEO fields of a record form (RecordFormView), on its own values. */
export function RecordSeoFields(props: Pick<SeoFieldsProps, 'titleFrom' | 'descriptionFrom'>) {
  const { value, set, errors } = useRecordForm();
  return <SeoFields value={value} set={set} errors={errors} {...props} />;
}
