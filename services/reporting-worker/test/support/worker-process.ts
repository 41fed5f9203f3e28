import { startSourceProcess, type SourceProcess } from '@app/testing';

/** The worker running as its own process (from its TypeScript sources), as `npm start` runs it. */
export type WorkerProcess = SourceProcess;

/** Starts the worker process with `env` and resolves once it says it is ready. */
export function startWorkerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<WorkerProcess> {
  return startSourceProcess({
    main: 'services/reporting-worker/src/main.ts',
    readyLine: 'PDF worker ready',
    env,
    timeoutMs,
  });
}
