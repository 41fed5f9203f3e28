import { AppError, type AppErrorOptions } from './app-error';

/**
 * The named thing does not exist, or is not the caller's to see (404, 'NOT_FOUND').
 * `details` holds `{ resource, id? }`.
 *
 * @example
 * new NotFoundError('Travel entry', entryId).message // → 'Travel entry not found'
 */
export class NotFoundError extends AppError {
  readonly resource: string;

  constructor(resource: string, id?: string, options: Omit<AppErrorOptions, 'details'> = {}) {
    super('NOT_FOUND', `${resource} not found`, {
      ...options,
      details: id === undefined ? { resource } : { resource, id },
    });
    this.resource = resource;
  }
}
