import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminDelivery } from '../../../shared/contracts/admin/commerce.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return params.id ? api().call(adminContracts.deliveries.get, { id: Number(params.id) }) : null;
}

const empty: AdminDelivery = {
  nameFa: '',
  nameEn: '',
  descriptionFa: '',
  descriptionEn: '',
  priceToman: 0,
  needsAddress: true,
  restOnArrival: false,
  zone: '',
  sort: 10,
  active: true,
};

/** A delivery method in both languages; an order keeps its own copy, so an edit changes only orders still to come. */
export function Component() {
  const delivery = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordFormView
      key={delivery?.id ?? 'new'}
      initial={delivery ?? empty}
      schema={() => import('../../../shared/contracts/admin/commerce.inputs.ts').then((m) => m.delivery)}
      save={(d) => api().call(adminContracts.deliveries.save, d)}
      path="deliveries"
      labels="deliveries.fields"
      title={delivery ? (locale === 'fa' ? delivery.nameFa : delivery.nameEn) : t('deliveries.new')}
    >
      <Field name="nameFa" dir="rtl" />
      <Field name="nameEn" dir="ltr" />
      <Field name="descriptionFa" dir="rtl" />
      <Field name="descriptionEn" dir="ltr" />
      <Field name="priceToman" kind="money" />
      <Field name="sort" kind="number" hint={t('deliveries.sortHint')} />
      <Field name="needsAddress" kind="check" />
      <Field name="restOnArrival" kind="check" />
      <Field name="zone" kind="area" dir="rtl" hint={t('deliveries.zoneHint')} />
      <Field name="active" kind="check" />
    </RecordFormView>
  );
}
