import { localDigits } from '../../../shared/format.ts';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/contracts/admin/requests.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { fieldMessages } from '../admin-api.ts';
import { useI18n } from '../admin-i18n.tsx';
import { Day, When } from '../components.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return api().call(adminContracts.requests.get, { id: Number(params.id) });
}

/** One request with its attachment, marked called, visited or closed with a note. */
export function Component() {
  const r = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      await api().call(adminContracts.requests.mark, { id: r.id, status: String(data.get('status')) as RequestStatus, note: String(data.get('note') ?? '') });
      setError(null);
      setSaved(true);
      await revalidate();
    } catch (err) {
      const m = fieldMessages(err);
      setError(Object.values(m.fields)[0] ?? m.general[0] ?? null);
    }
  }
  return (
    <>
      <h1>{r.title || r.fullName}</h1>
      <dl className="adm-facts">
        <dt>{t('requests.name')}</dt>
        <dd>{r.fullName}</dd>
        <dt>{t('requests.mobile')}</dt>
        <dd>
          <a href={`tel:${r.mobile}`}>
            <bdi dir="ltr">{localDigits(r.mobile, locale)}</bdi>
          </a>
        </dd>
        {r.email && (
          <>
            <dt>{t('requests.email')}</dt>
            <dd>
              <bdi dir="ltr">{r.email}</bdi>
            </dd>
          </>
        )}
        <dt>{t('requests.sent')}</dt>
        <dd>
          <When iso={r.createdAt} />
        </dd>
        {r.sendDate && (
          <>
            <dt>{t('requests.visitDate')}</dt>
            <dd>
              <Day value={r.sendDate} />
            </dd>
          </>
        )}
        {r.fileUrl && (
          <>
            <dt>{t('requests.file')}</dt>
            <dd>
              <a href={r.fileUrl} download>
                {r.fileName}
              </a>
            </dd>
          </>
        )}
      </dl>
      <p className="adm-body" dir="auto">
        {r.body}
      </p>
      <form className="adm-form" onSubmit={submit} key={`${r.status}-${r.note}`}>
        <div className="adm-field">
          <label htmlFor="req-status">{t('requests.status')}</label>
          <select id="req-status" name="status" defaultValue={r.status}>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`requests.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="req-note">{t('requests.note')}</label>
          <textarea id="req-note" name="note" rows={3} defaultValue={r.note ?? ''} />
        </div>
        {error && (
          <p className="adm-error" role="alert">
            {error}
          </p>
        )}
        {saved && (
          <p className="adm-notice" role="status">
            {t('form.saved')}
          </p>
        )}
        <button className="adm-button" type="submit">
          {t('form.save')}
        </button>
      </form>
    </>
  );
}
