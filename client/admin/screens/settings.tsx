import { useState, type FormEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { MAX_PHONES, SOCIAL_NETWORKS, type SellerIdentity, type SiteSettings, type SiteSettingsInput } from '../../../shared/contracts/admin/settings.ts';
import { localDigits } from '../../../shared/digits.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { fieldMessages } from '../admin-api.ts';
import { useI18n } from '../admin-i18n.tsx';

export async function loader() {
  if (!(await entered())) return null as never;
  return api().call(adminContracts.settings.get, {});
}

type Draft = Omit<SiteSettingsInput, 'mapLat' | 'mapLng' | 'seller'> & { mapLat: string; mapLng: string; seller: SellerIdentity };

const SELLER_FIELDS = ['nameFa', 'nameEn', 'nationalId', 'economicCode', 'registrationNo', 'postalCode', 'phone', 'addressFa', 'addressEn'] as const;
/** Fields typed in Latin letters or digits: written left to right on the Persian screen too. */
const LATIN = new Set(['nameEn', 'addressEn', 'nationalId', 'economicCode', 'registrationNo', 'postalCode', 'phone']);
const DIGITS = new Set(['nationalId', 'economicCode', 'registrationNo', 'postalCode', 'phone']);

const draftOf = (s: SiteSettings): Draft => ({
  phones: [...s.phones],
  addressFa: s.addressFa,
  addressEn: s.addressEn,
  workingHoursFa: s.workingHoursFa,
  workingHoursEn: s.workingHoursEn,
  mapLat: String(s.mapLat),
  mapLng: String(s.mapLng),
  social: { ...s.social },
  seller: { ...s.seller },
});

/**
 * The site's settings (issue 32): how the company is reached (phones, address, hours, map point, social accounts),
 * shown by every page's footer, the contact page and the search engines' data, and the seller its invoices print
 * (an admin's to change). Until saved, each part shows its defaults (today's values, SELLER_*).
 */
export function Component() {
  const settings = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const { revalidate } = useRevalidator();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string[] }>({ fields: {}, general: [] });
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  // Numbers in the screen's digits (the server reads any): the phones, the map's point and the seller's ids.
  const numeric = (name: string) => name.startsWith('phones.') || name.startsWith('map') || DIGITS.has(name.replace('seller.', ''));
  const shown = (name: string, value: string) => (numeric(name) ? localDigits(value, locale) : value);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setSaved(false);
    const { seller, ...contact } = draft;
    try {
      const answer = await api().call(adminContracts.settings.save, settings.mayEditSeller ? { ...contact, seller } : contact);
      setDraft(draftOf(answer));
      setErrors({ fields: {}, general: [] });
      setSaved(true);
      await revalidate();
    } catch (err) {
      const found = fieldMessages(err);
      setErrors({ fields: found.fields, general: found.general.length ? found.general : [t('form.fix')] });
      // The first field named takes the focus, so a keyboard user lands where the fix is.
      const first = Object.keys(found.fields)[0];
      if (first) requestAnimationFrame(() => document.getElementById(`s-${first.replace('.', '-')}`)?.focus());
    } finally {
      setSending(false);
    }
  }

  const setPhone = (i: number, value: string) => setDraft((d) => ({ ...d, phones: d.phones.map((p, j) => (j === i ? value : p)) }));
  const addPhone = () => {
    setDraft((d) => ({ ...d, phones: [...d.phones, ''] }));
    requestAnimationFrame(() => document.getElementById(`s-phones-${draft.phones.length}`)?.focus());
  };
  const removePhone = (i: number) => {
    setDraft((d) => ({ ...d, phones: d.phones.filter((_p, j) => j !== i) }));
    requestAnimationFrame(() => document.getElementById(i > 0 ? `s-phones-${i - 1}` : 'settings-add-phone')?.focus());
  };

  /** One field: its label, its box, its hint and what the server said of it. */
  const field = (
    name: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    opts: { area?: boolean; dir?: 'ltr' | 'rtl'; hint?: string; disabled?: boolean } = {},
  ) => {
    const id = `s-${name.replace('.', '-')}`;
    const error = errors.fields[name];
    const props = {
      id,
      value: shown(name, value),
      dir: opts.dir,
      disabled: opts.disabled,
      onChange: (e: { target: { value: string } }) => onChange(e.target.value),
      'aria-invalid': !!error,
      'aria-describedby': [opts.hint && `${id}-h`, error && `${id}-e`].filter(Boolean).join(' ') || undefined,
    };
    return (
      <div className="adm-field" key={name}>
        <label htmlFor={id}>{label}</label>
        {opts.area ? <textarea rows={2} {...props} /> : <input {...props} />}
        {opts.hint && (
          <small id={`${id}-h`} className="adm-muted">
            {opts.hint}
          </small>
        )}
        {error && (
          <p id={`${id}-e`} className="adm-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const text = (name: 'addressFa' | 'addressEn' | 'workingHoursFa' | 'workingHoursEn', area = false) =>
    field(name, t(`settings.fields.${name}`), draft[name], (v) => setDraft((d) => ({ ...d, [name]: v })), { area, dir: name.endsWith('En') ? 'ltr' : 'rtl' });

  return (
    <form className="adm-form adm-settings" onSubmit={save} noValidate aria-labelledby="settings-title">
      <h1 id="settings-title">{t('nav.settings')}</h1>
      <p className="adm-muted">{t('settings.intro')}</p>
      {errors.general.length > 0 && (
        <div className="adm-alert" role="alert">
          {errors.general.map((g) => (
            <p key={g}>{g}</p>
          ))}
        </div>
      )}

      <fieldset>
        <legend>{t('settings.phones')}</legend>
        {!settings.saved.contact && <p className="adm-muted">{t('settings.defaultsContact')}</p>}
        <p className="adm-muted">{t('settings.phoneHint')}</p>
        {errors.fields.phones && (
          <p className="adm-error" id="s-phones" tabIndex={-1}>
            {errors.fields.phones}
          </p>
        )}
        <ol className="adm-settings__phones">
          {draft.phones.map((phone, i) => (
            <li key={i} className="adm-settings__phone">
              {field(`phones.${i}`, t('settings.phone', { n: i + 1 }), phone, (v) => setPhone(i, v), { dir: 'ltr' })}
              <button
                type="button"
                className="adm-button adm-button--quiet"
                onClick={() => removePhone(i)}
                disabled={draft.phones.length === 1}
                aria-label={t('settings.removePhone', { n: i + 1 })}
              >
                {t('settings.remove')}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" id="settings-add-phone" className="adm-button adm-button--quiet" onClick={addPhone} disabled={draft.phones.length >= MAX_PHONES}>
          {t('settings.addPhone')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('settings.place')}</legend>
        <div className="adm-grid">
          {text('addressFa', true)}
          {text('addressEn', true)}
          {text('workingHoursFa')}
          {text('workingHoursEn')}
          {field('mapLat', t('settings.fields.mapLat'), draft.mapLat, (v) => setDraft((d) => ({ ...d, mapLat: v })), {
            dir: 'ltr',
            hint: t('settings.mapHint'),
          })}
          {field('mapLng', t('settings.fields.mapLng'), draft.mapLng, (v) => setDraft((d) => ({ ...d, mapLng: v })), { dir: 'ltr' })}
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('settings.social')}</legend>
        <p className="adm-muted">{t('settings.socialHint')}</p>
        <div className="adm-grid">
          {SOCIAL_NETWORKS.map((network) =>
            field(
              `social.${network}`,
              t(`settings.networks.${network}`),
              draft.social[network] ?? '',
              (v) => setDraft((d) => ({ ...d, social: { ...d.social, [network]: v } })),
              {
                dir: 'ltr',
              },
            ),
          )}
        </div>
      </fieldset>

      <fieldset disabled={!settings.mayEditSeller}>
        <legend>{t('settings.seller')}</legend>
        <p className="adm-muted">{settings.mayEditSeller ? t('settings.sellerHint') : t('settings.sellerAdminOnly')}</p>
        {!settings.saved.seller && <p className="adm-muted">{t('settings.defaultsSeller')}</p>}
        {errors.fields.seller && <p className="adm-error">{errors.fields.seller}</p>}
        <div className="adm-grid">
          {SELLER_FIELDS.map((name) =>
            field(
              `seller.${name}`,
              t(`settings.sellerFields.${name}`),
              draft.seller[name],
              (v) => setDraft((d) => ({ ...d, seller: { ...d.seller, [name]: v } })),
              {
                area: name.startsWith('address'),
                dir: LATIN.has(name) ? 'ltr' : 'rtl',
              },
            ),
          )}
        </div>
      </fieldset>

      {saved && (
        <div className="adm-notice" role="status">
          {t('settings.saved')}
        </div>
      )}
      <div className="adm-actions">
        <button className="adm-button" type="submit" disabled={sending}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
