import { type INestApplicationContext, Logger } from '@nestjs/common';

import { DEFAULT_SHUTDOWN_GRACE_MS } from '@app/rpc';

/** The signals a process stops on: SIGTERM from an orchestrator or the launcher, SIGINT (Ctrl-C). */
export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * How much longer than its shutdown grace (`SHUTDOWN_GRACE_MS`, the longest wait for calls and
 * jobs in flight) a process may take to stop before it exits anyway (ms): enough to close its
 * connections. With the default grace of 10 s the deadline is 13 s, inside the launcher's 15 s
 * before SIGKILL and Kubernetes' default 30 s.
 */
export const SHUTDOWN_CLOSE_MARGIN_MS = 3_000;

type ShutdownLogger = Pick<Logger, 'warn' | 'error'>;

export interface ShutdownOptions {
  /** Where the signal and a missed deadline are reported (default: Nest's logger 'Shutdown'). */
  logger?: ShutdownLogger;
  /** The process's `SHUTDOWN_GRACE_MS` (default 10 s): the deadline is this plus the margin. */
  graceMs?: number;
}

/**
 * The open handles of the process, counted by kind ('2 TCPSocketWrap, 1 Timeout'): what a
 * shutdown that does not end is still waiting on (Node's `process.getActiveResourcesInfo`).
 */
export function openResources(): string {
  const counts = new Map<string, number>();
  for (const resource of process.getActiveResourcesInfo()) {
    counts.set(resource, (counts.get(resource) ?? 0) + 1);
  }
  return [...counts].map(([resource, count]) => `${count} ${resource}`).join(', ') || 'nothing';
}

/**
 * Ends the process with exit code 1 when it has not stopped `graceMs + SHUTDOWN_CLOSE_MARGIN_MS`
 * after `signal`, naming what it still waits on: a shutdown hook that never settles (a QUIT that
 * gets no answer, a flush to a collector that is gone) must neither keep the process alive nor
 * leave the orchestrator to kill it without a word. The timer does not keep the process alive.
 */
function exitAfterDeadline(signal: string, { logger, graceMs }: Required<ShutdownOptions>): void {
  const deadlineMs = graceMs + SHUTDOWN_CLOSE_MARGIN_MS;
  const timer = setTimeout(() => {
    logger.error(
      `still stopping ${deadlineMs} ms after ${signal} (open: ${openResources()}): exiting with code 1`,
    );
    process.exit(1);
  }, deadlineMs);
  timer.unref();
}

function withDefaults(options: ShutdownOptions): Required<ShutdownOptions> {
  return {
    logger: options.logger ?? new Logger('Shutdown'),
    graceMs: options.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS,
  };
}

/**
 * Runs the app's shutdown hooks on SIGTERM or SIGINT (stop taking work, finish what is in flight,
 * close connections), then ends the process with exit code 0, or 1 when a hook failed or the
 * shutdown outlived its deadline (`graceMs` + `SHUTDOWN_CLOSE_MARGIN_MS`, see `exitAfterDeadline`).
 * Without `useProcessExit` Nest would re-raise the signal and the process would die "by SIGTERM",
 * which an orchestrator or the launcher cannot tell from a crash. Logs the signal first, at `warn`
 * so that no log level hides it, so that a log (or a test) shows when the shutdown began.
 *
 * @example
 * const app = await createServiceMicroservice(travelService, env, {});
 * exitOnShutdownSignals(app, { graceMs: SHUTDOWN_GRACE_MS });
 * await app.listen();
 */
export function exitOnShutdownSignals(
  app: INestApplicationContext,
  options: ShutdownOptions = {},
): void {
  const settings = withDefaults(options);
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => {
      settings.logger.warn(`${signal} received: finishing the work in flight, then exiting`);
      exitAfterDeadline(signal, settings);
    });
  }
  app.enableShutdownHooks([...SHUTDOWN_SIGNALS], { useProcessExit: true });
}

/** The shutdown signals held from the start of a process's main until its app exists. */
export interface HeldShutdownSignals {
  /**
   * Hands the signals over to `app` (exitOnShutdownSignals). When one arrived while the app was
   * being created, closes the app instead and exits 0 (1 when closing fails or outlives the
   * deadline), and answers true: the caller must not go on starting it.
   */
  attach(app: INestApplicationContext): boolean;
}

/**
 * Listens for SIGTERM/SIGINT from the very start of a process's main, so that a signal that
 * arrives while Nest still creates the app (NestFactory.createApplicationContext already runs
 * `init()`, which connects a BullMQ worker) does not kill the process by the signal: it is
 * remembered, and `attach` closes the app and exits 0 once the app exists.
 *
 * @example
 * const signals = holdShutdownSignals({ graceMs: SHUTDOWN_GRACE_MS });
 * const app = await createWorkerContext(worker, env);
 * if (signals.attach(app)) return;
 */
export function holdShutdownSignals(options: ShutdownOptions = {}): HeldShutdownSignals {
  const settings = withDefaults(options);
  let received: string | undefined;
  const handlers = SHUTDOWN_SIGNALS.map((signal) => {
    const remember = (): void => {
      if (received !== undefined) return;
      received = signal;
      settings.logger.warn(
        `${signal} received while starting: stopping once started, then exiting`,
      );
      exitAfterDeadline(signal, settings);
    };
    process.on(signal, remember);
    return { signal, remember };
  });
  return {
    attach(app) {
      if (received === undefined) {
        for (const { signal, remember } of handlers) process.off(signal, remember);
        exitOnShutdownSignals(app, settings);
        return false;
      }
      // The handlers stay: a second signal while closing is ignored, not fatal.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          settings.logger.error(`closing after ${received} failed: ${String(error)}`);
          process.exit(1);
        },
      );
      return true;
    },
  };
}
