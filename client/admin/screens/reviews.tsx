import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { REVIEW_STATUSES, type AdminReview, type ReviewDecision } from '../../../shared/contracts/admin/reviews.ts';
import { localDigits } from '../../../shared/format.ts';
import { BEST_RATING } from '../../../shared/rating.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useAction } from '../use-action.ts';
import { useI18n } from '../admin-i18n.tsx';
import { FormOutcome, LabelledField } from '../labelled-field.tsx';
import { moderationParams, ModerationList, SentBy } from '../moderation-list.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const asked = moderationParams(request, REVIEW_STATUSES);
  return { status: asked.status, list: await api().call(adminContracts.reviews.list, asked) };
}

/** One review: its stars and words, by whom, and the decision to take (or the reply to edit once approved). */
function Review({ r }: { r: AdminReview }) {
  const { t, locale } = useI18n();
  const [reply, setReply] = useState(r.reply ?? '');
  const [reason, setReason] = useState('');
  const { errors, done, run: act } = useAction();
  const run = (body: ReviewDecision, message: string) => act(() => api().call(adminContracts.reviews.act, body), message);
  const stars = t('reviews.stars', { rating: localDigits(String(r.rating), locale) });
  const field = (name: 'reply' | 'reason', value: string, set: (v: string) => void, max: number) => (
    <LabelledField
      id={`r-${r.id}-${name}`}
      label={t(`reviews.${name}`)}
      error={errors.fields[name]}
      control={(aria) => <textarea {...aria} rows={2} dir="auto" value={value} maxLength={max} onChange={(e) => set(e.target.value)} />}
    />
  );
  return (
    <>
      <SentBy product={r.productName} name={r.reviewerName ?? t('reviews.noName')} mobile={r.reviewerMobile} at={r.postedAt} />
      <p>
        <span className="adm-stars" role="img" aria-label={stars}>
          {'★'.repeat(r.rating)}
          <span className="adm-muted">{'★'.repeat(BEST_RATING - r.rating)}</span>
        </span>
      </p>
      <p dir="auto" className="adm-question__text">
        {r.text}
      </p>
      {r.status === 'rejected' ? (
        <p className="adm-muted">{t('reviews.rejectedNote', { reason: r.reason ?? '' })}</p>
      ) : (
        <form
          className="adm-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run({ id: r.id, action: 'approve', reply }, t(r.status === 'approved' ? 'reviews.replySaved' : 'reviews.approved'));
          }}
        >
          {field('reply', reply, setReply, 2000)}
          {r.status === 'pending' && field('reason', reason, setReason, 500)}
          {/* What no field owns: the review was decided meanwhile (409), or is gone. */}
          <FormOutcome general={[...(errors.fields.id ? [errors.fields.id] : []), ...errors.general]} done={done} />
          <p>
            <button type="submit" className="adm-button">
              {t(r.status === 'approved' ? 'reviews.saveReply' : 'reviews.approve')}
            </button>{' '}
            {r.status === 'pending' && (
              <button
                type="button"
                className="adm-button adm-button--quiet"
                onClick={() => void run({ id: r.id, action: 'reject', reason }, t('reviews.rejected'))}
              >
                {t('reviews.reject')}
              </button>
            )}
          </p>
        </form>
      )}
    </>
  );
}

/**
 * Buyers' reviews of products (issue #33), by status: the pending ones to approve (shown on the product page, with a
 * public reply if written) or reject with a reason (never shown); the approved ones to reply to.
 */
export function Component() {
  const { status, list } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return <ModerationList title={t('nav.reviews')} words="reviews" status={status} statuses={REVIEW_STATUSES} list={list} card={(r) => <Review r={r} />} />;
}
