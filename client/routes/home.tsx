import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { brandPath, categoryPath, servicePath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { ProductGrid } from '../components/catalog/product-card.tsx';
import { PostCard } from '../components/content/post-card.tsx';
import { AppLink } from '../components/ui/app-link.tsx';
import { Picture } from '../components/ui/picture.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contracts.content.home, {});
}

export function Component() {
  const home = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main>
      <PageMeta title={t('screens.home.title')} description={t('screens.home.description')} />
      <section className="hero">
        <div className="container hero__inner">
          <h1>{t('home.heroTitle')}</h1>
          <p className="lead">{t('home.heroLead')}</p>
          <AppLink className="button button--primary" to="/st/contactus/">{t('home.consultation')}</AppLink>
        </div>
      </section>
      <section className="container section">
        <h2>{t('home.services')}</h2>
        <div className="grid grid--three">
          {home.services.map((s, i) => (
            <article key={s.id} className="card">
              <AppLink to={servicePath(s.label)} className="card__link">
                <Picture picture={s.picture} sizes="(min-width: 1024px) 380px, 90vw" priority={i === 0} className="card__image" />
                <h3 className="card__title">{s.title}</h3>
              </AppLink>
              <p>{s.summary}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="container section">
        <h2>{t('home.categories')}</h2>
        <ul className="chips">
          {home.categories.map((c) => (
            <li key={c.id}><AppLink to={categoryPath(c.label)}>{c.name}</AppLink></li>
          ))}
        </ul>
      </section>
      <section className="container section">
        <h2>{t('home.featured')}</h2>
        <ProductGrid products={home.featured} />
      </section>
      <section className="container section">
        <h2>{t('home.brands')}</h2>
        <ul className="chips">
          {home.brands.map((b) => (
            <li key={b.id}><AppLink to={brandPath(b.id, b.label)}>{b.name}</AppLink></li>
          ))}
        </ul>
      </section>
      <section className="container section">
        <h2>{t('home.latestPosts')}</h2>
        <div className="grid grid--three">
          {home.posts.map((p) => <PostCard key={p.id} post={p} />)}
        </div>
      </section>
      <section className="container section">
        <h2>{t('home.customerExperience')}</h2>
        <div className="grid grid--three">
          {home.testimonials.slice(0, 3).map((q) => (
            <blockquote key={q.id} className="card testimonial">
              <p>{q.body}</p>
              <footer>{q.name} · {q.role}</footer>
            </blockquote>
          ))}
        </div>
      </section>
      <section className="container section cta">
        <h2>{t('home.ctaTitle')}</h2>
        <p>{t('home.ctaText')}</p>
        <AppLink className="button button--primary" to="/st/contactus/">{t('home.consultation')}</AppLink>
      </section>
    </main>
  );
}
