import { ERROR_HTTP_STATUS, ErrorCode, httpStatusOf, isErrorCode } from './error-codes';

describe('ERROR_HTTP_STATUS', () => {
  it.each([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['TRAVEL_DUPLICATE_ENTRY', 409],
    ['TRAVEL_OVERLAPPING_VISIT', 409],
    ['TRAVEL_RECORD_LIMIT', 400],
    ['TRAVEL_ACCOUNT_HOLDER_UNDELETABLE', 409],
    ['AUTH_INVALID_CREDENTIALS', 401],
    ['AUTH_USERNAME_TAKEN', 409],
    ['AUTH_EMAIL_TAKEN', 409],
    ['AUTH_RESET_TOKEN_INVALID', 400],
    ['AUTH_EMAIL_CHANGE_TOKEN_INVALID', 400],
    ['AUTH_MFA_INVALID', 401],
    ['AUTH_MFA_EXPIRED', 401],
    ['REQUEST_TIMEOUT', 408],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['SERVICE_UNAVAILABLE', 503],
    ['PAYMENTS_NOT_CONFIGURED', 503],
  ] as const)('maps %s to %i', (code, status) => {
    expect(ERROR_HTTP_STATUS[code]).toBe(status);
    expect(httpStatusOf(code)).toBe(status);
  });

  it('holds exactly the twenty-three codes above', () => {
    expect(Object.keys(ERROR_HTTP_STATUS)).toHaveLength(23);
  });

  it('maps every code to an HTTP error status', () => {
    for (const status of Object.values(ERROR_HTTP_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});

describe('ErrorCode', () => {
  it('names each code of the status table by itself', () => {
    expect(Object.keys(ErrorCode)).toEqual(Object.keys(ERROR_HTTP_STATUS));
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
  });

  it('holds only screaming snake case codes', () => {
    for (const code of Object.values(ErrorCode)) expect(code).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
  });
});

describe('isErrorCode', () => {
  it('recognises a known code', () => {
    expect(isErrorCode('TRAVEL_DUPLICATE_ENTRY')).toBe(true);
  });

  it.each(['not_found', 'TEAPOT', 'toString', '__proto__', 404, null])('rejects %p', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});
