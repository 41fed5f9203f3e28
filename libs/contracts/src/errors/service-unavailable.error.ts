import { AppError, type AppErrorOptions } from './app-error';
import type { ErrorCodeWithStatus } from './error-codes';

/**
 * A dependency is down or not set up (503). The default code is 'SERVICE_UNAVAILABLE'; pass
 * `code: 'PAYMENTS_NOT_CONFIGURED'` when no card provider key is set.
 *
 * @example
 * throw new ServiceUnavailableError('Donations are unavailable', {
 *   code: 'PAYMENTS_NOT_CONFIGURED',
 * });
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The service is temporarily unavailable. Please try again later.',
    options: AppErrorOptions & { code?: ErrorCodeWithStatus<503> } = {},
  ) {
    super(options.code ?? 'SERVICE_UNAVAILABLE', message, options);
  }
}
