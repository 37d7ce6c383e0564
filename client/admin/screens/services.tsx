import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams } from '../components.tsx';
import { RecordList } from '../record-list.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  return api().call(adminContracts.services.list, { page: page ? Number(page) : undefined });
}

/** The company's services, in the site's order. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordList
      title={t('nav.services')}
      path="services"
      newLabel={t('services.new')}
      page={page}
      columns={[
        { head: t('services.title'), cell: (s) => (locale === 'fa' ? s.titleFa : s.titleEn) },
        { head: t('services.fields.label'), cell: (s) => <bdi dir="ltr">{s.label}</bdi> },
      ]}
    />
  );
}
