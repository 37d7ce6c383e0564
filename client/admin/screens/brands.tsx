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
  return api().call(adminContracts.brands.list, { page: page ? Number(page) : undefined });
}

/** Brands in the site's order, with their logos. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordList
      title={t('nav.brands')}
      path="brands"
      newLabel={t('brands.new')}
      page={page}
      columns={[
        { head: t('brands.name'), cell: (b) => (locale === 'fa' ? b.nameFa : b.nameEn) },
        { head: t('brands.fields.logo'), cell: (b) => (b.logoUrl ? <img src={b.logoUrl} alt="" width={80} height={40} className="adm-logo" /> : '—') },
        { head: t('brands.fields.countryFa'), cell: (b) => (locale === 'fa' ? b.countryFa : b.countryEn) },
      ]}
    />
  );
}
