import { AppError, type AppErrorOptions } from './app-error';

/**
 * Signed in but not allowed, e.g. a non-admin on an admin call (403, 'FORBIDDEN').
 *
 * @example
 * throw new ForbiddenError();
 */
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this', options: AppErrorOptions = {}) {
    super('FORBIDDEN', message, options);
  }
}
