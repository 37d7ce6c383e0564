import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { QUESTION_STATUSES, type AdminQuestion } from '../../../shared/contracts/admin/questions.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useAction } from '../use-action.ts';
import { useI18n } from '../admin-i18n.tsx';
import { FormOutcome, LabelledField } from '../labelled-field.tsx';
import { moderationParams, ModerationList, SentBy } from '../moderation-list.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const asked = moderationParams(request, QUESTION_STATUSES);
  return { status: asked.status, list: await api().call(adminContracts.questions.list, asked) };
}

/** One question: what was asked, by whom, and the answer (given or to give), or its rejection. */
function Question({ q }: { q: AdminQuestion }) {
  const { t } = useI18n();
  const [answer, setAnswer] = useState(q.answer ?? '');
  const { errors, done, run: act } = useAction();
  const run = (body: { id: number; answer: string } | { id: number; action: 'reject' }, message: string) =>
    act(() => api().call(adminContracts.questions.act, body), message);
  return (
    <>
      <SentBy product={q.productName} name={q.askerName ?? t('questions.noName')} mobile={q.askerMobile} at={q.askedAt} />
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
          <LabelledField
            id={`q-${q.id}`}
            label={t(q.status === 'answered' ? 'questions.editAnswer' : 'questions.answer')}
            // The answer's field owns every refusal of this card: it is the only thing the operator can change.
            error={errors.fields.answer ?? errors.fields.id ?? errors.general[0]}
            control={(aria) => <textarea {...aria} rows={3} dir="auto" value={answer} maxLength={2000} onChange={(e) => setAnswer(e.target.value)} />}
          />
          <FormOutcome done={done} />
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
    </>
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
    <ModerationList title={t('nav.questions')} words="questions" status={status} statuses={QUESTION_STATUSES} list={list} card={(q) => <Question q={q} />} />
  );
}
