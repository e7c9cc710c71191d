/** The small list of error codes the API answers with, and their HTTP statuses. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  /** A field broke its contract (too long, blank, malformed); the message names the field. */
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_TOKENS: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  PROVIDER_ERROR: 502,
  NOT_CONFIGURED: 501,
  INTERNAL: 500,
  /** The database is away for a moment (restarting): try again shortly. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ApiErrorBody = { error: { code: ErrorCode; message: string } };
