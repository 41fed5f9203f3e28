import type { Socket } from 'node:net';

import { type MessageHandler, ServerTCP } from '@nestjs/microservices';
import { finalize, isObservable, tap, throwError } from 'rxjs';

import { AppError, type AppErrorPayload, ServiceUnavailableError } from '@app/contracts';
import { processMetrics, startFrom } from '@app/observability';

import type { RpcEnvelope } from '../assertion/claims';
import type { RpcAdmission } from '../assertion/verifier';
import { CoalescingJsonSocket } from './coalescing-json-socket';

/** The JSON texts that start with a letter. */
/**
 * How long a TCP service waits for its calls in flight at shutdown unless told otherwise (ms);
 * nest-core's `ShutdownEnv` (SHUTDOWN_GRACE_MS) defaults to it.
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const JSON_LITERAL = /^(?:true|false|null)\s*$/;

/** How long the connections get to flush the last answers and close on their own (ms). */
const SOCKET_END_MS = 1_000;

export interface DrainingTcpServerOptions {
  host: string;
  port: number;
  /** The service's name, for the answer to calls refused while it stops, e.g. 'travel'. */
  service: string;
  /** The longest wait for the calls in flight once `close()` is called (ms). */
  graceMs?: number;
  /**
   * Checks every message's caller assertion before its handler (and so before any guard, pipe or
   * interceptor) runs, and gives the handler the payload with the user taken from the assertion.
   */
  verifier: RpcAdmission;
}

/**
 * Nest's TCP transport, stopping gracefully. `ServerTCP.close()` destroys every open connection
 * at once, dropping the answers of the calls still running. This server, on `close()` (which Nest
 * calls after the `beforeApplicationShutdown` hooks and before `onApplicationShutdown` closes
 * Postgres and Redis):
 *
 * 1. stops accepting connections, and answers any new call on an open one with a retriable
 *    SERVICE_UNAVAILABLE (the gateway turns it into a 503), without running its handler;
 * 2. waits for the calls (and events) in flight to finish, at most `graceMs`;
 * 3. lets the connections flush those answers and end, then closes what is left.
 *
 * Its connections write the answers of one event-loop turn together (`CoalescingJsonSocket`).
 *
 * Every message (call or event) goes through `verifier` first: a message without a valid
 * assertion of an allowed caller gets a coded error (UNAUTHENTICATED, FORBIDDEN) and its handler
 * never runs (docs/security.md, "Services trust no unauthenticated caller").
 *
 * It counts the message handlers with Nest's processing start and end hooks: a call is in flight
 * from the moment its handler is chosen until its answer stream settles.
 *
 * @example
 * NestFactory.createMicroservice<MicroserviceOptions>(AppModule, {
 *   strategy: new DrainingTcpServer({ host, port, service: 'travel', graceMs: 10_000, verifier }),
 * });
 */
export class DrainingTcpServer extends ServerTCP {
  private readonly graceMs: number;
  private running = 0;
  private draining = false;
  private closing: Promise<void> | undefined;
  private readonly idleWaiters = new Set<() => void>();
  private readonly refusal: MessageHandler;
  private readonly verifier: RpcAdmission;
  private readonly service: string;
  /** Each handler behind the verifier, built once. */
  private readonly verified = new WeakMap<MessageHandler, MessageHandler>();

  constructor({
    host,
    port,
    service,
    graceMs = DEFAULT_SHUTDOWN_GRACE_MS,
    verifier,
  }: DrainingTcpServerOptions) {
    super({ host, port, socketClass: CoalescingJsonSocket });
    this.graceMs = graceMs;
    this.verifier = verifier;
    this.service = service;
    const payload = shuttingDown(service);
    this.refusal = Object.assign(async () => throwError(() => payload), {
      isEventHandler: false,
    });
    this.setOnProcessingStartHook((_transport, _context, done) => {
      this.running += 1;
      return done();
    });
    this.setOnProcessingEndHook(() => {
      this.running -= 1;
      if (this.running === 0) for (const wake of [...this.idleWaiters]) wake();
    });
  }

  /** Message handlers running now (calls whose answer has not settled yet). */
  get inFlight(): number {
    return this.running;
  }

  /** Whether `close()` was called: new calls are refused. */
  get isDraining(): boolean {
    return this.draining;
  }

  /**
   * The route of a message's pattern, as Nest's: it tries `JSON.parse` on every pattern (so that
   * object patterns match), which for a plain string pattern, the only kind this project uses,
   * throws and catches a SyntaxError on every message (building its stack trace each time). A
   * pattern that starts with a letter and is not a JSON literal cannot parse: it goes straight to
   * the normalisation, the rest as Nest does it.
   */
  override getRouteFromPattern(pattern: string): string {
    if (/^[A-Za-z]/.test(pattern) && !JSON_LITERAL.test(pattern)) {
      return this.normalizePattern(pattern);
    }
    return super.getRouteFromPattern(pattern);
  }

