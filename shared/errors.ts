/** Stable error codes: tests assert the code, pages and the API show the translated message (locales: errors.<code>). */
export const ERROR_CODES = {
  BAD_INPUT: 400,
  NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  POST_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_WRITE: 403,
  RATE_LIMITED: 429,
  REQUIRED: 400,
  MOBILE_FORMAT: 400,
  EMAIL_FORMAT: 400,
  TOO_LONG: 400,
  DATE_FORMAT: 400,
  DATE_IN_PAST: 400,
  UPLOAD_NOT_FOUND: 400,
  UPLOAD_MISSING: 400,
  UPLOAD_ONE_FILE: 400,
  UPLOAD_TYPE: 415,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_IMAGE_TOO_LARGE: 413,
  UPLOAD_BROKEN_IMAGE: 400,
  INTERNAL: 500,
  // hardening (#6): requests no visitor's browser sends, answered without a stack trace
  MALFORMED_JSON: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_BODY: 415,
  BAD_HOST: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERROR_CODES, value);
