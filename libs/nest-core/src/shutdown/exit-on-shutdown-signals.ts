import { type INestApplicationContext, Logger } from '@nestjs/common';

/** The signals a process stops on: SIGTERM from an orchestrator or the launcher, SIGINT (Ctrl-C). */
export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

type ShutdownLogger = Pick<Logger, 'log' | 'error'>;

/**
 * Runs the app's shutdown hooks on SIGTERM or SIGINT (stop taking work, finish what is in flight,
 * close connections), then ends the process with exit code 0, or 1 when a hook failed. Without
 * `useProcessExit` Nest would re-raise the signal and the process would die "by SIGTERM", which
 * an orchestrator or the launcher cannot tell from a crash. Logs the signal first, so that a log
 * (or a test) shows when the shutdown began.
 *
 * @example
 * const app = await createServiceMicroservice(travelService, env, {});
 * exitOnShutdownSignals(app);
 * await app.listen();
 */
export function exitOnShutdownSignals(
  app: INestApplicationContext,
  logger: Pick<Logger, 'log'> = new Logger('Shutdown'),
): void {
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () =>
      logger.log(`${signal} received: finishing the work in flight, then exiting`),
    );
  }
  app.enableShutdownHooks([...SHUTDOWN_SIGNALS], { useProcessExit: true });
}

/** The shutdown signals held from the start of a process's main until its app exists. */
export interface HeldShutdownSignals {
  /**
   * Hands the signals over to `app` (exitOnShutdownSignals). When one arrived while the app was
   * being created, closes the app instead and exits 0 (1 when closing fails), and answers true:
   * the caller must not go on starting it.
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
 * const signals = holdShutdownSignals();
 * const app = await createWorkerContext(worker, env);
 * if (signals.attach(app)) return;
 */
export function holdShutdownSignals(
  logger: ShutdownLogger = new Logger('Shutdown'),
): HeldShutdownSignals {
  let received: string | undefined;
  const handlers = SHUTDOWN_SIGNALS.map((signal) => {
    const remember = (): void => {
      if (received !== undefined) return;
      received = signal;
      logger.log(`${signal} received while starting: stopping once started, then exiting`);
    };
    process.on(signal, remember);
    return { signal, remember };
  });
  return {
    attach(app) {
      if (received === undefined) {
        for (const { signal, remember } of handlers) process.off(signal, remember);
        exitOnShutdownSignals(app, logger);
        return false;
      }
      // The handlers stay: a second signal while closing is ignored, not fatal.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`closing after ${received} failed: ${String(error)}`);
          process.exit(1);
        },
      );
      return true;
    },
  };
}