  /**
   * The pattern's handler behind the verifier; while draining, a call (not an event) gets the
   * refusal instead.
   */
  override getHandlerByPattern(pattern: string): MessageHandler | null {
    const handler = super.getHandlerByPattern(pattern);
    if (handler === null) return null;
    if (this.draining && !handler.isEventHandler) return this.refusal;
    let verified = this.verified.get(handler);
    if (verified === undefined) {
      verified = this.behindVerifier(pattern, handler);
      this.verified.set(handler, verified);
    }
    return verified;
  }

  /**
   * `handler`, run only with the payload the verifier admits; a refusal answers the error. It runs
   * observed (ADR 0029): in the request its caller served (the assertion's `rid`: its log lines
   * and onward calls carry it), in a server span that continues the caller's trace (the
   * envelope's `traceparent`) and ends with the answer, timed into `rpc_server_duration_seconds`.
   */
  private behindVerifier(pattern: string, handler: MessageHandler): MessageHandler {
    const { verifier, service } = this;
    const metrics = processMetrics();
    const guarded = async (data: unknown, context?: unknown): Promise<unknown> => {
      let payload: unknown;
      try {
        payload = verifier.admit(pattern, data);
      } catch (error) {
        const refusal = error instanceof AppError ? error.toPayload() : error;
        return throwError(() => refusal);
      }
      const started = performance.now();
      const sent = (typeof data === 'object' && data !== null ? data : {}) as Partial<RpcEnvelope>;
      const carrier = {
        reqId: verifier.requestIdOf?.(data),
        traceparent: sent.traceparent,
        tracestate: sent.tracestate,
      };
      const scope = startFrom(carrier, pattern, 'server', {
        'rpc.system': 'nest-tcp',
        'rpc.service': service,
        'rpc.method': pattern,
      });
      let ended = false;
      const end = (...error: unknown[]): void => {
        if (ended) return;
        ended = true;
        metrics.observeRpc(
          service,
          pattern,
          error.length > 0 ? 'error' : 'ok',
          (performance.now() - started) / 1000,
        );
        scope.end(...error);
      };
      let answer: unknown;
      try {
        answer = await scope.run(() => handler(payload, context));
      } catch (error) {
        end(error);
        throw error;
      }
      if (!isObservable(answer)) {
        end();
        return answer;
      }
      return answer.pipe(
        tap({ error: (error: unknown) => end(error), complete: () => end() }),
        finalize(() => end()),
      );
    };
    return Object.assign(guarded, {
      isEventHandler: handler.isEventHandler,
      extras: handler.extras,
    }) as MessageHandler;
  }

  /** Drains (see the class), then closes the transport. Idempotent; resolves once closed. */
  override close(): Promise<void> {
    this.closing ??= this.drainThenClose();
    return this.closing;
  }

  private async drainThenClose(): Promise<void> {
    this.draining = true;
    // No new connections; a retry of the client goes to another replica or gets refused.
    this.isManuallyTerminated = true;
    this.server.close();
    const started = Date.now();
    if (!(await this.idle(this.graceMs))) {
      this.logger.warn(
        `${this.running} call(s) still running after the ${this.graceMs} ms shutdown grace: closing their connections`,
      );
    }
    // The last answers are written on the next tick after their stream settled.
    await new Promise((resolve) => setImmediate(resolve));
    const left = Math.max(0, this.graceMs - (Date.now() - started));
    await this.endSockets(Math.min(SOCKET_END_MS, left));
    super.close();
  }

  /** Resolves true once no handler runs, or false after `ms`. */
  private idle(ms: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (drained: boolean): void => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        resolve(drained);
      };
      const wake = (): void => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.idleWaiters.add(wake);
    });
  }

  /** Half-closes every connection (flushing what was written) and waits up to `ms` for them. */
  private async endSockets(ms: number): Promise<void> {
    const sockets: Socket[] = [...this.openSockets].filter((socket) => !socket.destroyed);
    if (sockets.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              socket.once('close', () => resolve());
              socket.end();
            }),
        ),
      ),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
  }
}

/** The answer to a call that arrives while the service stops: retriable, like any 503. */
function shuttingDown(service: string): AppErrorPayload {
  return new ServiceUnavailableError(
    `The ${service} service is restarting. Please try again in a moment.`,
  ).toPayload();
}
