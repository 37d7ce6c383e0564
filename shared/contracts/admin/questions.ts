import { endpoint } from '../endpoint.ts';
import type { Paged } from './paging.ts';

/** A product question in the back office (issue 33): the asker's name and mobile are the operator's to see. */
export interface AdminQuestion {
  id: number;
  productId: number;
  productName: string;
  question: string;
  status: 'pending' | 'answered' | 'rejected';
  answer: string | null;
  askerName: string | null;
  askerMobile: string;
  askedAt: string;
  answeredAt: string | null;
}

export const QUESTION_STATUSES = ['pending', 'answered', 'rejected'] as const;

const inputs = () => import('./questions.inputs.ts');

/** `GET /api/admin/questions?status=`; `POST /api/admin/question` `{ id, answer }` or `{ id, action: "reject" }`. */
export const adminQuestionContracts = {
  list: endpoint<Paged<AdminQuestion>>()({ method: 'GET', path: '/api/admin/questions', input: () => inputs().then((m) => m.list) }),
  act: endpoint<AdminQuestion>()({ method: 'POST', path: '/api/admin/question', input: () => inputs().then((m) => m.act) }),
};
