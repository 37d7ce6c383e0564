import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts, type HomeContent } from '../../shared/contracts/content.ts';
import { brandPath, servicePath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { WebSiteJsonLd } from '../seo/json-ld.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { PostCard } from '../content/post-card.tsx';
import { TestimonialCard } from '../content/testimonial-card.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { CategoryBox } from '../ui/category-box.tsx';
import { TitleBlock } from '../ui/title-block.tsx';
import { Deferred } from '../ui/deferred.tsx';
import { CardsSkeleton } from '../ui/page-loader.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { MarkdownBody } from '../content/markdown-body.tsx';
import { gridColumns } from '../ui/grid-columns.ts';
import { sectionSize } from '../ui/section-size.ts';
import { useLocale } from '../i18n/locale.ts';
import { brandLogo, categoryCard, productCard } from '../catalog/card-data.ts';

/** The latest posts and the testimonials the home page shows. */
const HOME_POSTS = 3;
const HOME_TESTIMONIALS = 3;

/** The top of the page is awaited; latest posts and testimonials are deferred (if they fail the page still answers 200). */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  return {
    home: homeCards(await api.call(contentContracts.home, {})),
    posts: api.call(contentContracts.posts, { pageSize: HOME_POSTS }),
    testimonials: api.call(contentContracts.testimonials, {}),
  };
}

/** The top of the page with only what its cards show (it goes into the page again, for hydrating). */
const homeCards = (home: HomeContent) => ({
  ...home,
  // The services' pictures are decorative too (their title is the link's text).
  services: home.services.map((s) => ({ ...s, picture: s.picture && { ...s.picture, alt: '' } })),
  featured: home.featured.map(productCard),
  categories: home.categories.map(categoryCard),
  brands: home.brands.map(brandLogo),
});

export function Component() {
  const { home, posts, testimonials } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useTranslation(['content', 'common']);
  return (
    <main>
      <PageMeta title={t('screens.home.title')} description={t('screens.home.description')} />
      <WebSiteJsonLd />
      <section className="hero">
        <div className="container hero__inner">
          {/* The operator's hero (the back office's home page), else the built-in words. */}
          <h1>{home.hero?.title ? <MixedText text={home.hero.title} /> : t('home.heroTitle')}</h1>
          {home.hero?.body.length ? (
            <div className="lead">
              <MarkdownBody blocks={home.hero.body} />
            </div>
          ) : (
            <p className="lead">{t('home.heroLead')}</p>
          )}
          {home.hero?.picture && <Picture picture={home.hero.picture} sizes="(min-width: 800px) 760px, 92vw" priority className="hero__picture" alt="" />}
          <AppLink className="button button--primary" to="/st/contactus/">
            {t('home.consultation')}
          </AppLink>
        </div>
      </section>
      <section className="container section" aria-labelledby="home-services" data-reveal style={sectionSize('service', home.services.length, locale)}>
        <TitleBlock id="home-services" title={t('home.services')} more={{ to: '/services/', label: t('home.seeAll') }} />
        <div className="grid grid--three" style={gridColumns(home.services.length, 'three')}>
          {home.services.map((s, i) => (
            <article key={s.id} className="card">
              <AppLink to={servicePath(s.label)} className="card__link">
                <Picture picture={s.picture} sizes="(min-width: 1024px) 290px, 90vw" priority={i === 0} className="card__image card__image--wide" alt="" />
                <h3 className="card__title">
                  <MixedText text={s.title} />
                </h3>
              </AppLink>
              <p>
                <MixedText text={s.summary} />
              </p>
            </article>
          ))}
        </div>
      </section>
      <section className="container section" aria-labelledby="home-categories" data-reveal style={sectionSize('category', home.categories.length, locale)}>
        <TitleBlock id="home-categories" title={t('home.categories')} more={{ to: '/cat/', label: t('home.seeAll') }} />
        <div className="grid grid--categories" style={gridColumns(home.categories.length, 'categories')}>
          {home.categories.map((c) => (
            <CategoryBox key={c.id} category={c} />
          ))}
        </div>
      </section>
      <section className="container section" aria-labelledby="home-featured" data-reveal style={sectionSize('product', home.featured.length, locale)}>
        <TitleBlock id="home-featured" title={t('home.featured')} />
        <ProductGrid products={home.featured} />
      </section>
      <section className="container section" aria-labelledby="home-brands" data-reveal style={sectionSize('brand', home.brands.length, locale)}>
        <TitleBlock id="home-brands" title={t('home.brands')} more={{ to: '/brand/', label: t('home.seeAll') }} />
        <ul className="brand-strip" style={gridColumns(home.brands.length, 'brands')}>
          {home.brands.map((b) => (
            <li key={b.id}>
              <AppLink to={brandPath(b.id, b.label)}>
                {b.logo ? <img src={`/media/${b.logo}`} alt={b.name} width={160} height={80} loading="lazy" /> : b.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section" aria-labelledby="home-posts" data-reveal style={sectionSize('post', HOME_POSTS, locale)}>
        <TitleBlock id="home-posts" title={t('home.latestPosts')} more={{ to: '/st/blog/', label: t('home.seeAll') }} />
        <Deferred resolve={posts} fallback={<CardsSkeleton count={HOME_POSTS} />}>
          {(page) => (
            <div className="grid grid--three" style={gridColumns(page.items.length, 'three')}>
              {page.items.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
            </div>
          )}
        </Deferred>
      </section>
      <section className="container section" aria-labelledby="home-experience" data-reveal style={sectionSize('testimonial', HOME_TESTIMONIALS, locale)}>
        <TitleBlock id="home-experience" title={t('home.customerExperience')} more={{ to: '/customerExperience/', label: t('home.seeAll') }} />
        <Deferred resolve={testimonials} fallback={<CardsSkeleton count={HOME_TESTIMONIALS} />}>
          {(items) => (
            <div className="grid grid--three" style={gridColumns(Math.min(items.length, HOME_TESTIMONIALS), 'three')}>
              {items.slice(0, HOME_TESTIMONIALS).map((q) => (
                <TestimonialCard key={q.id} testimonial={q} />
              ))}
            </div>
          )}
        </Deferred>
      </section>
      <section className="container section cta" data-reveal>
        <h2>{t('home.ctaTitle')}</h2>
        <p>{t('home.ctaText')}</p>
        <AppLink className="button button--primary" to="/st/contactus/">
          {t('home.consultation')}
        </AppLink>
      </section>
    </main>
  );
}
