import type { Project } from '../../shared/contracts/content.ts';
import { formatDate } from '../../shared/format-date.ts';
import { useLocale } from '../i18n/locale.ts';
import { Picture } from '../ui/picture.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { gridColumns } from '../ui/grid-columns.ts';

/** Project cards; `level` is their titles' heading level: 2 right under the page's h1, 3 inside a titled section. */
export function ProjectList({ projects, level = 3 }: { projects: Project[]; level?: 2 | 3 }) {
  const locale = useLocale();
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <div className="grid grid--three" style={gridColumns(projects.length, 'three')}>
      {projects.map((p) => (
        <article key={p.id} className="card">
          <Picture picture={p.picture} sizes="(min-width: 1024px) 380px, 90vw" className="card__image" alt="" />
          <Title className="card__title">
            <MixedText text={p.title} />
          </Title>
          <p className="card__meta">
            {p.client} · <time dateTime={p.completedAt}>{formatDate(p.completedAt, locale)}</time>
          </p>
          <p>
            <MixedText text={p.summary} />
          </p>
        </article>
      ))}
    </div>
  );
}
