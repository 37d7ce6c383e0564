import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { loaderApi } from '../api/client.ts';
import { MarkdownBody } from '../content/markdown-body.tsx';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Accordion } from '../ui/accordion.tsx';
import { AppLink } from '../ui/app-link.tsx';

/** Figures shown on the about page (years since 2009, completed projects, engineers, cities served). */
const FACTS = [
  { key: 'years', value: 17 },
  { key: 'projects', value: 600 },
  { key: 'engineers', value: 35 },
  { key: 'cities', value: 28 },
] as const;

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contentContracts.sitePage, { key: 'about' });
}

/** The about page: the operator's title and text (the back office's pages), else the built-in words; facts and FAQ. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  const title = page.title ?? t('screens.about.title');
  const faq = t('aboutPage.faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.about.description')} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      <div className="prose">
        {page.body.length > 0 ? <MarkdownBody blocks={page.body} /> : (t('pages.about', { returnObjects: true }) as string[]).map((p, i) => <p key={i}>{p}</p>)}
      </div>
      <ul className="facts">
        {FACTS.map((f) => (
          <li key={f.key}>
            <strong>{formatNumber(f.value, locale)}+</strong>
            <span>{t(`aboutPage.facts.${f.key}`)}</span>
          </li>
        ))}
      </ul>
      <section className="section" aria-labelledby="faq">
        <h2 id="faq">{t('aboutPage.faqTitle')}</h2>
        <Accordion items={faq.map((f) => ({ title: f.q, content: <p>{f.a}</p> }))} />
      </section>
      <AppLink className="button button--primary" to="/st/contactus/">
        {t('home.consultation')}
      </AppLink>
    </main>
  );
}
