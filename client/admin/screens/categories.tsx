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
  return api().call(adminContracts.categories.list, { page: page ? Number(page) : undefined });
}

/** The category tree, in the site's order: each category moved among its siblings, or under another parent in its form. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const move = (id: number, direction: 'up' | 'down') => () => api().call(adminContracts.categories.move, { id, direction });
  return (
    <RecordList
      title={t('nav.categories')}
      path="categories"
      newLabel={t('categories.new')}
      page={page}
      setActive={(id, active) => api().call(adminContracts.categories.setActive, { id, active })}
      columns={[
        // The depth as leading marks rather than an inline indent: the CSP allows no style attributes.
        { head: t('categories.name'), cell: (c) => `${'· '.repeat(c.depth ?? 0)}${locale === 'fa' ? c.nameFa : c.nameEn}` },
        { head: t('categories.fields.label'), cell: (c) => <bdi dir="ltr">{c.label}</bdi> },
      ]}
      actions={(c, run) =>
        c.depth ? (
          <>
            <button
              type="button"
              className="adm-button adm-button--quiet adm-button--small"
              aria-label={t('categories.moveUp', { name: locale === 'fa' ? c.nameFa : c.nameEn })}
              onClick={() => void run(move(c.id, 'up'))}
            >
              ↑
            </button>{' '}
            <button
              type="button"
              className="adm-button adm-button--quiet adm-button--small"
              aria-label={t('categories.moveDown', { name: locale === 'fa' ? c.nameFa : c.nameEn })}
              onClick={() => void run(move(c.id, 'down'))}
            >
              ↓
            </button>
          </>
        ) : null
      }
    />
  );
}
