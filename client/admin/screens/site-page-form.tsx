import { useEffect, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminSitePage } from '../../../shared/contracts/admin/site-pages.ts';
import { HOME_FEATURED_MAX } from '../../../shared/home-featured.ts';
import { formatNumber } from '../../../shared/format.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView, useRecordForm } from '../record-form.tsx';
import { MarkdownPreview } from '../markdown-preview.tsx';
import { PictureField } from '../picture-field.tsx';
import { OrderedChoice, type ChoiceOption } from '../ordered-choice.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const page = await api().call(adminContracts.sitePages.get, { id: Number(params.id) });
  if (page.key !== 'home') return { page, categories: [], products: [] };
  // The home page's choices by name: every category (a short list), and the chosen products.
  const [choices, products] = await Promise.all([
    api().call(adminContracts.catalog.choices, {}),
    Promise.all(
      page.featuredProductIds.map((id) =>
        api()
          .call(adminContracts.catalog.product, { id })
          .catch(() => null),
      ),
    ),
  ]);
  return { page, categories: choices.categories, products: products.filter((p) => p !== null) };
}

/** The home page's featured products and categories, each an ordered choice. */
function HomeChoices({ categories, products }: Awaited<ReturnType<typeof loader>>) {
  const { value, set, errors } = useRecordForm();
  const { t, locale } = useI18n();
  const name = (r: { nameFa: string; nameEn: string }) => (locale === 'fa' ? r.nameFa : r.nameEn);
  const [productNames, setProductNames] = useState(() => new Map(products.map((p) => [p.id!, name(p)])));
  const [found, setFound] = useState<ChoiceOption[]>([]);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (typed.trim().length < 2) return;
    // Asked a moment after the last key, not on each one.
    const timer = setTimeout(() => {
      void api()
        .call(adminContracts.catalog.products, { q: typed.trim(), page: 1 })
        .then((page) => setFound(page.items.filter((p) => p.active).map((p) => ({ id: p.id, name: name(p) }))))
        .catch(() => setFound([]));
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `name` follows the locale, which re-renders the screen anyway
  }, [typed]);
  const categoryOptions = categories.map((c) => ({ id: c.id, name: name(c) }));
  return (
    <>
      <OrderedChoice
        id="f-featured-products"
        label={t('pages.fields.featuredProductIds')}
        hint={t('pages.featuredHint', { max: formatNumber(HOME_FEATURED_MAX, locale) })}
        chosen={value.featuredProductIds as number[]}
        names={productNames}
        options={found}
        onSearch={setTyped}
        onChange={(next, named) => {
          if (named.length) setProductNames(new Map([...productNames, ...named.map((o) => [o.id, o.name] as const)]));
          set('featuredProductIds', next);
        }}
        max={HOME_FEATURED_MAX}
        error={errors.featuredProductIds}
      />
      <OrderedChoice
        id="f-featured-categories"
        label={t('pages.fields.featuredCategoryIds')}
        hint={t('pages.featuredHint', { max: formatNumber(HOME_FEATURED_MAX, locale) })}
        chosen={value.featuredCategoryIds as number[]}
        names={new Map(categoryOptions.map((o) => [o.id, o.name]))}
        options={categoryOptions}
        onChange={(next) => set('featuredCategoryIds', next)}
        max={HOME_FEATURED_MAX}
        error={errors.featuredCategoryIds}
      />
    </>
  );
}

/**
 * One of the site's pages in both languages: its title and Markdown text (the home page's: its hero), the home page's
 * hero picture and featured choices. Left empty, a text is the site's built-in words.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const { page } = data;
  const { t } = useI18n();
  const home = page.key === 'home';
  return (
    <RecordFormView<AdminSitePage>
      key={page.id}
      initial={page}
      schema={() => import('../../../shared/contracts/admin/site-pages.inputs.ts').then((m) => m.sitePage)}
      save={({ pictureUrl: _shown, ...p }) => api().call(adminContracts.sitePages.save, { ...p, id: page.id! })}
      path="site-pages"
      labels="pages.fields"
      title={t(`pages.keys.${page.key}`)}
    >
      <p className="adm-muted adm-wide">{t(home ? 'pages.homeIntro' : 'pages.intro')}</p>
      <Field name="titleFa" dir="rtl" hint={t('pages.emptyMeansBuiltIn')} />
      <Field name="titleEn" dir="ltr" hint={t('pages.emptyMeansBuiltIn')} />
      <Field name="bodyFa" kind="area" dir="rtl" hint={t('posts.markdownHint')} />
      <Field name="bodyEn" kind="area" dir="ltr" hint={t('posts.markdownHint')} />
      <MarkdownPreview title="title" body="body" />
      {home && (
        <PictureField
          id="f-picture"
          upload="pictureUploadId"
          shownAt="pictureUrl"
          label={t('pages.fields.picture')}
          hint={t('pages.pictureHint')}
          ready={t('pages.pictureReady')}
          size={[320, 180]}
        />
      )}
      {home && <HomeChoices {...data} />}
    </RecordFormView>
  );
}
