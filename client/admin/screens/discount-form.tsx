import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminDiscount } from '../../../shared/contracts/admin/commerce.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';
import { DayOrOpen } from './discount-parts.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return params.id ? api().call(adminContracts.discounts.get, { id: Number(params.id) }) : null;
}

const empty: AdminDiscount = {
  code: '',
  kind: 'percent',
  value: 10,
  minOrderToman: 0,
  validFrom: null,
  validTo: null,
  totalLimit: null,
  perUserLimit: 1,
  active: true,
};

/** A discount code: a percent or Toman off the items, within its days and limits (the cart applies it at once). */
export function Component() {
  const discount = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <RecordFormView
      key={discount?.id ?? 'new'}
      initial={discount ?? empty}
      schema={() => import('../../../shared/contracts/admin/commerce.inputs.ts').then((m) => m.discount)}
      save={(d) => api().call(adminContracts.discounts.save, d)}
      path="discounts"
      labels="discounts.fields"
      title={discount ? t('discounts.edit', { code: discount.code }) : t('discounts.new')}
      after={(d) => (
        <p className="adm-muted">
          {t('discounts.usedSoFar', { used: d.usedCount ?? 0 })} · <DayOrOpen day={d.validFrom} /> – <DayOrOpen day={d.validTo} />
        </p>
      )}
    >
      <Field name="code" dir="ltr" hint={t('discounts.codeHint')} />
      <Field
        name="kind"
        kind="select"
        options={[
          { value: 'percent', label: t('discounts.kinds.percent') },
          { value: 'amount', label: t('discounts.kinds.amount') },
        ]}
      />
      <Field name="value" kind="money" hint={t('discounts.valueHint')} />
      <Field name="minOrderToman" kind="money" />
      <Field name="validFrom" kind="date" optional />
      <Field name="validTo" kind="date" optional />
      <Field name="totalLimit" kind="number" hint={t('discounts.limitHint')} />
      <Field name="perUserLimit" kind="number" hint={t('discounts.limitHint')} />
      <Field name="active" kind="check" />
    </RecordFormView>
  );
}
