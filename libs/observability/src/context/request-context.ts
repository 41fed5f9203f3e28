import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a process is serving (its id), for everything that runs on its behalf. */
const context = new AsyncLocalStorage<string>();

/**
 * Runs `work` as part of request `requestId`: every log line written meanwhile carries it as
 * `req_id`, and every RPC call, event and job it starts carries it on (`currentCarrier`).
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
