import { AppError, type AppErrorOptions } from './app-error';
import type { ErrorCodeWithStatus } from './error-codes';

/**
 * No valid session, or credentials that do not match (401). The default code is
 * 'UNAUTHENTICATED'; pass `code: 'AUTH_INVALID_CREDENTIALS'` for a failed sign-in.
 *
 * @example
 * throw new UnauthenticatedError();
 */
export class UnauthenticatedError extends AppError {
  constructor(
    message = 'Please sign in to continue',
    options: AppErrorOptions & { code?: ErrorCodeWithStatus<401> } = {},
  ) {
    super(options.code ?? 'UNAUTHENTICATED', message, options);
  }
}
