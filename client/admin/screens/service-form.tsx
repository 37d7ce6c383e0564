import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminService } from '../../../shared/contracts/admin/taxonomy.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';
import { RecordSeoFields } from '../seo-fields.tsx';
import { MarkdownPreview } from '../markdown-preview.tsx';
import { PictureField } from '../picture-field.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return params.id ? api().call(adminContracts.services.get, { id: Number(params.id) }) : null;
}

const empty: AdminService = { label: '', titleFa: '', titleEn: '', summaryFa: '', summaryEn: '', bodyFa: '', bodyEn: '', sort: 10, pictureUrl: null };

/** A service's page in both languages, written in Markdown as posts are, with a preview of each language. */
export function Component() {
  const service = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordFormView
      key={service?.id ?? 'new'}
      initial={service ?? empty}
      schema={() => import('../../../shared/contracts/admin/taxonomy.inputs.ts').then((m) => m.service)}
      save={({ pictureUrl: _shown, ...s }) => api().call(adminContracts.services.save, s)}
      path="services"
      labels="services.fields"
      title={service ? (locale === 'fa' ? service.titleFa : service.titleEn) : t('services.new')}
    >
      <Field name="titleFa" dir="rtl" />
      <Field name="titleEn" dir="ltr" />
      <Field name="label" dir="ltr" hint={t('records.labelHint')} />
      <Field name="sort" kind="number" />
      <Field name="summaryFa" kind="area" dir="rtl" />
      <Field name="summaryEn" kind="area" dir="ltr" />
      <Field name="bodyFa" kind="area" dir="rtl" hint={t('posts.markdownHint')} />
      <Field name="bodyEn" kind="area" dir="ltr" hint={t('posts.markdownHint')} />
      <MarkdownPreview title="title" body="body" />
      <RecordSeoFields titleFrom="title" descriptionFrom="summary" />
      <PictureField
        id="f-picture"
        upload="pictureUploadId"
        shownAt="pictureUrl"
        label={t('services.fields.picture')}
        hint={t('services.pictureHint')}
        ready={t('services.pictureReady')}
        size={[320, 180]}
      />
    </RecordFormView>
  );
}
