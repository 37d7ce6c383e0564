import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminPost } from '../../../shared/contracts/admin/writing.ts';
import { parseMarkdown } from '../../../shared/markdown.ts';
import { postPath } from '../../../shared/routes.ts';
import { tehranDayOf } from '../../../shared/tehran-day.ts';
import { MarkdownBody } from '../../content/markdown-body.tsx';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView, useRecordForm } from '../record-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const [categories, post] = await Promise.all([
    api().call(adminContracts.postCategories.list, {}),
    params.id ? api().call(adminContracts.posts.get, { id: Number(params.id) }) : Promise.resolve(null),
  ]);
  return { categories: categories.items, post };
}

const today = () => tehranDayOf(new Date());

/** A blog post in both languages, written in Markdown, with a preview of each language as the site will show it. */
export function Component() {
  const { categories, post } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const empty: AdminPost = {
    categoryId: categories[0]?.id ?? 0,
    nameFa: '',
    nameEn: '',
    summaryFa: '',
    summaryEn: '',
    bodyFa: '',
    bodyEn: '',
    publishedOn: today(),
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
      <Field name="publishedOn" kind="date" />
      <Field name="summaryFa" kind="area" dir="rtl" />
      <Field name="summaryEn" kind="area" dir="ltr" />
      <Field name="bodyFa" kind="area" dir="rtl" hint={t('posts.markdownHint')} />
      <Field name="bodyEn" kind="area" dir="ltr" hint={t('posts.markdownHint')} />
      <Preview />
    </RecordFormView>
  );
}

/** What the site will show, in both languages, from the text as it is now (the site's own parser and renderer). */
function Preview() {
  const { value } = useRecordForm();
  const { t } = useI18n();
  return (
    <section className="adm-previews" aria-label={t('posts.preview')}>
      {(['fa', 'en'] as const).map((lang) => (
        <article key={lang} className="adm-preview" lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'} id={`preview-${lang}`}>
          <p className="adm-preview__label">{t(`posts.preview${lang === 'fa' ? 'Fa' : 'En'}`)}</p>
          {/* No empty heading while the title is still to be typed. */}
          {value[lang === 'fa' ? 'nameFa' : 'nameEn'] ? <h1>{String(value[lang === 'fa' ? 'nameFa' : 'nameEn'])}</h1> : null}
          <MarkdownBody blocks={parseMarkdown(String(value[lang === 'fa' ? 'bodyFa' : 'bodyEn'] ?? ''))} locale={lang} />
        </article>
      ))}
    </section>
  );
}
