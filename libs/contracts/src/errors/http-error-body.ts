import type { ErrorDetails } from './app-error';
import type { ErrorCode } from './error-codes';

/**
 * The JSON body of every non-2xx HTTP answer from the gateway. The gateway's exception filter
 * builds it from an `AppErrorPayload`; unknown errors become `INTERNAL` (500) with an `errorId`
 * that is also logged.
 *
 * @example
 * { statusCode: 409, error: 'Conflict', code: 'TRAVEL_DUPLICATE_ENTRY',
 *   message: 'You already have entry on 2025-06-01 and/or exit on 2025-06-10 recorded' }
 */
export interface HttpErrorBody {
  /** The HTTP status, repeated in the body. */
  statusCode: number;
  /** The HTTP reason phrase, e.g. 'Bad Request'. */
  error: string;
  code: ErrorCode;
  /** A message a person can act on. */
  message: string;
  /** Present on 500s: the id under which the failure was logged. */
  errorId?: string;
  details?: ErrorDetails;
}
