import { endpoint } from './endpoint.ts';

/* Questions and answers on a product (issue #33, point 2): a customer asks, the operator answers, the page shows it. */

/** A question's longest text. */
export const QUESTION_MAX = 500;
/** Answered questions a page of the product's list holds. */
export const QUESTIONS_PAGE = 5;

/** An answered question as the product page shows it. */
export interface ProductQuestion {
  id: number;
  question: string;
  answer: string;
  /** The asker's first name and family initial (shared/person-name.ts); null when the account has no name. */
  askedBy: string | null;
  askedAt: string;
  answeredAt: string;
}

export interface QuestionPage {
  items: ProductQuestion[];
  total: number;
  page: number;
  pageSize: number;
}

const inputs = () => import('./questions.inputs.ts');

export const questionContracts = {
  /** Asks about a product (401 without a session); it waits for the operator's answer, then shows and is texted. */
  ask: endpoint<{ id: number }>()({ method: 'POST', path: '/api/products/question', input: () => inputs().then((m) => m.ask) }),
  /** A product's answered questions, newest answer first. */
  answered: endpoint<QuestionPage>()({ method: 'GET', path: '/api/products/questions', input: () => inputs().then((m) => m.answered) }),
};
