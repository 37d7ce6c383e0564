import { useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { REVIEW_STATUSES, type AdminReview, type ReviewDecision, type ReviewStatus } from '../../../shared/contracts/admin/reviews.ts';
import { localDigits } from '../../../shared/format.ts';
import { BEST_RATING } from '../../../shared/rating.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { fieldMessages } from '../admin-api.ts';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Pager, When } from '../components.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  const asked = new URL(request.url).searchParams.get('status');
  const status: ReviewStatus = REVIEW_STATUSES.find((s) => s === asked) ?? 'pending';
  return { status, list: await api().call(adminContracts.reviews.list, { status, page: page ? Number(page) : undefined }) };
}

/** One review: its stars and words, by whom, and the decision to take (or the reply to edit once approved). */
function Review({ r }: { r: AdminReview }) {
  const { t, locale } = useI18n();
  const { revalidate } = useRevalidator();
  const [reply, setReply] = useState(r.reply ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  async function run(body: ReviewDecision, message: string) {
    try {
      await api().call(adminContracts.reviews.act, body);
      setErrors({});
      setDone(message);
      await revalidate();
    } catch (err) {
      const { fields, general } = fieldMessages(err);
      setDone(null);
      setErrors({ ...fields, ...(general[0] ? { id: general[0] } : {}) });
    }
  }
  const id = `r-${r.id}`;
  const stars = t('reviews.stars', { rating: localDigits(String(r.rating), locale) });
  const field = (name: 'reply' | 'reason', value: string, set: (v: string) => void, max: number) => (
    <div className="adm-field">
      <label htmlFor={`${id}-${name}`}>{t(`reviews.${name}`)}</label>
      <textarea
        id={`${id}-${name}`}
        rows={2}
        dir="auto"
        value={value}
        maxLength={max}
        onChange={(e) => set(e.target.value)}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="adm-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <li className="adm-card adm-question">
      <p className="adm-muted">
        <bdi>{r.productName}</bdi> · <bdi>{r.reviewerName ?? t('reviews.noName')}</bdi> <bdi dir="ltr">{localDigits(r.reviewerMobile, locale)}</bdi> ·{' '}
        <When iso={r.postedAt} />
      </p>
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
          {errors.id && (
            <p className="adm-error" role="alert">
              {errors.id}
            </p>
          )}
          {done && (
            <p className="adm-notice" role="status">
              {done}
            </p>
          )}
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
    </li>
  );
}

/**
 * Buyers' reviews of products (issue #33), by status: the pending ones to approve (shown on the product page, with a
 * public reply if written) or reject with a reason (never shown); the approved ones to reply to.
 */
export function Component() {
  const { status, list } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('nav.reviews')}</h1>
      <nav aria-label={t('reviews.byStatus')} className="adm-tabs">
        {REVIEW_STATUSES.map((s) => (
          <Link key={s} to={`?status=${s}`} aria-current={s === status ? 'page' : undefined} className="adm-button adm-button--quiet">
            {t(`reviews.statuses.${s}`)}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('reviews.none')}
        </p>
      ) : (
        <ul className="adm-questions">
          {list.items.map((r) => (
            <Review key={r.id} r={r} />
          ))}
        </ul>
      )}
      <Pager page={list} />
    </section>
  );
}
