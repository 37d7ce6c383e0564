import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { ProjectList } from '../content/project-list.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return (await loaderApi(args).call(contentContracts.customerExperience, {})).projects;
}

export function Component() {
  const projects = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={t('screens.projects.title')} description={t('screens.projects.description')} />
      <PageTitle
        title={t('screens.projects.title')}
        crumbs={[{ label: t('screens.customerExperience.title'), to: '/customerExperience/' }, { label: t('screens.projects.title') }]}
      />
      <ProjectList projects={projects} level={2} />
    </main>
  );
}
