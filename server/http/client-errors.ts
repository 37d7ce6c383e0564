import type { ErrorCode } from '../../shared/errors.ts';

/** A request the visitor got wrong: answered with a 4xx and one log line, never a stack trace. */
export interface ClientError {
  status: number;
  code: ErrorCode;
  /** Why, for the log line (the parser's own words; never shown to the visitor). */
  reason: string;
}

/** body-parser's error types that are the sender's fault, and how each is answered. */
const BODY_ERRORS: Record<string, Pick<ClientError, 'status' | 'code'>> = {
  'entity.parse.failed': { status: 400, code: 'MALFORMED_JSON' },
  'entity.verify.failed': { status: 400, code: 'MALFORMED_JSON' },
  'entity.too.large': { status: 413, code: 'BODY_TOO_LARGE' },
  'parameters.too.many': { status: 413, code: 'BODY_TOO_LARGE' },
  'charset.unsupported': { status: 415, code: 'UNSUPPORTED_BODY' },
  'encoding.unsupported': { status: 415, code: 'UNSUPPORTED_BODY' },
  'request.aborted': { status: 400, code: 'BAD_INPUT' },
  'request.size.invalid': { status: 400, code: 'BAD_INPUT' },
};

const CODE_OF_STATUS: Record<number, ErrorCode> = { 404: 'NOT_FOUND', 413: 'BODY_TOO_LARGE', 415: 'UNSUPPORTED_BODY' };

/**
 * Whether an error thrown inside the pipeline is the client's (a body the parser refused, a static file that is not
 * there, "%ff" in a path: anything carrying a 4xx status) and how to answer it; null for a fault of ours.
 */
export function clientError(err: unknown): ClientError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { type, status, statusCode, message } = err as { type?: unknown; status?: unknown; statusCode?: unknown; message?: unknown };
  const reason = typeof message === 'string' ? message.slice(0, 200) : String(type ?? 'client error');
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return { ...known, reason };
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : err instanceof URIError ? 400 : 0;
  if (code >= 400 && code < 500) return { status: code, code: CODE_OF_STATUS[code] ?? 'BAD_INPUT', reason };
  return null;
}
