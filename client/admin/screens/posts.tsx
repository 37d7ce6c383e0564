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
  return api().call(adminContracts.posts.list, { page: page ? Number(page) : undefined });
}

/** Blog posts, newest first. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordList
      title={t('nav.posts')}
      path="posts"
      newLabel={t('posts.new')}
      page={page}
      columns={[
        { head: t('posts.title'), cell: (p) => (locale === 'fa' ? p.nameFa : p.nameEn) },
        { head: t('posts.fields.publishedOn'), cell: (p) => <time dateTime={p.publishedOn}>{formatDate(tehranNoon(p.publishedOn), locale)}</time> },
      ]}
    />
  );
}
