import { randomUUID } from 'node:crypto';

import { Catch, Logger, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

import { AppError, type AppErrorPayload } from '@app/contracts';

import { dependencyUnavailable, isDependencyUnavailable } from './dependency-unavailable';

/**
 * The one exception filter of every microservice: an `AppError` travels to the caller as its
 * payload `{ code, message, status, details }`; a database or cache that cannot be reached
 * travels as `SERVICE_UNAVAILABLE` (503); anything else is logged with an error id and travels as
 * `INTERNAL`, so no stack or internal message leaves the service.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    return throwError(() => toRpcErrorPayload(exception, host, this.logger));
  }
}

export function toRpcErrorPayload(
  exception: unknown,
  host: ArgumentsHost | null,
  logger: Logger,
): AppErrorPayload {
  if (exception instanceof AppError) return exception.toPayload();
  if (isDependencyUnavailable(exception)) {
    // Postgres or Redis is down or restarting: the caller gets a 503 to retry, not a 500.
    logger.warn(`Dependency unavailable: ${errorText(exception)}`);
    return dependencyUnavailable(exception).toPayload();
  }
  const errorId = randomUUID();
  const pattern =
    host?.getType() === 'rpc' ? String(host.switchToRpc().getContext()?.getPattern?.() ?? '') : '';
  logger.error(
    `Unhandled error ${errorId}${pattern ? ` in ${pattern}` : ''}: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`,
  );
  return new AppError(
    'INTERNAL',
    `Something went wrong on our side (error id ${errorId}). Please try again.`,
    {
      details: { errorId },
    },
  ).toPayload();
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
