/** Stable error codes: tests assert the code, pages and the API show the translated message (locales: errors.<code>). */
export const ERROR_CODES = {
  BAD_INPUT: 400,
  NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  POST_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
