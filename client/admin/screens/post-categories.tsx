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
  return api().call(adminContracts.postCategories.list, { page: page ? Number(page) : undefined });
}

/** The blog's categories, in the site's order. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordList
      title={t('nav.postCategories')}
      path="post-categories"
      newLabel={t('postCategories.new')}
      page={page}
      columns={[
        { head: t('postCategories.name'), cell: (c) => (locale === 'fa' ? c.nameFa : c.nameEn) },
        { head: t('postCategories.fields.label'), cell: (c) => <bdi dir="ltr">{c.label}</bdi> },
        { head: t('postCategories.fields.sort'), cell: (c) => <Num value={c.sort} /> },
      ]}
    />
  );
}
