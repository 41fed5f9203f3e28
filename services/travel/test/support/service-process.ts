import { startSourceProcess, type SourceProcess } from '@app/testing';

/** The travel service running as its own process (from its TypeScript sources), as `npm start` runs it. */
export type ServiceProcess = SourceProcess;

/** Starts the travel service process with `env` and resolves once it listens. */
export function startServiceProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ServiceProcess> {
  return startSourceProcess({
    main: 'services/travel/src/main.ts',
    readyLine: 'Travel service listening',
    env,
    timeoutMs,
  });
}

/** Polls `check` every 20 ms until it holds; fails after `timeoutMs` naming `what`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
