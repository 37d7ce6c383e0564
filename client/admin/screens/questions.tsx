import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { QUESTION_STATUSES, type AdminQuestion } from '../../../shared/contracts/admin/questions.ts';
import { localDigits } from '../../../shared/format.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useAction } from '../use-action.ts';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Pager, When } from '../components.tsx';

type Status = (typeof QUESTION_STATUSES)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  const asked = new URL(request.url).searchParams.get('status');
  const status: Status = QUESTION_STATUSES.find((s) => s === asked) ?? 'pending';
  return { status, list: await api().call(adminContracts.questions.list, { status, page: page ? Number(page) : undefined }) };
}

/** One question: what was asked, by whom, and the answer (given or to give), or its rejection. */
function Question({ q }: { q: AdminQuestion }) {
  const { t, locale } = useI18n();
  const [answer, setAnswer] = useState(q.answer ?? '');
  const { errors, done, run: act } = useAction();
  const run = (body: { id: number; answer: string } | { id: number; action: 'reject' }, message: string) =>
    act(() => api().call(adminContracts.questions.act, body), message);
  const error = errors.fields.answer ?? errors.fields.id ?? errors.general[0] ?? null;
  const id = `q-${q.id}`;
  return (
    <li className="adm-card adm-question">
      <p className="adm-muted">
        <bdi>{q.productName}</bdi> · <bdi>{q.askerName ?? t('questions.noName')}</bdi> <bdi dir="ltr">{localDigits(q.askerMobile, locale)}</bdi> ·{' '}
        <When iso={q.askedAt} />
      </p>
      <p dir="auto" className="adm-question__text">
        {q.question}
      </p>
      {q.status === 'rejected' ? (
        <p className="adm-muted">{t('questions.rejectedNote')}</p>
      ) : (
        <form
          className="adm-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run({ id: q.id, answer }, t('questions.answered'));
          }}
        >
          <div className="adm-field">
            <label htmlFor={id}>{t(q.status === 'answered' ? 'questions.editAnswer' : 'questions.answer')}</label>
            <textarea
              id={id}
              rows={3}
              dir="auto"
              value={answer}
              maxLength={2000}
              onChange={(e) => setAnswer(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="adm-error" role="alert">
                {error}
              </p>
            )}
          </div>
          {done && (
            <p className="adm-notice" role="status">
              {done}
            </p>
          )}
          <p>
            <button type="submit" className="adm-button">
              {t(q.status === 'answered' ? 'questions.saveAnswer' : 'questions.send')}
            </button>{' '}
            {q.status === 'pending' && (
              <button type="button" className="adm-button adm-button--quiet" onClick={() => void run({ id: q.id, action: 'reject' }, t('questions.rejected'))}>
                {t('questions.reject')}
              </button>
            )}
          </p>
        </form>
      )}
    </li>
  );
}

/**
 * Customers' questions about products (issue #33), by status: the pending ones to answer (the asker is texted and the
 * product page shows it) or reject (never shown); the answered ones to correct.
 */
export function Component() {
  const { status, list } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <section aria-labelledby="questions-title">
      <h1 id="questions-title">{t('nav.questions')}</h1>
      <nav aria-label={t('questions.byStatus')} className="adm-tabs">
        {QUESTION_STATUSES.map((s) => (
          <Link key={s} to={`?status=${s}`} aria-current={s === status ? 'page' : undefined} className="adm-button adm-button--quiet">
            {t(`questions.statuses.${s}`)}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('questions.none')}
        </p>
      ) : (
        <ul className="adm-questions">
          {list.items.map((q) => (
            <Question key={q.id} q={q} />
          ))}
        </ul>
      )}
      <Pager page={list} />
    </section>
  );
}
