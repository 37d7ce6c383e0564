import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Num, Toman } from '../components.tsx';
import { RecordList } from '../record-list.tsx';
import { DayOrOpen } from './discount-parts.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  return api().call(adminContracts.discounts.list, { page: page ? Number(page) : undefined });
}

/** Discount codes, active first, newest first; each one a click from its form or from being switched off. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <RecordList
      title={t('nav.discounts')}
      path="discounts"
      newLabel={t('discounts.new')}
      page={page}
      setActive={(id, active) => api().call(adminContracts.discounts.setActive, { id, active })}
      columns={[
        { head: t('discounts.fields.code'), cell: (d) => <bdi dir="ltr">{d.code}</bdi> },
        { head: t('discounts.fields.value'), cell: (d) => (d.kind === 'percent' ? t('discounts.percentOff', { value: d.value }) : <Toman value={d.value} />) },
        {
          head: t('discounts.used'),
          cell: (d) => (d.totalLimit === null ? <Num value={d.usedCount ?? 0} /> : t('discounts.usedOf', { used: d.usedCount ?? 0, limit: d.totalLimit })),
        },
        { head: t('discounts.fields.validFrom'), cell: (d) => <DayOrOpen day={d.validFrom} /> },
        { head: t('discounts.fields.validTo'), cell: (d) => <DayOrOpen day={d.validTo} /> },
      ]}
    />
  );
}
