import { ERROR_CODES, type ErrorCode } from '../../shared/errors.ts';

/** An expected failure with a stable code; the HTTP layer turns it into a status and a translated message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly field?: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code);
