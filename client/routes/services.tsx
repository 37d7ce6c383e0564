import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { servicePath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { VideoPlayer } from '../ui/video-player.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { gridColumns } from '../ui/grid-columns.ts';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contentContracts.services, {});
}

export function Component() {
  const services = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  return (
    <main className="container">
      <PageMeta title={t('screens.services.title')} description={t('screens.services.description')} />
      <PageTitle title={t('screens.services.title')} crumbs={[{ label: t('screens.services.title') }]} />
      <div className="grid grid--three" style={gridColumns(services.length, 'three')}>
        {services.map((s, i) => (
          <article key={s.id} className="card">
            <AppLink to={servicePath(s.label)} className="card__link">
              <Picture picture={s.picture} sizes="(min-width: 1024px) 380px, 90vw" priority={i === 0} className="card__image" alt="" />
              <h2 className="card__title">
                <MixedText text={s.title} />
              </h2>
            </AppLink>
            <p>
              <MixedText text={s.summary} />
            </p>
          </article>
        ))}
      </div>
      <section className="section services-video" aria-labelledby="services-video">
        <h2 id="services-video">{t('servicesPage.videoTitle')}</h2>
        <VideoPlayer
          src="/videos/negahban-services.mp4"
          poster="/videos/negahban-services-poster.webp"
          title={t('servicesPage.videoTitle')}
          width={640}
          height={360}
        />
      </section>
    </main>
  );
}
