import type { core } from 'zod/mini';
import { isErrorCode, type ErrorCode } from '../errors.ts';

/**
 * The error code a failed check carries: a schema may give a check a code as its message (REQUIRED, MOBILE_FORMAT…),
 * and an optional field's union ("" or a value) passes its value branch's on. Anything else is BAD_INPUT. One rule
 * for the server's answer and the browser's form.
 */
export function issueCode(issue: core.$ZodIssue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_union') {
    for (const branch of issue.errors) for (const inner of branch) if (isErrorCode(inner.message)) return inner.message;
  }
  return 'BAD_INPUT';
}

/** What a message may say of a failed check besides its field: the most it allows (a too-long text's "{{max}}"). */
export function issueParams(issue: core.$ZodIssue): { max?: number } {
  return issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
}
