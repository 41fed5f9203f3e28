import { isPlainObject } from '../common/is-plain-object';
import type { JsonObject } from '../common/json.types';
import { httpStatusOf, isErrorCode, type ErrorCode, type ErrorHttpStatus } from './error-codes';

/** JSON-safe extra facts about an error, e.g. the field problems of a validation failure. */
export type ErrorDetails = JsonObject;

/** The wire form of an `AppError` between processes (the RPC error payload). */
export interface AppErrorPayload {
  code: ErrorCode;
  message: string;
  status: number;
  details?: ErrorDetails;
}

export interface AppErrorOptions {
  details?: ErrorDetails;
  cause?: unknown;
}

/**
 * A failure a caller can act on: a stable `code`, the HTTP `status` that code maps to, a message a
 * person can read, and optional JSON-safe `details`. Services let it propagate; the RPC filter
 * sends `toPayload()`, and the gateway maps that to an HTTP body.
 *
 * @example
 * throw new AppError('AUTH_EMAIL_TAKEN', 'An account with this email already exists');
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorHttpStatus;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = httpStatusOf(code);
    if (options.details !== undefined) this.details = options.details;
  }

  /** The wire form: `{ code, message, status, details? }`. */
  toPayload(): AppErrorPayload {
    const payload: AppErrorPayload = {
      code: this.code,
      message: this.message,
      status: this.status,
    };
    if (this.details !== undefined) payload.details = this.details;
    return payload;
  }

  /**
   * Rebuilds an error from its wire form. The result is a plain `AppError`, not the subclass that
   * was thrown: across a process boundary, act on `code`.
   */
  static fromPayload(payload: AppErrorPayload): AppError {
    return new AppError(
      payload.code,
      payload.message,
      payload.details === undefined ? {} : { details: payload.details },
    );
  }
}

/**
 * Tells whether a value is the wire form of an `AppError`: a known code, a string message, the
 * status that code maps to, and details that are absent or a plain object.
 *
 * @example
 * isAppErrorPayload({ code: 'NOT_FOUND', message: 'Entry not found', status: 404 }) // → true
 */
export function isAppErrorPayload(value: unknown): value is AppErrorPayload {
  if (!isPlainObject(value)) return false;
  const { code, message, status, details } = value;
  return (
    isErrorCode(code) &&
    typeof message === 'string' &&
    status === httpStatusOf(code) &&
    (details === undefined || isPlainObject(details))
  );
}
