import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ProcessLogger } from '@app/observability';

/**
 * The access log of one answered request (docs/operations.md, "Logs"): a failure (5xx) is always
 * written, at `error`; any other answer is a `debug` line, written only when the gateway runs with
 * LOG_LEVEL=debug (or trace), and nothing is built otherwise. A line per request cost about a
 * tenth of the gateway's CPU under load (ADR 0029); the metrics count every request by route and
 * status anyway. Each line: `GET /api/user 200 1.3 ms`, with `req_id`, `method`, `url` (no query
 * string), `status_code` and `ms` as fields.
 *
 * @example
 * fastify.addHook('onResponse', (request, reply, done) => { logAccess(log, request, reply); done(); });
 */
export function logAccess(log: ProcessLogger, request: FastifyRequest, reply: FastifyReply): void {
  const status = reply.statusCode;
  const level = status >= 500 ? 'error' : 'debug';
  if (level === 'debug' && !log.isLevelEnabled('debug')) return;
  const url = request.url.split('?')[0];
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  log[level](
    { req_id: String(request.id), method: request.method, url, status_code: status, ms },
    `${request.method} ${url} ${status} ${ms} ms`,
  );
}
