import { AppError } from '@app/contracts';

import {
  DEPENDENCY_UNAVAILABLE_MESSAGE,
  dependencyUnavailable,
  isDependencyUnavailable,
} from './dependency-unavailable';
import { toRpcErrorPayload } from './rpc-error.filter';

const withCode = (code: string, message = 'x'): Error =>
  Object.assign(new Error(message), { code });
const named = (name: string, message = 'x'): Error => Object.assign(new Error(message), { name });

describe('isDependencyUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['Postgres shutting down (57P01)', withCode('57P01', 'terminating connection')],
    ['Postgres starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a broken Postgres connection (08006)', withCode('08006')],
    ['node-postgres losing its session', new Error('Connection terminated unexpectedly')],
    ['ioredis giving up', named('MaxRetriesPerRequestError')],
    ['an ioredis command timeout', new Error('Command timed out')],
    ['a TypeORM runner released by a broken session', named('QueryRunnerAlreadyReleasedError')],
    [
      'TypeORM wrapping a driver error',
      Object.assign(new Error('q'), { driverError: withCode('57P01') }),
    ],
    ['a cause', new Error('outer', { cause: withCode('ECONNREFUSED') })],
    ['an AggregateError', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('is true for %s', (_, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key')],
    ['a programming error', new TypeError('x is not a function')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('is false for %s', (_, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

describe('toRpcErrorPayload', () => {
  const logger = { warn: jest.fn(), error: jest.fn() };

  it('answers a database that cannot be reached with SERVICE_UNAVAILABLE (503), not INTERNAL', () => {
    const payload = toRpcErrorPayload(withCode('ECONNREFUSED'), null, logger as never);
    expect(payload).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: DEPENDENCY_UNAVAILABLE_MESSAGE,
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps an AppError as it is, even when caused by a lost connection', () => {
    const error = new AppError('NOT_FOUND', 'Entry not found', { cause: withCode('ECONNRESET') });
    expect(toRpcErrorPayload(error, null, logger as never).code).toBe('NOT_FOUND');
  });

  it('keeps the original error as the cause of the 503', () => {
    const original = withCode('57P01');
    expect(dependencyUnavailable(original).cause).toBe(original);
  });
});
