import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Num } from '../components.tsx';
import { RecordList } from '../record-list.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  return api().call(adminContracts.testimonials.list, { page: page ? Number(page) : undefined });
}

/** Customers' testimonials, in the site's order. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordList
      title={t('nav.testimonials')}
      path="testimonials"
      newLabel={t('testimonials.new')}
      page={page}
      columns={[
        { head: t('testimonials.name'), cell: (x) => (locale === 'fa' ? x.nameFa : x.nameEn) },
        { head: t('testimonials.fields.rating'), cell: (x) => <Num value={x.rating} /> },
      ]}
    />
  );
}
