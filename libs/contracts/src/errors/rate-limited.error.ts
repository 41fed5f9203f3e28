import { AppError } from './app-error';

/**
 * Too many requests (429, 'RATE_LIMITED'). `details.retryAfterSeconds`, when known, feeds the
 * gateway's `Retry-After` header.
 *
 * @example
 * throw new RateLimitedError({ retryAfterSeconds: 60 });
 */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds?: number;

  constructor(options: { retryAfterSeconds?: number; message?: string; cause?: unknown } = {}) {
    const {
      retryAfterSeconds,
      message = 'Too many requests. Please try again later.',
      cause,
    } = options;
    super('RATE_LIMITED', message, {
      cause,
      ...(retryAfterSeconds === undefined ? {} : { details: { retryAfterSeconds } }),
    });
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}
