import { type ClientProxy } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';

import { AppError, ServiceUnavailableError, isAppErrorPayload } from '@app/contracts';
import { currentCarrier } from '@app/observability';

import type { RpcSigner } from '../assertion/signer';
import { isObservingRpcCalls, publishRpcCall, type RpcCallOutcome } from './rpc-call-channel';

/** How long a call to a service may take before the caller gives up (ms). */
export const DEFAULT_RPC_TIMEOUT_MS = 5_000;

/**
 * Sends one request to a microservice and waits for its single answer, with a timeout. The payload
 * travels in an envelope with the caller's assertion for that service (`signer`: the user it acts
 * for, see `RpcSigner`); the service verifies it before anything runs. A coded
 * error from the service comes back as an `AppError`; a timeout or a refused connection as a
 * `ServiceUnavailableError` naming the service. Each call's duration and outcome is published on
 * `RPC_CALL_CHANNEL` when something (the gateway's metrics) listens. The assertion names the
 * request being served (`rid`), and the envelope carries the active trace (ADR 0029).
 *
 * @example
 * const user = await sendRpc<UserDto>(this.auth, signer, 'auth', AuthPatterns.CurrentUser, { userId });
 */
export async function sendRpc<T>(
  client: ClientProxy,
  signer: RpcSigner,
  service: string,
  pattern: string,
  payload: unknown,
  timeoutMs = DEFAULT_RPC_TIMEOUT_MS,
): Promise<T> {
  const started = isObservingRpcCalls() ? performance.now() : undefined;
  let outcome: RpcCallOutcome = 'ok';
  try {
    const { reqId, ...trace } = currentCarrier();
    const envelope = { ...signer.envelope(service, pattern, payload ?? {}, reqId), ...trace };
    return await firstValueFrom(client.send<T>(pattern, envelope).pipe(timeout(timeoutMs)));
  } catch (error) {
    const failure = toCallerError(error, service, timeoutMs);
    outcome = outcomeOf(error, failure);
    throw failure;
  } finally {
    if (started !== undefined) {
      publishRpcCall({ service, pattern, outcome, durationMs: performance.now() - started });
    }
  }
}

function toCallerError(error: unknown, service: string, timeoutMs: number): AppError {
  if (isAppErrorPayload(error)) return AppError.fromPayload(error);
  if (error instanceof AppError) return error;
  if (error instanceof TimeoutError) {
    return new ServiceUnavailableError(
      `The ${service} service did not answer within ${timeoutMs} ms. Please try again in a moment.`,
    );
  }
  return new ServiceUnavailableError(
    `The ${service} service cannot be reached right now. Please try again in a moment.`,
    { cause: error },
  );
}

function outcomeOf(error: unknown, failure: AppError): RpcCallOutcome {
  if (error instanceof TimeoutError) return 'timeout';
  if (!isAppErrorPayload(error) && !(error instanceof AppError)) return 'unreachable';
  return failure.status === 503 ? 'unavailable' : 'error';
}
