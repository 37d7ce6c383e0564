import { useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminRedirect } from '../../../shared/contracts/admin/redirects.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useAction } from '../use-action.ts';
import { useI18n } from '../admin-i18n.tsx';
import { Num, When } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';
import { FormOutcome, LabelledField } from '../labelled-field.tsx';

export async function loader() {
  if (!(await entered())) return null as never;
  return api().call(adminContracts.redirects.list, {});
}

interface Draft {
  id?: number;
  from: string;
  to: string;
  status: 301 | 302;
}

const EMPTY: Draft = { from: '', to: '', status: 301 };

/**
 * Old addresses sent on to new ones (issue 32): the list, a form that adds one or edits the one chosen, and removal.
 * Saved, a redirect works at once on every worker; the server refuses loops and chains (one hop) and says why.
 */
export function Component() {
  const list = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { errors, done, setDone, run } = useAction();
  // A change that went through leaves the form empty for the next redirect.
  const act = async (work: () => Promise<unknown>, message: string) => {
    if (await run(work, message)) setDraft(EMPTY);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(() => api().call(adminContracts.redirects.save, draft), t('redirects.saved'));
  };
  const edit = (r: AdminRedirect) => {
    setDraft({ id: r.id, from: r.from, to: r.to, status: r.status });
    setDone(null);
    document.getElementById('redirect-from')?.focus();
  };
  const field = (name: 'from' | 'to', label: string, hint: string) => (
    <LabelledField
      id={`redirect-${name}`}
      label={label}
      hint={hint}
      error={errors.fields[name]}
      control={(aria) => <input {...aria} dir="ltr" value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} required />}
    />
  );

  return (
    <section className="adm-redirects" aria-labelledby="redirects-title">
      <h1 id="redirects-title">{t('nav.redirects')}</h1>
      <p className="adm-muted">{t('redirects.intro')}</p>
      <form className="adm-form" onSubmit={save}>
        <fieldset>
          <legend>{draft.id ? t('redirects.editing', { from: draft.from }) : t('redirects.new')}</legend>
          {field('from', t('redirects.from'), t('redirects.fromHint'))}
          {field('to', t('redirects.to'), t('redirects.toHint'))}
          <div className="adm-field">
            <label htmlFor="redirect-status">{t('redirects.status')}</label>
            <select id="redirect-status" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value === '302' ? 302 : 301 })}>
              <option value="301">{t('redirects.permanent')}</option>
              <option value="302">{t('redirects.temporary')}</option>
            </select>
          </div>
          <FormOutcome general={errors.general} done={done} />
          <p>
            <button type="submit" className="adm-button">
              {t('redirects.save')}
            </button>{' '}
            {draft.id && (
              <button type="button" className="adm-button adm-button--quiet" onClick={() => setDraft(EMPTY)}>
                {t('redirects.cancelEdit')}
              </button>
            )}
          </p>
        </fieldset>
      </form>
      {list.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('redirects.none')}
        </p>
      ) : (
        <TableRegion label={t('redirects.list')}>
          <table className="adm-table">
            <thead>
              <tr>
                <th>{t('redirects.from')}</th>
                <th>{t('redirects.to')}</th>
                <th>{t('redirects.status')}</th>
                <th>{t('redirects.updated')}</th>
                <th>{t('redirects.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td>
                    <bdi dir="ltr">{r.from}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{r.to}</bdi>
                  </td>
                  <td>
                    <Num value={r.status} /> {t(r.status === 301 ? 'redirects.permanent' : 'redirects.temporary')}
                  </td>
                  <td>
                    <When iso={r.updatedAt} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="adm-button adm-button--quiet"
                      onClick={() => edit(r)}
                      aria-label={t('redirects.editNamed', { from: r.from })}
                    >
                      {t('redirects.edit')}
                    </button>{' '}
                    <button
                      type="button"
                      className="adm-button adm-button--quiet"
                      aria-label={t('redirects.removeNamed', { from: r.from })}
                      onClick={() => void act(() => api().call(adminContracts.redirects.remove, { id: r.id }), t('redirects.removed'))}
                    >
                      {t('redirects.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
