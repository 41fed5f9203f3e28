import { errorBody, type Exchange } from './api';

/** What the API answered while a dependency was down: printed figures, not assertions. */
export interface OutageFigures {
  /** How long the dependency was down (ms). */
  outageMs: number;
  /** Requests that started while it was down, by status (0: no answer, see HANG_DETECTION_MS). */
  requests: number;
  byStatus: Record<string, number>;
  /** How long they took (ms): the median, the 95th percentile and the slowest. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** The `p`th percentile of `values` (0 when empty). */
export function percentileOf(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Measures the requests that started in [downAt, upAt). */
export function outageFigures(
  exchanges: readonly Exchange[],
  downAt: number,
  upAt: number,
): OutageFigures {
  const during = exchanges.filter((e) => e.startedAt >= downAt && e.startedAt < upAt);
  const byStatus: Record<string, number> = {};
  for (const exchange of during) {
    byStatus[exchange.status] = (byStatus[exchange.status] ?? 0) + 1;
  }
  const times = during.map((e) => e.ms);
  return {
    outageMs: upAt - downAt,
    requests: during.length,
    byStatus,
    p50Ms: percentileOf(times, 50),
    p95Ms: percentileOf(times, 95),
    maxMs: Math.max(0, ...times),
  };
}

/**
 * The exchanges that break the rule for an outage: the answer is the work done (2xx) or a clear
 * 503 (code SERVICE_UNAVAILABLE and a message), never a 500, and never a hang (no answer before
 * the client's HANG_DETECTION_MS abort: status 0).
 */
export function unclearAnswers(exchanges: readonly Exchange[]): Exchange[] {
  return exchanges.filter((exchange) => {
    if (exchange.status >= 200 && exchange.status < 300) return false;
    const body = errorBody(exchange);
    return !(
      exchange.status === 503 &&
      body?.code === 'SERVICE_UNAVAILABLE' &&
      body.message.length > 0
    );
  });
}
