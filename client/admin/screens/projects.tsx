import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { tehranNoon } from '../../../shared/tehran-day.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams } from '../components.tsx';
import { RecordList } from '../record-list.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  return api().call(adminContracts.projects.list, { page: page ? Number(page) : undefined });
}

/** Projects done, newest first. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordList
      title={t('nav.projects')}
      path="projects"
      newLabel={t('projects.new')}
      page={page}
      columns={[
        { head: t('projects.title'), cell: (p) => (locale === 'fa' ? p.titleFa : p.titleEn) },
        { head: t('projects.fields.completedOn'), cell: (p) => <time dateTime={p.completedOn}>{formatDate(tehranNoon(p.completedOn), locale)}</time> },
      ]}
    />
  );
}
