import { useTranslation } from '../i18n/react.tsx';
import { PageMeta } from './page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';

/** A screen whose words all come from the locale files (screens.<key> for the head, pages.<key> for paragraphs). */
export function StaticScreen({ screen }: { screen: 'basket' | 'login' }) {
  const { t } = useTranslation(['content', 'common']);
  const title = t(`screens.${screen}.title`);
  return (
    <main className="container">
      <PageMeta title={title} description={t(`screens.${screen}.description`)} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      <div className="prose">
        {(t(`pages.${screen}`, { returnObjects: true }) as string[]).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </main>
  );
}
