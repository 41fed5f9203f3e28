import { AppError, type AppErrorOptions } from './app-error';
import type { ErrorCodeWithStatus } from './error-codes';

/**
 * The request clashes with stored data (409). The default code is 'CONFLICT'; a more precise
 * 409 code may be given, e.g. 'AUTH_USERNAME_TAKEN'.
 *
 * @example
 * throw new ConflictError('This username is already taken', { code: 'AUTH_USERNAME_TAKEN' });
 */
export class ConflictError extends AppError {
  constructor(
    message: string,
    options: AppErrorOptions & { code?: ErrorCodeWithStatus<409> } = {},
  ) {
    super(options.code ?? 'CONFLICT', message, options);
  }
}
