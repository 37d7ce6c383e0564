import type { ActionFunctionArgs } from 'react-router';
import { ApiError, loaderApi } from '../api/client.ts';
import { questionContracts } from '../../shared/contracts/questions.ts';

/** What the product page's action answers a question sent from its form. */
export type AskResult = { asked: true } | { errors: { item1: string; item2?: string }[] };

/**
 * A question asked from the product page's form (issue #33): sent for the operator's answer, or why not, in the
 * page's language. Loaded when a question is sent, so the product page's first JavaScript does not carry it.
 */
export async function askQuestion(args: ActionFunctionArgs, form: FormData): Promise<AskResult> {
  try {
    await loaderApi(args).call(questionContracts.ask, { productId: Number(args.params.id), text: String(form.get('text') ?? '') });
    return { asked: true };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { errors: err.messages };
    throw err;
  }
}
