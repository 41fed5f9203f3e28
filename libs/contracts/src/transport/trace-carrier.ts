/**
 * The request and the trace a message belongs to, carried beside what a message says: in every
 * RPC envelope (`traceparent`, `tracestate`; the request id travels in the signed assertion), in
 * every event payload (contracts' `EventEnvelope`) and in every BullMQ job's data. Services log
 * `reqId` as `req_id` on every line and continue the trace (W3C Trace Context,
 * https://www.w3.org/TR/trace-context/) when tracing is on. All fields are optional: a message
 * sent outside any request, or with tracing off, carries none.
 *
 * @example
 * const carrier: TraceCarrier = { reqId: 'b7f6…', traceparent: '00-4bf9…-00f0…-01' };
 */
export interface TraceCarrier {
  /** The id of the request the gateway served (its `x-request-id`). */
  reqId?: string;
  /** W3C `traceparent`: version, trace id, parent span id, flags. */
  traceparent?: string;
  /** W3C `tracestate`: vendor data, passed on untouched. */
  tracestate?: string;
}

/** Longest request id a message carries (the gateway's are UUIDs or a client's short id). */
export const MAX_REQUEST_ID_LENGTH = 128;

/** A W3C `traceparent` of version 00: `00-<32 hex trace id>-<16 hex span id>-<2 hex flags>`. */
export const TRACEPARENT_FORMAT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** Longest `tracestate` carried (the W3C limit: 32 members of at most 256 characters each is more). */
export const MAX_TRACESTATE_LENGTH = 512;

/**
 * The carrier fields of `value` that are well formed (anything else is dropped): what a consumer
 * reads from a message it did not validate itself (an RPC envelope, a job's data).
 *
 * @example
 * traceCarrierOf({ reqId: 'r-123456', traceparent: 'junk' }) // → { reqId: 'r-123456' }
 */
export function traceCarrierOf(value: unknown): TraceCarrier {
  if (typeof value !== 'object' || value === null) return {};
  const { reqId, traceparent, tracestate } = value as Record<string, unknown>;
  const carrier: TraceCarrier = {};
  if (typeof reqId === 'string' && reqId !== '' && reqId.length <= MAX_REQUEST_ID_LENGTH) {
    carrier.reqId = reqId;
  }
  if (typeof traceparent === 'string' && TRACEPARENT_FORMAT.test(traceparent)) {
    carrier.traceparent = traceparent;
    if (typeof tracestate === 'string' && tracestate.length <= MAX_TRACESTATE_LENGTH) {
      carrier.tracestate = tracestate;
    }
  }
  return carrier;
}
