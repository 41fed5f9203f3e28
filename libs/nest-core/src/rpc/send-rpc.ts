import { type ClientProxy } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';

import { AppError, ServiceUnavailableError, isAppErrorPayload } from '@app/contracts';

/** How long a call to a service may take before the caller gives up (ms). */
export const DEFAULT_RPC_TIMEOUT_MS = 5_000;

/**
 * Sends one request to a microservice and waits for its single answer, with a timeout. A coded
 * error from the service comes back as an `AppError`; a timeout or a refused connection as a
 * `ServiceUnavailableError` naming the service.
 *
 * @example
 * const user = await sendRpc<UserDto>(this.auth, 'auth', AuthPatterns.CurrentUser, { userId });
 */
export async function sendRpc<T>(
  client: ClientProxy,
  service: string,
  pattern: string,
  payload: unknown,
  timeoutMs = DEFAULT_RPC_TIMEOUT_MS,
): Promise<T> {
  try {
    return await firstValueFrom(client.send<T>(pattern, payload ?? {}).pipe(timeout(timeoutMs)));
  } catch (error) {
    if (isAppErrorPayload(error)) throw AppError.fromPayload(error);
    if (error instanceof AppError) throw error;
    if (error instanceof TimeoutError) {
      throw new ServiceUnavailableError(
        `The ${service} service did not answer within ${timeoutMs} ms. Please try again in a moment.`,
      );
    }
    throw new ServiceUnavailableError(
      `The ${service} service cannot be reached right now. Please try again in a moment.`,
      { cause: error },
    );
  }
}
