import { useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminServiceRule, ServiceRuleInput } from '../../../shared/contracts/admin/service-rules.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useAction } from '../use-action.ts';
import { useI18n } from '../admin-i18n.tsx';
import { Num, When } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';
import { FormOutcome, LabelledField } from '../labelled-field.tsx';

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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { errors, done, setDone, run: act } = useAction();
  // A change that went through leaves the form empty for the next rule.
  const run = async (work: () => Promise<unknown>, message: string) => {
    if (await act(work, message)) setDraft(EMPTY);
  };
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
  const text = (name: 'nameFa' | 'nameEn', dir: 'rtl' | 'ltr') => (
    <LabelledField
      id={`rule-${name}`}
      label={t(`serviceRules.${name}`)}
      error={errors.fields[name]}
      control={(aria) => (
        <input {...aria} dir={dir} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} required maxLength={120} />
      )}
    />
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
          <LabelledField
            id="rule-target"
            label={t(draft.kind === 'category' ? 'serviceRules.category' : 'serviceRules.product')}
            // The server names the empty side when neither is chosen, whichever kind the form shows.
            error={errors.fields.categoryId ?? errors.fields.productId}
            control={(aria) => (
              <select
                {...aria}
                value={String(draft[targetField] ?? '')}
                onChange={(e) => setDraft({ ...draft, [targetField]: e.target.value ? Number(e.target.value) : null })}
                required
              >
                <option value="">{t(draft.kind === 'category' ? 'serviceRules.chooseCategory' : 'serviceRules.chooseProduct')}</option>
                {(draft.kind === 'category' ? categories : products).map((c) => (
                  <option key={c.id} value={c.id}>
                    {'code' in c ? `${c.name} (${c.code})` : c.name}
                  </option>
                ))}
              </select>
            )}
          />
          {text('nameFa', 'rtl')}
          {text('nameEn', 'ltr')}
          <LabelledField
            id="rule-intervalMonths"
            label={t('serviceRules.intervalMonths')}
            error={errors.fields.intervalMonths}
            control={(aria) => (
              <input
                {...aria}
                type="number"
                min={1}
                max={120}
                dir="ltr"
                value={draft.intervalMonths}
                onChange={(e) => setDraft({ ...draft, intervalMonths: e.target.value })}
                required
              />
            )}
          />
          <FormOutcome general={errors.general} done={done} />
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
