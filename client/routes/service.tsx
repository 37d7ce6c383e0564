import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { ServiceJsonLd } from '../seo/json-ld.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Picture } from '../ui/picture.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { MarkdownBody } from '../content/markdown-body.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return orNotFound(loaderApi(args).call(contentContracts.serviceItem, { label: args.params.label ?? '' }), args.request);
}

export function Component() {
  const service = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  return (
    <main className="container">
      <PageMeta title={service.title} description={service.summary} image={service.picture} seo={service} />
      <ServiceJsonLd service={service} />
      <PageTitle title={service.title} crumbs={[{ label: t('screens.services.title'), to: '/services/' }, { label: service.title }]} lead={service.summary} />
      <article className="prose">
        <Picture picture={service.picture} sizes="(min-width: 1024px) 760px, 100vw" priority />
        <MarkdownBody blocks={service.body} />
      </article>
      <AppLink className="button button--primary" to="/st/contactus/">
        {t('home.consultation')}
      </AppLink>
    </main>
  );
}
