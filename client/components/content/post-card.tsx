import type { PostSummary } from '../../../shared/contracts/content.ts';
import { postPath } from '../../../shared/routes.ts';
import { formatDate } from '../../../shared/format.ts';
import { useLocale } from '../../locale.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

export function PostCard({ post }: { post: PostSummary }) {
  const locale = useLocale();
  return (
    <article className="card post-card">
      <AppLink to={postPath(post.id, post.name)} className="card__link">
        <Picture picture={post.picture} sizes="(min-width: 1024px) 320px, 90vw" className="card__image" />
        <h3 className="card__title"><MixedText text={post.name} /></h3>
      </AppLink>
      <p className="card__meta">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> · {post.category.name}
      </p>
      <p>{post.summary}</p>
    </article>
  );
}
