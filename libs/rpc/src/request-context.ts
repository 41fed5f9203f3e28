import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a caller is serving while it makes its calls (its id goes into each assertion). */
const context = new AsyncLocalStorage<string>();

/** Longest request id an assertion carries (the gateway's are UUIDs or a client's short id). */
export const MAX_REQUEST_ID_LENGTH = 128;

/**
 * Runs `work` as part of request `requestId`: every RPC it makes (`sendRpc`) carries that id in
 * its assertion (`rid`), so a service's logs and refusals name the request the gateway served.
 *
 * @example
 * fastify.addHook('onRequest', (request, _reply, done) => runInRequest(request.id, done));
 */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return context.run(requestId, work);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore();
}
