import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';

import { HttpException, type Logger } from '@nestjs/common';

import {
  AppError,
  type ErrorCode,
  type HttpErrorBody,
  isAppErrorPayload,
  isErrorCode,
  httpStatusOf,
  IMPORT_CSV_MAX_CHARS,
  TRAVEL_IMPORT_PATH,
} from '@app/contracts';
import { dependencyUnavailable, isDependencyUnavailable } from '@app/nest-core';

export interface HttpErrorResponse {
  status: number;
  body: HttpErrorBody;
  headers: Record<string, string>;
}

/** Messages for failures the HTTP layer itself detects, before any handler runs. */
const EDGE_MESSAGES: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  400: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
  401: { code: 'UNAUTHENTICATED', message: 'You are not signed in. Please sign in and try again.' },
  403: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
  404: { code: 'NOT_FOUND', message: 'There is nothing at this address.' },
  408: {
    code: 'REQUEST_TIMEOUT',
    message:
      'The request took too long to arrive, so the connection was closed. Please check your connection and try again.',
  },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large: the limit is 64 kB.' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON, with the header Content-Type: application/json.',
  },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
};

/**
 * Maps anything thrown while serving an HTTP request to the uniform error body
 * `{ statusCode, error, code, message }`: coded `AppError`s keep their code and status; the HTTP
 * layer's own failures (bad JSON, 413, 415, unknown route) get a code and a plain message; Redis
 * that cannot be reached is a 503 (`isDependencyUnavailable`); anything else is a 500 with an
 * `errorId` that is logged with the stack.
 */
export function toHttpError(
  exception: unknown,
  logger: Logger,
  context: string,
): HttpErrorResponse {
  if (!(exception instanceof AppError) && isDependencyUnavailable(exception)) {
    // Redis (sessions, rate limits) is down or restarting: a 503 to retry, not a 500.
    logger.warn(`Dependency unavailable in ${context}: ${String(exception)}`);
    return toHttpError(dependencyUnavailable(exception), logger, context);
  }
  if (exception instanceof AppError || isAppErrorPayload(exception)) {
    const error = exception instanceof AppError ? exception : AppError.fromPayload(exception);
    const headers: Record<string, string> = {};
    const retryAfter = error.details?.['retryAfterSeconds'];
    if (error.code === 'RATE_LIMITED' && typeof retryAfter === 'number')
      headers['retry-after'] = String(retryAfter);
    return respond(error.status, error.code, error.message, headers, error.details);
  }
  const status = statusOf(exception);
  const known = status === undefined ? undefined : EDGE_MESSAGES[status];
  if (status !== undefined && known) {
    if (status === 404 && exception instanceof HttpException) {
      return respond(404, 'NOT_FOUND', `There is no ${context}.`);
    }
    // The rest of a request that arrived too slowly is not read: the connection closes.
    const headers: Record<string, string> = status === 408 ? { connection: 'close' } : {};
    const message = status === 413 ? tooLargeMessage(context, known.message) : known.message;
    return respond(status, known.code, message, headers);
  }
  const errorId = randomUUID();
  const detail =
    exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
  logger.error(`Unhandled error ${errorId} in ${context}: ${detail}`);
  return respond(
    500,
    'INTERNAL',
    `Something went wrong on our side (error id ${errorId}). Please try again.`,
    {},
    undefined,
    errorId,
  );
}

/** The 413 of a route with its own body limit says that limit (the CSV import's). */
function tooLargeMessage(context: string, fallback: string): string {
  // The context is the URL, or the method and the path ('POST /api/…').
  if (context.split('?')[0]!.split(' ').pop() !== TRAVEL_IMPORT_PATH) return fallback;
  return `The CSV file is too large: the limit is ${(IMPORT_CSV_MAX_CHARS / 1_000_000).toLocaleString('en-US')} million characters. Split it into several files and import them one by one.`;
}

function statusOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) return exception.getStatus();
  if (typeof exception === 'object' && exception !== null && 'statusCode' in exception) {
    const status = (exception as { statusCode: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return status;
  }
  return undefined;
}

function respond(
  status: number,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
  details?: HttpErrorBody['details'],
  errorId?: string,
): HttpErrorResponse {
  const statusCode =
    isErrorCode(code) && httpStatusOf(code) === status ? status : httpStatusOf(code);
  const body: HttpErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
  };
  if (errorId) body.errorId = errorId;
  if (details && code !== 'INTERNAL') body.details = details;
  return { status: statusCode, body, headers };
}
