/**
 * Every stable error code with the HTTP status the gateway answers with. This table is the single
 * source of both the codes and their statuses; codes never change meaning once published.
 */
export const ERROR_HTTP_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TRAVEL_DUPLICATE_ENTRY: 409,
  TRAVEL_OVERLAPPING_VISIT: 409,
  TRAVEL_RECORD_LIMIT: 400,
  TRAVEL_ACCOUNT_HOLDER_UNDELETABLE: 409,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_USERNAME_TAKEN: 409,
  AUTH_EMAIL_TAKEN: 409,
  AUTH_RESET_TOKEN_INVALID: 400,
  AUTH_EMAIL_CHANGE_TOKEN_INVALID: 400,
  AUTH_MFA_INVALID: 401,
  AUTH_MFA_EXPIRED: 401,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  PAYMENTS_NOT_CONFIGURED: 503,
} as const;

/** A stable, machine-readable error code, e.g. 'TRAVEL_DUPLICATE_ENTRY'. */
export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** The HTTP statuses that error codes map to. */
export type ErrorHttpStatus = (typeof ERROR_HTTP_STATUS)[ErrorCode];

/** The error codes whose HTTP status is `S`, e.g. `ErrorCodeWithStatus<409>`. */
export type ErrorCodeWithStatus<S extends ErrorHttpStatus> = {
  [C in ErrorCode]: (typeof ERROR_HTTP_STATUS)[C] extends S ? C : never;
}[ErrorCode];

/**
 * The codes as constants, for callers that prefer `ErrorCode.NOT_FOUND` to a string literal.
 * Its type forces it to hold exactly the codes of `ERROR_HTTP_STATUS`.
 */
export const ErrorCode: { readonly [C in ErrorCode]: C } = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TRAVEL_DUPLICATE_ENTRY: 'TRAVEL_DUPLICATE_ENTRY',
  TRAVEL_OVERLAPPING_VISIT: 'TRAVEL_OVERLAPPING_VISIT',
  TRAVEL_RECORD_LIMIT: 'TRAVEL_RECORD_LIMIT',
  TRAVEL_ACCOUNT_HOLDER_UNDELETABLE: 'TRAVEL_ACCOUNT_HOLDER_UNDELETABLE',
  AUTH_INVALID_CREDENTIALS: 'AUTH_INVALID_CREDENTIALS',
  AUTH_USERNAME_TAKEN: 'AUTH_USERNAME_TAKEN',
  AUTH_EMAIL_TAKEN: 'AUTH_EMAIL_TAKEN',
  AUTH_RESET_TOKEN_INVALID: 'AUTH_RESET_TOKEN_INVALID',
  AUTH_EMAIL_CHANGE_TOKEN_INVALID: 'AUTH_EMAIL_CHANGE_TOKEN_INVALID',
  AUTH_MFA_INVALID: 'AUTH_MFA_INVALID',
  AUTH_MFA_EXPIRED: 'AUTH_MFA_EXPIRED',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  PAYMENTS_NOT_CONFIGURED: 'PAYMENTS_NOT_CONFIGURED',
};

/**
 * Tells whether a value is one of the known error codes.
 *
 * @example
 * isErrorCode('NOT_FOUND') // → true
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_HTTP_STATUS, value);
}

/**
 * The HTTP status for an error code.
 *
 * @example
 * httpStatusOf('TRAVEL_DUPLICATE_ENTRY') // → 409
 */
export function httpStatusOf(code: ErrorCode): ErrorHttpStatus {
  return ERROR_HTTP_STATUS[code];
}
