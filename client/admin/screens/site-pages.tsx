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
  return api().call(adminContracts.sitePages.list, { page: page ? Number(page) : undefined });
}

/** The site's own pages the operator writes (issue 32): the home page, about, customer experience. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <RecordList
      title={t('nav.sitePages')}
      path="site-pages"
      page={page}
      columns={[
        { head: t('pages.page'), cell: (p) => t(`pages.keys.${p.key}`) },
        { head: t('pages.edited'), cell: (p) => t(p.titleFa || p.bodyFa || p.titleEn || p.bodyEn || p.pictureUrl ? 'pages.own' : 'pages.builtIn') },
      ]}
    />
  );
}
