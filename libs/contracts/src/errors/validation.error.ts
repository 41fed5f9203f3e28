import { AppError, type AppErrorOptions } from './app-error';

/** One field's problems: `{ field: 'email', messages: ['Invalid email'] }`. */
export type FieldError = { field: string; messages: string[] };

const DEFAULT_MESSAGE = 'Validation failed';

/**
 * Bad input (400, 'VALIDATION_FAILED'). The field problems travel in `details.errors`; the message
 * joins them so that it reads on its own.
 *
 * @example
 * new ValidationError([{ field: 'email', messages: ['Invalid email'] }]).message
 * // → 'Invalid email'
 */
export class ValidationError extends AppError {
  readonly errors: readonly FieldError[];

  constructor(
    errors: readonly FieldError[],
    message?: string,
    options: Omit<AppErrorOptions, 'details'> = {},
  ) {
    const copies = errors.map(({ field, messages }) => ({ field, messages: [...messages] }));
    const joined = copies.flatMap(({ messages }) => messages).join('; ');
    super('VALIDATION_FAILED', message ?? (joined || DEFAULT_MESSAGE), {
      ...options,
      details: { errors: copies },
    });
    this.errors = copies;
  }
}
