import type { core } from 'zod/mini';
import type { TFunction } from 'i18next';
import type { Envelope } from '../../shared/contracts/endpoint.ts';
import { AppError } from '../lib/errors.ts';
import { issueCode, issueParams } from '../../shared/forms/issue-code.ts';
import type { ApiRoute, CallContext } from './api-route.ts';

export interface DispatchResult {
  status: number;
  body: Envelope<unknown>;
  /** Seconds to wait before asking again, for a refusal that says (a rate limit's 429): sent as Retry-After. */
  retryAfter?: number;
}

/**
 * Runs one endpoint: validates the raw input against its contract, calls the handler and wraps the result in the
 * envelope. Shared by the HTTP router and the in-process transport that page loaders use, so both answer identically.
 * Unexpected errors are rethrown for the caller to log and turn into a 500.
 */
export async function dispatch(route: ApiRoute, raw: unknown, ctx: CallContext, t: TFunction): Promise<DispatchResult> {
  const parsed = (await route.endpoint.input()).safeParse(raw);
  if (!parsed.success) return { status: 400, body: failure(inputMessages(parsed.error, t)) };
  try {
    return { status: 200, body: { isSuccess: true, data: await route.handle(parsed.data, ctx), messages: [] } };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const field = err.field ? t(`errors:fields.${err.field}`, { defaultValue: err.field }) : undefined;
    const seconds = err.params?.seconds;
    return {
      status: err.status,
      body: failure([{ item1: t(`errors:${err.code}`, { field, ...err.params }), item2: err.field, code: err.code }]),
      ...(err.status === 429 && typeof seconds === 'number' ? { retryAfter: seconds } : {}),
    };
  }
}

export const failure = (messages: Envelope<unknown>['messages']): Envelope<unknown> => ({ isSuccess: false, data: null, messages });

/**
 * One message per failed check, naming the field in the visitor's language. A schema may give a check an error code as
 * its message (shared/contracts/forms.inputs.ts: REQUIRED, MOBILE_FORMAT…); any other failure is BAD_INPUT.
 */
export function inputMessages(error: core.$ZodError, t: TFunction) {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    const code = issueCode(issue);
    const label = t(`errors:fields.${field}`, { defaultValue: field });
    return { item1: t(`errors:${code === 'BAD_INPUT' ? 'BAD_INPUT_FIELD' : code}`, { field: label, ...issueParams(issue) }), item2: field || undefined, code };
  });
}
