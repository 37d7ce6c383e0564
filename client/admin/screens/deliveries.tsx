import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Toman } from '../components.tsx';
import { RecordList } from '../record-list.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  return api().call(adminContracts.deliveries.list, { page: page ? Number(page) : undefined });
}

/** Delivery methods in the order checkout offers them. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordList
      title={t('nav.deliveries')}
      path="deliveries"
      newLabel={t('deliveries.new')}
      page={page}
      setActive={(id, active) => api().call(adminContracts.deliveries.setActive, { id, active })}
      columns={[
        { head: t('deliveries.name'), cell: (d) => (locale === 'fa' ? d.nameFa : d.nameEn) },
        { head: t('deliveries.fields.priceToman'), cell: (d) => <Toman value={d.priceToman} /> },
        { head: t('deliveries.fields.needsAddress'), cell: (d) => t(d.needsAddress ? 'records.yes' : 'records.no') },
      ]}
    />
  );
}
