import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { POST_STATES, type AdminPost } from '../../../shared/contracts/admin/writing.ts';
import { postPath } from '../../../shared/routes.ts';
import { tehranDayOf, tehranTimeOf } from '../../../shared/tehran-day.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';
import { RecordSeoFields } from '../seo-fields.tsx';
import { MarkdownPreview } from '../markdown-preview.tsx';
import { PictureField } from '../picture-field.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const [categories, post] = await Promise.all([
    api().call(adminContracts.postCategories.list, {}),
    params.id ? api().call(adminContracts.posts.get, { id: Number(params.id) }) : Promise.resolve(null),
  ]);
  return { categories: categories.items, post };
}

/**
 * A blog post in both languages, written in Markdown, with a preview of each language as the site will show it; kept
 * as a draft, published at the save, or from a day and time (Tehran's) ahead.
 */
export function Component() {
  const { categories, post } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const now = new Date();
  const empty: AdminPost = {
    categoryId: categories[0]?.id ?? 0,
    nameFa: '',
    nameEn: '',
    summaryFa: '',
    summaryEn: '',
    bodyFa: '',
    bodyEn: '',
    state: 'now',
    publishedOn: tehranDayOf(now),
    publishedTime: tehranTimeOf(now),
    altFa: '',
    altEn: '',
  };
  return (
    <RecordFormView
      key={post?.id ?? 'new'}
      initial={post ?? empty}
      schema={() => import('../../../shared/contracts/admin/writing.inputs.ts').then((m) => m.post)}
      save={(p) => api().call(adminContracts.posts.save, p)}
      path="posts"
      labels="posts.fields"
      title={post ? (locale === 'fa' ? post.nameFa : post.nameEn) : t('posts.new')}
      after={(p) => (
        <p>
          <a href={`${locale === 'fa' ? '' : '/en'}${postPath(p.id!, locale === 'fa' ? p.nameFa : p.nameEn)}`} target="_blank" rel="noreferrer">
            {t('posts.view')}
          </a>
        </p>
      )}
    >
      <Field name="nameFa" dir="rtl" />
      <Field name="nameEn" dir="ltr" />
      <Field name="categoryId" kind="select" options={categories.map((c) => ({ value: String(c.id), label: locale === 'fa' ? c.nameFa : c.nameEn }))} />
      <Field name="state" kind="select" options={POST_STATES.map((s) => ({ value: s, label: t(`posts.states.${s}`) }))} />
      <Field name="publishedOn" kind="date" />
      <Field name="publishedTime" kind="time" />
      <Field name="summaryFa" kind="area" dir="rtl" />
      <Field name="summaryEn" kind="area" dir="ltr" />
      <Field name="bodyFa" kind="area" dir="rtl" hint={t('posts.markdownHint')} />
      <Field name="bodyEn" kind="area" dir="ltr" hint={t('posts.markdownHint')} />
      <MarkdownPreview title="name" body="body" />
      <PictureField
        id="f-picture"
        upload="pictureUploadId"
        shownAt="pictureUrl"
        label={t('posts.fields.picture')}
        hint={t('posts.pictureHint')}
        ready={t('posts.pictureReady')}
        size={[320, 180]}
      />
      <Field name="altFa" dir="rtl" hint={t('posts.altHint')} />
      <Field name="altEn" dir="ltr" hint={t('posts.altHint')} />
      <RecordSeoFields titleFrom="name" descriptionFrom="summary" />
    </RecordFormView>
  );
}
