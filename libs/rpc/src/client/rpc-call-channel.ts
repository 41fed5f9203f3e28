import diagnosticsChannel from 'node:diagnostics_channel';

/** How an RPC call ended, as the caller saw it. */
export type RpcCallOutcome =
  /** The service answered. */
  | 'ok'
  /** The service answered with a coded error (not found, validation, conflict…). */
  | 'error'
  /** The service answered SERVICE_UNAVAILABLE (its database or cache is down, or it is stopping). */
  | 'unavailable'
  /** No answer within the caller's timeout. */
  | 'timeout'
  /** The service could not be reached (connection refused or dropped). */
  | 'unreachable';

/** One finished call of `sendRpc`. */
export interface RpcCallRecord {
  /** The service's name as the caller gave it, e.g. 'travel'. */
  service: string;
  /** The message pattern, e.g. 'travel.entries.list'. */
  pattern: string;
  outcome: RpcCallOutcome;
  /** From the send to the answer (or the failure), in milliseconds. */
  durationMs: number;
}

/**
 * The diagnostics channel on which `sendRpc` publishes an `RpcCallRecord` per call, for metrics.
 * Nothing is measured while nobody subscribes.
 */
export const RPC_CALL_CHANNEL = 'schengen-tracker.rpc.call';

const rpcCalls = diagnosticsChannel.channel(RPC_CALL_CHANNEL);

/** Whether anybody listens (callers skip the timing otherwise). */
export function isObservingRpcCalls(): boolean {
  return rpcCalls.hasSubscribers;
}

/** Publishes one finished call. */
export function publishRpcCall(record: RpcCallRecord): void {
  rpcCalls.publish(record);
}

/**
 * Calls `listener` with every RPC call `sendRpc` makes in this process from now on; returns the
 * function that stops it.
 *
 * @example
 * const stop = subscribeToRpcCalls((call) => histogram.observe(call.durationMs / 1000));
 */
export function subscribeToRpcCalls(listener: (call: RpcCallRecord) => void): () => void {
  const onMessage = (message: unknown): void => listener(message as RpcCallRecord);
  diagnosticsChannel.subscribe(RPC_CALL_CHANNEL, onMessage);
  return () => {
    diagnosticsChannel.unsubscribe(RPC_CALL_CHANNEL, onMessage);
  };
}
