import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminCategory } from '../../../shared/contracts/admin/taxonomy.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../../shared/contracts/catalog-constants.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';
import { RecordSeoFields } from '../seo-fields.tsx';
import { SpecKeysEditor } from '../spec-keys-editor.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const [choices, category, keys] = await Promise.all([
    api().call(adminContracts.catalog.choices, {}),
    params.id ? api().call(adminContracts.categories.get, { id: Number(params.id) }) : Promise.resolve(null),
    params.id ? api().call(adminContracts.specKeys.list, { categoryId: Number(params.id) }) : Promise.resolve([]),
  ]);
  return { choices, category, keys };
}

const empty: AdminCategory = { parentId: STORE_ROOT_CATEGORY_ID, label: '', nameFa: '', nameEn: '', descriptionFa: '', descriptionEn: '', active: true };

/** A product category in both languages and its place in the tree (the server refuses a parent below the category). */
export function Component() {
  const { choices, category, keys } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const name = (c: { nameFa: string; nameEn: string }) => (locale === 'fa' ? c.nameFa : c.nameEn);
  const parents = choices.categories.filter((c) => c.id !== category?.id).map((c) => ({ value: String(c.id), label: name(c) }));
  return (
    <>
      <RecordFormView
        key={category?.id ?? 'new'}
        initial={category ?? empty}
        schema={() => import('../../../shared/contracts/admin/taxonomy.inputs.ts').then((m) => m.category)}
        save={(c) => api().call(adminContracts.categories.save, c)}
        path="categories"
        labels="categories.fields"
        title={category ? name(category) : t('categories.new')}
      >
        <Field name="nameFa" dir="rtl" />
        <Field name="nameEn" dir="ltr" />
        <Field name="label" dir="ltr" hint={t('records.labelHint')} />
        {category?.id !== STORE_ROOT_CATEGORY_ID && <Field name="parentId" kind="select" options={parents} />}
        <Field name="descriptionFa" kind="area" dir="rtl" />
        <Field name="descriptionEn" kind="area" dir="ltr" />
        <Field name="active" kind="check" />
        <RecordSeoFields titleFrom="name" descriptionFrom="description" />
      </RecordFormView>
      {/* Its spec keys once it exists (issue #33): saved on their own, audited as the category's. */}
      {category?.id && <SpecKeysEditor key={category.id} categoryId={category.id} initial={keys} />}
    </>
  );
}
