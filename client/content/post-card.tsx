import type { PostSummary } from '../../shared/contracts/content.ts';
import { postPath } from '../../shared/routes.ts';
import { formatDate } from '../../shared/format-date.ts';
import { useLocale } from '../i18n/locale.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

/** A post as a card; `level` keeps headings in order (2 right under a page's h1, 3 inside a titled section). */
export function PostCard({ post, level = 3 }: { post: PostSummary; level?: 2 | 3 }) {
  const locale = useLocale();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card post-card">
      <AppLink to={postPath(post.id, post.name)} className="card__link">
        <Picture picture={post.picture} sizes="(min-width: 1024px) 390px, 90vw" className="card__image" alt="" />
        <Heading className="card__title">
          <MixedText text={post.name} />
        </Heading>
      </AppLink>
      <p className="card__meta">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> · {post.category.name}
      </p>
      <p>
        <MixedText text={post.summary} />
      </p>
    </article>
  );
}
