import { ServiceUnavailableError } from '@app/contracts';

/** What a person is told when a database or cache the request needs cannot be reached. */
export const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'A database or cache the service needs is unavailable right now. Please try again in a moment.';

/** Socket errors of a connection that was refused, dropped or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Postgres SQLSTATEs of a server that is shutting down, starting up, out of connections, or whose
 * connection broke (class 08).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P01|57P02|57P03|53300)$/;

/** Error classes of ioredis and TypeORM for a connection that gave up or broke. */
const RELEASED_OR_GAVE_UP =
  /^(MaxRetriesPerRequestError|QueryRunnerAlreadyReleasedError|QueryRunnerProviderAlreadyReleasedError)$/;

/** Messages of node-postgres and ioredis for a connection that is gone or never came. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server ended the session
  /timeout exceeded when trying to connect/, // pg-pool: connectionTimeoutMillis
  /not queryable/, // pg: a client whose connection failed
  /^Connection is closed\.$/, // ioredis
  /^Stream isn't writeable/, // ioredis without an offline queue
  /^Command timed out$/, // ioredis commandTimeout
  /max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

/**
 * Whether `error` means that Postgres or Redis cannot be reached right now (a refused or dropped
 * connection, a server shutting down or starting up, a command that timed out) rather than that
 * the request or the code is wrong. Looks through `cause`, TypeORM's `driverError` and the errors
 * of an `AggregateError`.
 *
 * @example
 * if (isDependencyUnavailable(error)) throw dependencyUnavailable(error);
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, name, cause, driverError, errors } = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    cause?: unknown;
    driverError?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) {
    return true;
  }
  // ioredis gave up on a command; TypeORM released a transaction's runner because its session
  // broke (the only way a runner of `transaction()` is released before the transaction ends).
  if (typeof name === 'string' && RELEASED_OR_GAVE_UP.test(name)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((p) => p.test(message))) {
    return true;
  }
  const inner = [cause, driverError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((nested) => isDependencyUnavailable(nested, depth + 1));
}

/** The 503 to answer with instead of `error` (kept as its cause). */
export function dependencyUnavailable(error: unknown): ServiceUnavailableError {
  return new ServiceUnavailableError(DEPENDENCY_UNAVAILABLE_MESSAGE, { cause: error });
}
