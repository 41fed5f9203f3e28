/**
 * Whether `startTracing` registered the SDK in this process. Off (no collector, the usual case),
 * the request-scope helpers skip the OpenTelemetry API altogether: its no-op spans, contexts and
 * proxy tracers still cost a few allocations per call, on every request and RPC.
 */
let tracers = 0;

/** Whether spans are recorded in this process (some `startTracing` not shut down yet). */
export function isTracing(): boolean {
  return tracers > 0;
}

/** Called by `startTracing` (`true`) and its `shutdown` (`false`). */
export function setTracing(on: boolean): void {
  tracers = Math.max(0, tracers + (on ? 1 : -1));
}
