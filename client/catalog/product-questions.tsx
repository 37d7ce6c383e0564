import { useState } from 'react';
import { Form, useActionData, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { loginLink, useSession } from '../auth/session.ts';
import { formatDate } from '../../shared/format-date.ts';
import { formatNumber } from '../../shared/format.ts';
import { QUESTION_MAX, questionContracts, type ProductQuestion, type QuestionPage } from '../../shared/contracts/questions.ts';
import { AppLink } from '../ui/app-link.tsx';
import type { AskResult } from './ask-question.ts';
import { MixedText } from '../ui/mixed-text.tsx';

function QuestionItem({ q }: { q: ProductQuestion }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="qa__item">
      <p className="qa__question">
        <strong>{t('product.questions.q')}</strong> <MixedText text={q.question} />
      </p>
      <p className="qa__meta">
        {q.askedBy && <bdi>{q.askedBy}</bdi>} <time dateTime={q.askedAt}>{formatDate(q.askedAt, locale)}</time>
      </p>
      <p className="qa__answer">
        <strong>{t('product.questions.a')}</strong> <MixedText text={q.answer} />
      </p>
    </li>
  );
}

/** The next pages of answered questions, asked for when the visitor wants them (the first came with the page). */
function QuestionList({ first, productId }: { first: QuestionPage; productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(1);
  if (first.total === 0) return <p className="qa__none">{t('product.questions.none')}</p>;
  const more = async () => {
    const { browserApi } = await import('../api/browser-api.ts');
    const next = await browserApi().call(questionContracts.answered, { productId, page: page + 1 });
    setItems([...items, ...next.items]);
    setPage(page + 1);
  };
  return (
    <>
      <p className="qa__count">{t('product.questions.count', { count: first.total, formatted: formatNumber(first.total, locale) })}</p>
      <ul className="qa__list" aria-live="polite">
        {items.map((q) => (
          <QuestionItem key={q.id} q={q} />
        ))}
      </ul>
      {items.length < first.total && (
        <button type="button" className="button" onClick={() => void more()}>
          {t('product.questions.more')}
        </button>
      )}
    </>
  );
}

/**
 * Questions and answers on the product page (issue #33), under its heading: the answered ones (the first page came
 * with the page, streamed below the fold), and the form to ask, which the page's own action sends (so it works before
 * the JavaScript has loaded). A visitor is asked to log in first: the cached page carries only that link, the
 * signed-in form comes from the session.
 */
export function QuestionsBody({ first, productId }: { first: QuestionPage; productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const result = useActionData() as AskResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const error = result && 'errors' in result ? result.errors[0]?.item1 : undefined;
  return (
    <>
      <QuestionList first={first} productId={productId} />
      {!user ? (
        <AppLink to={loginLink(`${pathname}${search}#questions`)} className="button" rel="nofollow">
          {t('product.questions.loginToAsk')}
        </AppLink>
      ) : result && 'asked' in result ? (
        <p className="qa__sent" role="status">
          {t('product.questions.sent')}
        </p>
      ) : (
        <Form method="post" className="qa__form" preventScrollReset>
          <label htmlFor="qa-text">{t('product.questions.ask')}</label>
          <textarea
            id="qa-text"
            name="text"
            rows={3}
            maxLength={QUESTION_MAX}
            required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'qa-error' : 'qa-hint'}
          />
          <p id="qa-hint" className="qa__hint">
            {t('product.questions.hint', { max: formatNumber(QUESTION_MAX, locale) })}
          </p>
          {error && (
            <p id="qa-error" className="field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('product.questions.send')}
          </button>
        </Form>
      )}
    </>
  );
}
