import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { loginLink, useSession } from '../auth/session.ts';
import { AppLink } from '../ui/app-link.tsx';

const HEART =
  'M12 20.3l-1.3-1.2C5.4 14.4 2 11.3 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.7-3.4 6.8-8.7 11.5z';

const Heart = () => (
  <svg className="icon" width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={HEART} />
  </svg>
);

/**
 * The heart on a product (issue #7, likes). Anonymous visitors (and every visitor in the HTML) get a link to log in
 * that brings them back here; a signed-in visitor gets a toggle button. The call is a chunk loaded on the first tap.
 */
export function LikeButton({ productId, name, className = '' }: { productId: number; name: string; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const label = t('like.label', { name });
  const classes = `like-button ${className}`.trim();
  if (!user) {
    return (
      <AppLink to={loginLink(pathname + search)} className={classes} aria-label={label} title={label} rel="nofollow">
        <Heart />
      </AppLink>
    );
  }
  const liked = user.likedProductIds.includes(productId);
  const toggle = () => void import('../auth/load-session.ts').then((m) => m.setLiked(locale, productId, !liked, t('like.failed')));
  return (
    <button type="button" className={classes} aria-pressed={liked} aria-label={label} title={label} onClick={toggle}>
      <Heart />
    </button>
  );
}
