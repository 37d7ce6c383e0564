import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { formatNumber } from '../../shared/format.ts';
import { loaderApi } from '../api/client.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { ProjectList } from '../content/project-list.tsx';
import { MarkdownBody } from '../content/markdown-body.tsx';
import { TestimonialCard } from '../content/testimonial-card.tsx';
import { Progress } from '../ui/progress.tsx';
import { Rate } from '../ui/rate.tsx';
import { gridColumns } from '../ui/grid-columns.ts';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contentContracts.customerExperience, {});
}

export function Component() {
  const { intro, testimonials, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  const title = intro.title ?? t('screens.customerExperience.title');
  const average = testimonials.length ? testimonials.reduce((sum, q) => sum + q.rating, 0) / testimonials.length : 0;
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.customerExperience.description')} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      {/* The operator's words for the page (the back office's pages); none built in. */}
      {intro.body.length > 0 && (
        <div className="prose">
          <MarkdownBody blocks={intro.body} />
        </div>
      )}
      {testimonials.length > 0 && (
        <section className="ratings card" aria-labelledby="ratings">
          <h2 id="ratings">{t('experience.average', { value: formatNumber(Math.round(average * 10) / 10, locale) })}</h2>
          <Rate value={average} />
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = testimonials.filter((q) => q.rating === stars).length;
            return (
              <div key={stars} className="ratings__row">
                <span>{t('experience.stars', { count: stars, formatted: formatNumber(stars, locale) })}</span>
                <Progress value={count} max={testimonials.length} label={t('experience.stars', { count: stars, formatted: formatNumber(stars, locale) })} />
                <span>{formatNumber(count, locale)}</span>
              </div>
            );
          })}
        </section>
      )}
      <div className="grid grid--three section" style={gridColumns(testimonials.length, 'three')}>
        {testimonials.map((q) => (
          <TestimonialCard key={q.id} testimonial={q} />
        ))}
      </div>
      <section id="projects" className="section" aria-labelledby="projects-title">
        <h2 id="projects-title">{t('screens.projects.title')}</h2>
        {projects.length === 0 ? <p className="empty">{t('experience.noProjects')}</p> : <ProjectList projects={projects} />}
      </section>
    </main>
  );
}
