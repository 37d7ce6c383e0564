import { useState, type FormEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminServiceRule, ServiceRuleInput } from '../../../shared/contracts/admin/service-rules.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { fieldMessages } from '../admin-api.ts';
import { useI18n } from '../admin-i18n.tsx';
import { Num, When } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';

export async function loader() {
  if (!(await entered())) return null as never;
  return api().call(adminContracts.serviceRules.list, {});
}

type Draft = Omit<ServiceRuleInput, 'intervalMonths'> & { kind: 'category' | 'product'; intervalMonths: string };
const EMPTY: Draft = { kind: 'category', categoryId: null, productId: null, nameFa: '', nameEn: '', intervalMonths: '12' };

/**
 * The service rules (issue #34): for a category (its subcategories too) or a product, a named service every so many
 * months, in both languages. The customers' equipment takes its due dates from them; every change is audited.
 */
export function Component() {
  const { rules, categories, products } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string[] }>({ fields: {}, general: [] });
  const [done, setDone] = useState<string | null>(null);

  async function run(work: () => Promise<unknown>, message: string) {
    try {
      await work();
      setErrors({ fields: {}, general: [] });
      setDone(message);
      setDraft(EMPTY);
      await revalidate();
    } catch (err) {
      setDone(null);
      setErrors(fieldMessages(err));
    }
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    const input: ServiceRuleInput = {
      id: draft.id,
      categoryId: draft.kind === 'category' ? draft.categoryId : null,
      productId: draft.kind === 'product' ? draft.productId : null,
      nameFa: draft.nameFa,
      nameEn: draft.nameEn,
      intervalMonths: Number(draft.intervalMonths),
    };
    void run(() => api().call(adminContracts.serviceRules.save, input), t('serviceRules.saved'));
  };
  const edit = (r: AdminServiceRule) => {
    setDraft({ ...r, kind: r.productId ? 'product' : 'category', intervalMonths: String(r.intervalMonths) });
    setDone(null);
    document.getElementById('rule-nameFa')?.focus();
  };
  const described = (name: string) => (errors.fields[name] ? `rule-${name}-error` : undefined);
  const error = (name: string) =>
    errors.fields[name] && (
      <p id={`rule-${name}-error`} className="adm-error" role="alert">
        {errors.fields[name]}
      </p>
    );
  const text = (name: 'nameFa' | 'nameEn', dir: 'rtl' | 'ltr') => (
    <div className="adm-field">
      <label htmlFor={`rule-${name}`}>{t(`serviceRules.${name}`)}</label>
      <input
        id={`rule-${name}`}
        dir={dir}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        required
        maxLength={120}
        aria-invalid={Boolean(errors.fields[name])}
        aria-describedby={described(name)}
      />
      {error(name)}
    </div>
  );
  const targetField = draft.kind === 'category' ? 'categoryId' : 'productId';

  return (
    <section className="adm-service-rules" aria-labelledby="service-rules-title">
      <h1 id="service-rules-title">{t('nav.serviceRules')}</h1>
      <p className="adm-muted">{t('serviceRules.intro')}</p>
      <form className="adm-form" onSubmit={save}>
        <fieldset>
          <legend>{draft.id ? t('serviceRules.editing', { name: draft.nameFa }) : t('serviceRules.new')}</legend>
          <div className="adm-field">
            <label htmlFor="rule-kind">{t('serviceRules.targetKind')}</label>
            <select id="rule-kind" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value === 'product' ? 'product' : 'category' })}>
              <option value="category">{t('serviceRules.category')}</option>
              <option value="product">{t('serviceRules.product')}</option>
            </select>
          </div>
          <div className="adm-field">
            <label htmlFor="rule-target">{t(draft.kind === 'category' ? 'serviceRules.category' : 'serviceRules.product')}</label>
            <select
              id="rule-target"
              value={String(draft[targetField] ?? '')}
              onChange={(e) => setDraft({ ...draft, [targetField]: e.target.value ? Number(e.target.value) : null })}
              required
              aria-invalid={Boolean(errors.fields.categoryId || errors.fields.productId)}
              aria-describedby={described(targetField)}
            >
              <option value="">{t(draft.kind === 'category' ? 'serviceRules.chooseCategory' : 'serviceRules.chooseProduct')}</option>
              {(draft.kind === 'category' ? categories : products).map((c) => (
                <option key={c.id} value={c.id}>
                  {'code' in c ? `${c.name} (${c.code})` : c.name}
                </option>
              ))}
            </select>
            {error('categoryId')}
            {error('productId')}
          </div>
          {text('nameFa', 'rtl')}
          {text('nameEn', 'ltr')}
          <div className="adm-field">
            <label htmlFor="rule-intervalMonths">{t('serviceRules.intervalMonths')}</label>
            <input
              id="rule-intervalMonths"
              type="number"
              min={1}
              max={120}
              dir="ltr"
              value={draft.intervalMonths}
              onChange={(e) => setDraft({ ...draft, intervalMonths: e.target.value })}
              required
              aria-invalid={Boolean(errors.fields.intervalMonths)}
              aria-describedby={described('intervalMonths')}
            />
            {error('intervalMonths')}
          </div>
          {errors.general.map((message, i) => (
            <p key={i} className="adm-error" role="alert">
              {message}
            </p>
          ))}
          {done && (
            <p className="adm-notice" role="status">
              {done}
            </p>
          )}
          <p>
            <button type="submit" className="adm-button">
              {t('serviceRules.save')}
            </button>{' '}
            {draft.id && (
              <button type="button" className="adm-button adm-button--quiet" onClick={() => setDraft(EMPTY)}>
                {t('serviceRules.cancelEdit')}
              </button>
            )}
          </p>
        </fieldset>
      </form>
      {rules.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('serviceRules.none')}
        </p>
      ) : (
        <TableRegion label={t('serviceRules.list')}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">{t('serviceRules.target')}</th>
                <th scope="col">{t('serviceRules.service')}</th>
                <th scope="col">{t('serviceRules.interval')}</th>
                <th scope="col">{t('redirects.updated')}</th>
                <th scope="col">{t('serviceRules.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((r) => (
                <tr key={r.id}>
                  <td>
                    <bdi>{r.target}</bdi>
                  </td>
                  <td>
                    {r.nameFa} / <bdi dir="ltr">{r.nameEn}</bdi>
                  </td>
                  <td>
                    <Num value={r.intervalMonths} /> {t('serviceRules.monthsWord')}
                  </td>
                  <td>
                    <When iso={r.updatedAt} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="adm-button adm-button--quiet"
                      onClick={() => edit(r)}
                      aria-label={t('serviceRules.editNamed', { name: `${r.target}: ${r.nameFa}` })}
                    >
                      {t('serviceRules.edit')}
                    </button>{' '}
                    <button
                      type="button"
                      className="adm-button adm-button--quiet"
                      aria-label={t('serviceRules.removeNamed', { name: `${r.target}: ${r.nameFa}` })}
                      onClick={() => void run(() => api().call(adminContracts.serviceRules.remove, { id: r.id }), t('serviceRules.removed'))}
                    >
                      {t('serviceRules.remove')}
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
