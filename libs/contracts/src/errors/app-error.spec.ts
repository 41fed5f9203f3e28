import { AppError, isAppErrorPayload, type AppErrorPayload } from './app-error';
import { ConflictError } from './conflict.error';
import { DuplicateEntryError } from './duplicate-entry.error';
import { ForbiddenError } from './forbidden.error';
import { NotFoundError } from './not-found.error';
import { RateLimitedError } from './rate-limited.error';
import { ServiceUnavailableError } from './service-unavailable.error';
import { UnauthenticatedError } from './unauthenticated.error';
import { ValidationError } from './validation.error';

describe('AppError', () => {
  it('takes its status from the code', () => {
    const error = new AppError('AUTH_EMAIL_TAKEN', 'An account with this email already exists');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('AUTH_EMAIL_TAKEN');
    expect(error.status).toBe(409);
    expect(error.message).toBe('An account with this email already exists');
    expect(error.name).toBe('AppError');
    expect(error.details).toBeUndefined();
  });

  it('keeps its cause', () => {
    const cause = new Error('connection refused');
    expect(new AppError('SERVICE_UNAVAILABLE', 'Try later', { cause }).cause).toBe(cause);
  });

  it('omits details from the payload when it has none', () => {
    expect(new AppError('FORBIDDEN', 'No').toPayload()).toEqual({
      code: 'FORBIDDEN',
      message: 'No',
      status: 403,
    });
  });

  it('survives a JSON round trip through its payload', () => {
    const original = new AppError('AUTH_RESET_TOKEN_INVALID', 'Expired', {
      details: { attempts: 2, hints: ['a', null], nested: { ok: false } },
    });
    const wire: unknown = JSON.parse(JSON.stringify(original.toPayload()));
    expect(isAppErrorPayload(wire)).toBe(true);
    if (!isAppErrorPayload(wire)) return;
    const rebuilt = AppError.fromPayload(wire);
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(rebuilt.toPayload()).toEqual(original.toPayload());
  });

  it('rebuilds a subclass as a plain AppError with the same code, message and details', () => {
    const original = new DuplicateEntryError({ entryDate: '2025-06-01', exitDate: '2025-06-10' });
    const rebuilt = AppError.fromPayload(original.toPayload());
    expect(rebuilt.constructor).toBe(AppError);
    expect(rebuilt.toPayload()).toEqual(original.toPayload());
  });
});

describe('isAppErrorPayload', () => {
  const valid: AppErrorPayload = {
    code: 'NOT_FOUND',
    message: 'Travel entry not found',
    status: 404,
  };

  it('accepts a payload with and without details', () => {
    expect(isAppErrorPayload(valid)).toBe(true);
    expect(isAppErrorPayload({ ...valid, details: { resource: 'Travel entry' } })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'NOT_FOUND'],
    ['an Error', new Error('boom')],
    ['an unknown code', { ...valid, code: 'TEAPOT' }],
    ['a status that disagrees with the code', { ...valid, status: 500 }],
    ['a status given as text', { ...valid, status: '404' }],
    ['a missing message', { code: 'NOT_FOUND', status: 404 }],
    ['details that are an array', { ...valid, details: ['x'] }],
    ['details that are a string', { ...valid, details: 'x' }],
  ])('rejects %s', (_case, value) => {
    expect(isAppErrorPayload(value)).toBe(false);
  });
});

describe('AppError subclasses', () => {
  it.each([
    ['ValidationError', new ValidationError([]), 'VALIDATION_FAILED', 400],
    ['UnauthenticatedError', new UnauthenticatedError(), 'UNAUTHENTICATED', 401],
    [
      'UnauthenticatedError for bad credentials',
      new UnauthenticatedError('Wrong details', { code: 'AUTH_INVALID_CREDENTIALS' }),
      'AUTH_INVALID_CREDENTIALS',
      401,
    ],
    ['ForbiddenError', new ForbiddenError(), 'FORBIDDEN', 403],
    ['NotFoundError', new NotFoundError('Travel entry'), 'NOT_FOUND', 404],
    ['ConflictError', new ConflictError('Clash'), 'CONFLICT', 409],
    [
      'ConflictError for a taken username',
      new ConflictError('Taken', { code: 'AUTH_USERNAME_TAKEN' }),
      'AUTH_USERNAME_TAKEN',
      409,
    ],
    [
      'DuplicateEntryError',
      new DuplicateEntryError({ entryDate: '2025-06-01', exitDate: '2025-06-10' }),
      'TRAVEL_DUPLICATE_ENTRY',
      409,
    ],
    ['ServiceUnavailableError', new ServiceUnavailableError(), 'SERVICE_UNAVAILABLE', 503],
    [
      'ServiceUnavailableError without payments',
      new ServiceUnavailableError('No payments', { code: 'PAYMENTS_NOT_CONFIGURED' }),
      'PAYMENTS_NOT_CONFIGURED',
      503,
    ],
    ['RateLimitedError', new RateLimitedError(), 'RATE_LIMITED', 429],
  ])('gives %s its code and status', (_case, error, code, status) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(isAppErrorPayload(JSON.parse(JSON.stringify(error.toPayload())))).toBe(true);
  });

  it('names each error after its class', () => {
    expect(new ForbiddenError().name).toBe('ForbiddenError');
    expect(new DuplicateEntryError({ entryDate: 'a', exitDate: 'b' }).name).toBe(
      'DuplicateEntryError',
    );
  });

  it('lets a DuplicateEntryError be caught as a ConflictError', () => {
    expect(new DuplicateEntryError({ entryDate: 'a', exitDate: 'b' })).toBeInstanceOf(
      ConflictError,
    );
  });

  it('names what was not found', () => {
    const error = new NotFoundError('Travel entry', '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f');
    expect(error.message).toBe('Travel entry not found');
    expect(error.resource).toBe('Travel entry');
    expect(error.details).toEqual({
      resource: 'Travel entry',
      id: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
    });
  });

  it('carries the retry delay of a RateLimitedError in its details', () => {
    const error = new RateLimitedError({ retryAfterSeconds: 60 });
    expect(error.retryAfterSeconds).toBe(60);
    expect(error.toPayload()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
      status: 429,
      details: { retryAfterSeconds: 60 },
    });
  });
});
