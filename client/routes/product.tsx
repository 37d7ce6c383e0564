import { lazy, Suspense } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { catalogContracts } from '../../shared/contracts/catalog.ts';
import { brandPath, categoryPath, productPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { questionContracts } from '../../shared/contracts/questions.ts';
import { reviewContracts } from '../../shared/contracts/reviews.ts';
import { readForm } from '../api/form-data.ts';
import { orNotFound } from '../api/not-found.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { ProductJsonLd } from '../seo/json-ld.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Gallery } from '../catalog/gallery.tsx';
import { BuyBox, useChosenItem } from '../catalog/buy-box.tsx';
import { CompareSlot } from '../compare/compare-slot.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { Deferred } from '../ui/deferred.tsx';
import { CardsSkeleton } from '../ui/page-loader.tsx';
import { LikeButton } from '../catalog/like-button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';

import { useLocale } from '../i18n/locale.ts';
import { RELATED_PRODUCTS } from '../../shared/contracts/catalog-constants.ts';
import { Stars } from '../catalog/stars.tsx';
import { averageRating, formatRating } from '../../shared/rating.ts';
import { formatNumber } from '../../shared/format.ts';
import { reviewsSectionSize, sectionSize } from '../ui/section-size.ts';

// Related products stream in below the fold after the page: their cards' code need not be in the first JavaScript.
const ProductGrid = lazy(() => import('../catalog/product-card.tsx').then((m) => ({ default: m.ProductGrid })));
// So do the answered questions and the form to ask (issue #33): rendered on the server, loaded in the browser after.
// So do the standards and certificates (issue #33): their section is the server's HTML until the chunk arrives.
const ProductCertifications = lazy(() => import('../catalog/product-certifications.tsx').then((m) => ({ default: m.ProductCertifications })));
const QuestionsBody = lazy(() => import('../catalog/product-questions.tsx').then((m) => ({ default: m.QuestionsBody })));
// And the reviews with the buyer's form (issue #33).
const ReviewsBody = lazy(() => import('../catalog/product-reviews.tsx').then((m) => ({ default: m.ReviewsBody })));

/**
 * The product is awaited; related products, answered questions and approved reviews (with what the signed-in visitor
 * may do: null for anyone else, so the cached page has none) are deferred (if they fail the page still answers 200).
 */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const id = Number(args.params.id);
  const product = await orNotFound(api.call(catalogContracts.productInfo, { id }), args.request);
  const reviews = Promise.all([api.call(reviewContracts.approved, { productId: id, page: 1 }), api.call(reviewContracts.mine, { productId: id })]);
  return {
    product,
    related: api.call(catalogContracts.related, { id }),
    questions: api.call(questionContracts.answered, { productId: id, page: 1 }),
    reviews: reviews.then(([first, mine]) => ({ first, mine })),
  };
}

/** A question asked or a review written from the page's forms (issue #33), their code loaded only when one is sent. */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  if (form.get('intent') === 'review') return (await import('../catalog/write-review.ts')).writeReview(args, form);
  return (await import('../catalog/ask-question.ts')).askQuestion(args, form);
}

/** Choosing an item only changes `?item=`: the product already loaded stays (no request for the same data). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export function Component() {
  const { product, related, questions, reviews } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useTranslation();
  // The chosen model's own name and table, when it has them (issue #33): "4 kg", "4 mm" as chosen, on the server too.
  const item = useChosenItem(product);
  const name = item?.title ?? product.name;
  const specs = item?.specs ?? product.specs;
  const crumbs = [
    { label: t('nav.products'), to: '/cat/' },
    ...product.categoryPath.map((c) => ({ label: c.name, to: categoryPath(c.label) })),
    { label: name },
  ];
  const first = product.pictures[0];
  return (
    <main className="container">
      <PageMeta
        title={product.name}
        description={product.summary}
        canonicalPath={{ fa: productPath(product.id, product.labels.fa), en: productPath(product.id, product.labels.en) }}
        image={first ?? null}
        seo={product}
      />
      <ProductJsonLd product={product} />
      <PageTitle title={name} crumbs={crumbs} />
      <div className="product">
        <Gallery pictures={product.pictures} name={product.name} />
        <LikeButton productId={product.id} name={product.name} className="product__like" />
        <CompareSlot productId={product.id} name={name} place="page" />
        <div className="product__buy">
          <p className="product__code">
            <bdi dir="ltr" className="code">
              {product.code}
            </bdi>
            {/* The address without ?item=: the product as anyone opening the link should first see it. */}
            <CopyButton text={() => location.origin + location.pathname} label={t('copy.link')} />
          </p>
          {product.brand && (
            <p>
              {t('product.brand')}:{' '}
              <AppLink to={brandPath(product.brand.id, product.brand.label)}>
                <MixedText text={product.brand.name} />
              </AppLink>
            </p>
          )}
          {product.rating && (
            <p>
              <Stars rating={averageRating(product.rating)} /> {formatRating(averageRating(product.rating), locale)}{' '}
              <a href="#reviews">{t('product.reviews.count', { count: product.rating[1], formatted: formatNumber(product.rating[1], locale) })}</a>
            </p>
          )}
          <BuyBox product={product} />
          <p>
            <MixedText text={product.summary} />
          </p>
        </div>
      </div>
      <section className="section">
        <h2>{t('product.specs')}</h2>
        <table className="specs">
          <tbody>
            {specs.map((s) => (
              <tr key={s.key}>
                <th scope="row">
                  <MixedText text={s.key} />
                </th>
                <td>
                  <MixedText text={s.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {product.certifications.length > 0 && (
        <section className="section section--certs" aria-labelledby="certifications-title">
          <h2 id="certifications-title">{t('product.certs.title')}</h2>
          <Suspense fallback={null}>
            <ProductCertifications certifications={product.certifications} />
          </Suspense>
        </section>
      )}
      <section className="section prose">
        <h2>{t('product.description')}</h2>
        {product.description.map((p, i) => (
          <p key={i}>
            <MixedText text={p} />
          </p>
        ))}
      </section>
      <section className="section qa" id="questions" aria-labelledby="questions-title">
        <h2 id="questions-title">{t('product.questions.title')}</h2>
        <Deferred resolve={questions} fallback={<p className="qa__none">{t('product.questions.loading')}</p>}>
          {(first) => <QuestionsBody first={first} productId={product.id} />}
        </Deferred>
      </section>
      <section className="section" id="reviews" aria-labelledby="reviews-title" style={reviewsSectionSize(product.rating?.[1] ?? 0, locale)}>
        <h2 id="reviews-title">{t('product.reviews.title')}</h2>
        <Deferred resolve={reviews} fallback={<p className="qa__none">{t('product.reviews.loading')}</p>}>
          {({ first, mine }) => <ReviewsBody first={first} mine={mine} productId={product.id} />}
        </Deferred>
      </section>
      <section className="section" aria-labelledby="related-products" style={sectionSize('product', RELATED_PRODUCTS, locale)}>
        <h2 id="related-products">{t('product.related')}</h2>
        <Deferred resolve={related} fallback={<CardsSkeleton count={RELATED_PRODUCTS} />}>
          {(items) => <ProductGrid products={items} />}
        </Deferred>
      </section>
    </main>
  );
}
