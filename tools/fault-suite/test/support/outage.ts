import { errorBody, type Exchange } from './api';

/** What the API answered while a dependency was down. */
export interface OutageFigures {
  /** How long the dependency was down (ms). */
  outageMs: number;
  /** Requests that started while it was down, by status (0: no answer within the client's limit). */
  requests: number;
  byStatus: Record<string, number>;
  /** The slowest answer among them (ms). */
  maxMs: number;
}

/** A request is "answered quickly" within this (ms): no hang behind a dead dependency. */
export const QUICK_ANSWER_MS = 3_000;

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
  return {
    outageMs: upAt - downAt,
    requests: during.length,
    byStatus,
    maxMs: Math.max(0, ...during.map((e) => e.ms)),
  };
}

/**
 * The exchanges that break the rule for an outage: the answer is the work done (2xx) or a clear
 * 503 (code SERVICE_UNAVAILABLE and a message), never a 500, and never later than QUICK_ANSWER_MS.
 */
export function unclearAnswers(exchanges: readonly Exchange[]): Exchange[] {
  return exchanges.filter((exchange) => {
    if (exchange.ms > QUICK_ANSWER_MS) return true;
    if (exchange.status >= 200 && exchange.status < 300) return false;
    const body = errorBody(exchange);
    return !(
      exchange.status === 503 &&
      body?.code === 'SERVICE_UNAVAILABLE' &&
      body.message.length > 0
    );
  });
}
