import { hostname } from 'node:os';

import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pinoPretty from 'pino-pretty';

import { currentRequestId } from '../context/request-context';
import type { ObservabilityEnv } from '../env/observability-env';
import { isTracing } from '../tracing/tracing-state';

/** A process's logger (pino). */
export type ProcessLogger = Logger;

/** Nest's start-up chatter: one line per module and route, useless in a running product's log. */
const QUIET_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
]);

/** pino's number of the `info` level. */
const INFO = 30;

/** The fields every line gets from where it was written: the request and the span. */
export interface LogContextFields {
  req_id?: string;
  trace_id?: string;
  span_id?: string;
}

/**
 * The request id (`req_id`) and, when tracing is on, the active span (`trace_id`, `span_id`) of
 * the code writing a log line.
 */
export function logContextFields(): LogContextFields {
  const fields: LogContextFields = {};
  const requestId = currentRequestId();
  if (requestId !== undefined) fields.req_id = requestId;
  if (!isTracing()) return fields;
  const span = trace.getSpan(context.active())?.spanContext();
  if (span !== undefined && isSpanContextValid(span)) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  return fields;
}

/** pino's options for process `name`: one JSON object per line (see `createProcessLogger`). */
export function processLoggerOptions(name: string, env: ObservabilityEnv): LoggerOptions {
  return {
    level: env.logLevel,
    base: { service: name, pid: process.pid, hostname: hostname() },
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: logContextFields,
    hooks: {
      logMethod(args, method, level) {
        const first: unknown = args[0];
        const from =
          typeof first === 'object' && first !== null
            ? (first as { context?: unknown }).context
            : undefined;
        if (level === INFO && typeof from === 'string' && QUIET_CONTEXTS.has(from)) return;
        method.apply(this, args);
      },
    },
  };
}

/**
 * Where a process's lines go: stdout, written asynchronously (lines written while a write is in
 * flight go out together; pino flushes what waits when the process exits), or human-readable
 * lines (pino-pretty) when `env.logPretty` (a terminal, or LOG_PRETTY=1 under `npm start`).
 */
export function processLogDestination(env: ObservabilityEnv): DestinationStream {
  if (env.logPretty) {
    return pinoPretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'],
      translateTime: 'SYS:HH:MM:ss.l',
      // The access line's fields are in its message already; other fields follow on the line.
      ignore: 'pid,hostname,service,context,req_id,trace_id,span_id,method,url,status_code,ms',
      singleLine: true,
      messageFormat: (log, messageKey) => {
        const where = typeof log['context'] === 'string' ? `[${log['context']}] ` : '';
        const request = typeof log['req_id'] === 'string' ? ` req=${log['req_id']}` : '';
        return `${where}${String(log[messageKey])}${request}`;
      },
    });
  }
  return pino.destination({ dest: 1, sync: false });
}

/**
 * The logger of process `name` (`gateway`, `travel`, `notification-worker`…): pino, one JSON
 * object per line with `time`, `level` (a word), `service`, `msg`, the Nest `context`, and the
 * `req_id` of the request being served (plus `trace_id`/`span_id` when tracing is on), which the
 * gateway's request id carries through RPC calls, events and jobs. Nest's per-module and
 * per-route start-up lines are dropped.
 *
 * @example
 * const logger = createProcessLogger('travel', readObservabilityEnv());
 * logger.info({ context: 'Entries' }, 'entry recorded');
 * // {"level":"info","time":"…","service":"travel","context":"Entries","req_id":"…","msg":"entry recorded"}
 */
export function createProcessLogger(
  name: string,
  env: ObservabilityEnv,
  destination: DestinationStream = processLogDestination(env),
): Logger {
  return pino(processLoggerOptions(name, env), destination);
}
