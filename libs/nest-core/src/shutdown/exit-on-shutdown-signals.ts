import { type INestApplicationContext, Logger } from '@nestjs/common';

/** The signals a process stops on: SIGTERM from an orchestrator or the launcher, SIGINT (Ctrl-C). */
export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

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
