import { useState } from 'react';
import { Form, useActionData, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { loginLink, useSession } from '../auth/session.ts';
import { formatDate } from '../../shared/format-date.ts';
import { formatNumber } from '../../shared/format.ts';
import { BEST_RATING } from '../../shared/rating.ts';
import { REVIEW_MAX, reviewContracts, type MyReview, type ProductReview, type ReviewPage } from '../../shared/contracts/reviews.ts';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { Stars } from './stars.tsx';
import type { ReviewResult } from './write-review.ts';

function ReviewItem({ r }: { r: ProductReview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="qa__item">
      <p className="qa__meta">
        <Stars rating={r.rating} /> {r.author && <bdi>{r.author}</bdi>} <span>{t('product.reviews.verified')}</span>{' '}
        <time dateTime={r.postedAt}>{formatDate(r.postedAt, locale)}</time>
      </p>
      <p className="qa__question" dir="auto">
        <MixedText text={r.text} />
      </p>
      {r.reply && (
        <p className="qa__answer review__reply">
          <strong>{t('product.reviews.reply')}</strong> <MixedText text={r.reply} />
        </p>
      )}
    </li>
  );
}

/** The next pages of approved reviews, asked for when the visitor wants them (the first came with the page). */
function ReviewList({ first, productId }: { first: ReviewPage; productId: number }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(1);
  if (first.total === 0) return <p className="qa__none">{t('product.reviews.none')}</p>;
  const more = async () => {
    const { browserApi } = await import('../api/browser-api.ts');
    const next = await browserApi().call(reviewContracts.approved, { productId, page: page + 1 });
    setItems([...items, ...next.items]);
    setPage(page + 1);
  };
  return (
    <>
      <ul className="qa__list" aria-live="polite">
        {items.map((r) => (
          <ReviewItem key={r.id} r={r} />
        ))}
      </ul>
      {items.length < first.total && (
        <button type="button" className="button" onClick={() => void more()}>
          {t('product.reviews.more')}
        </button>
      )}
    </>
  );
}

/** The buyer's form: the stars as five radio buttons, the text; their review so far filled in. */
function ReviewForm({ mine }: { mine: MyReview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = useActionData() as ReviewResult | undefined;
  const busy = useNavigation().formData?.get('intent') === 'review';
  const errors = result && 'reviewErrors' in result ? result.reviewErrors : [];
  const fieldError = (field: string) => errors.find((m) => m.item2 === field)?.item1;
  const general = errors.find((m) => m.item2 !== 'rating' && m.item2 !== 'text')?.item1;
  const review = mine.review;
  if (result && 'reviewed' in result)
    return (
      <p className="qa__sent" role="status">
        {t('product.reviews.sent')}
      </p>
    );
  return (
    <Form method="post" className="qa__form" preventScrollReset>
      <h3>{t(review ? 'product.reviews.edit' : 'product.reviews.yourReview')}</h3>
      {review && <p className="qa__hint">{t(`product.reviews.status.${review.status}`)}</p>}
      <input type="hidden" name="intent" value="review" />
      <fieldset aria-describedby={fieldError('rating') ? 'review-rating-error' : undefined}>
        <legend>{t('product.reviews.yourRating')}</legend>
        {Array.from({ length: BEST_RATING }, (_, i) => i + 1).map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} defaultChecked={review?.rating === n} required />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="visually-hidden">{t('product.reviews.outOf', { rating: formatNumber(n, locale) })}</span>
          </label>
        ))}
      </fieldset>
      {fieldError('rating') && (
        <p id="review-rating-error" className="field-error" role="alert">
          {fieldError('rating')}
        </p>
      )}
      <label htmlFor="review-text">{t('product.reviews.yourReview')}</label>
      <textarea
        id="review-text"
        name="text"
        rows={4}
        dir="auto"
        maxLength={REVIEW_MAX}
        required
        defaultValue={review?.text ?? ''}
        aria-invalid={Boolean(fieldError('text'))}
        aria-describedby={fieldError('text') ? 'review-text-error' : 'review-hint'}
      />
      <p id="review-hint" className="qa__hint">
        {t('product.reviews.hint', { max: formatNumber(REVIEW_MAX, locale) })}
      </p>
      {(fieldError('text') ?? general) && (
        <p id="review-text-error" className="field-error" role="alert">
          {fieldError('text') ?? general}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(review ? 'product.reviews.save' : 'product.reviews.send')}
      </button>
    </Form>
  );
}

/**
 * Reviews by verified buyers on the product page (issue #33), under its heading: the approved ones (the first page
 * came with the page, streamed below the fold), then what the visitor may do: log in (the cached page carries only
 * that link), read why only buyers review, or write and edit theirs with the page's own action (so it works before the
 * JavaScript has loaded).
 */
export function ReviewsBody({ first, mine, productId }: { first: ReviewPage; mine: MyReview | null; productId: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  return (
    <>
      <ReviewList first={first} productId={productId} />
      {!user || !mine ? (
        <AppLink to={loginLink(`${pathname}${search}#reviews`)} className="button" rel="nofollow">
          {t('product.reviews.loginToReview')}
        </AppLink>
      ) : mine.canReview ? (
        <ReviewForm mine={mine} />
      ) : (
        <p className="qa__hint">{t('product.reviews.notBuyer')}</p>
      )}
    </>
  );
}
