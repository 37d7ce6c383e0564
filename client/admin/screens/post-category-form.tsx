import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminPostCategory } from '../../../shared/contracts/admin/taxonomy.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return params.id ? api().call(adminContracts.postCategories.get, { id: Number(params.id) }) : null;
}

const empty: AdminPostCategory = { label: '', nameFa: '', nameEn: '', sort: 10 };

/** A blog category in both languages. */
export function Component() {
  const category = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordFormView
      key={category?.id ?? 'new'}
      initial={category ?? empty}
      schema={() => import('../../../shared/contracts/admin/taxonomy.inputs.ts').then((m) => m.postCategory)}
      save={(c) => api().call(adminContracts.postCategories.save, c)}
      path="post-categories"
      labels="postCategories.fields"
      title={category ? (locale === 'fa' ? category.nameFa : category.nameEn) : t('postCategories.new')}
    >
      <Field name="nameFa" dir="rtl" />
      <Field name="nameEn" dir="ltr" />
      <Field name="label" dir="ltr" hint={t('records.labelHint')} />
      <Field name="sort" kind="number" />
    </RecordFormView>
  );
}
