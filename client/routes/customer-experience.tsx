import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { ProjectList } from '../components/content/project-list.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contracts.content.customerExperience, {});
}

export function Component() {
  const { testimonials, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={t('screens.customerExperience.title')} description={t('screens.customerExperience.description')} />
      <PageTitle title={t('screens.customerExperience.title')} crumbs={[{ label: t('screens.customerExperience.title') }]} />
      <div className="grid grid--three">
        {testimonials.map((q) => (
          <blockquote key={q.id} className="card testimonial">
            <p>{q.body}</p>
            <footer>{q.name} · {q.role}</footer>
          </blockquote>
        ))}
      </div>
      <section id="projects" className="section">
        <h2>{t('screens.projects.title')}</h2>
        <ProjectList projects={projects} />
      </section>
    </main>
  );
}
