import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

import { serviceReadyLine, workerReadyLine } from '@app/nest-core';

const ROOT = path.resolve(__dirname, '../../../..');
const REGISTER = path.join(__dirname, 'swc-register.cjs');

/** A process of this repository running from its TypeScript sources, as `npm start` runs it. */
export interface SourceProcess {
  child: ChildProcess;
  /** Every line it printed so far. */
  lines: string[];
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface SourceProcessOptions {
  /** The entry point, from the repository root, e.g. 'services/reporting-worker/src/main.ts'. */
  main: string;
  /** A line the process prints once it is ready, e.g. 'PDF worker ready'. */
  readyLine: string;
  env: Record<string, string>;
  timeoutMs?: number;
}

/**
 * Starts a service's or a worker's main (`services/<name>/src/main.ts`) from its sources and
 * resolves once it logs its ready line (nest-core's runService / runWorker).
 *
 * @example
 * const travel = await startMainProcess(travelService, env);
 */
export function startMainProcess(
  definition: { name: string; title?: string },
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<SourceProcess> {
  return startSourceProcess({
    main: `services/${definition.name}/src/main.ts`,
    readyLine:
      definition.title === undefined
        ? serviceReadyLine(definition)
        : workerReadyLine({ title: definition.title }),
    env,
    timeoutMs,
  });
}

/**
 * Starts a process from its sources (each @app/* lib resolving to its src/) and resolves once it
 * prints `readyLine`, for tests that signal or kill a real process.
 *
 * @example
 * const worker = await startSourceProcess({ main: 'services/notification-worker/src/main.ts',
 *   readyLine: 'E-mail worker ready', env: harness.envVars });
 */
export async function startSourceProcess({
  main,
  readyLine,
  env,
  timeoutMs = 30_000,
}: SourceProcessOptions): Promise<SourceProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@app/source', '--require', REGISTER, path.join(ROOT, main)],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${main} did not get ready:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes(readyLine)) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${main} ended before it was ready:\n${lines.join('\n')}`));
    });
  });
  await ready;
  return { child, lines, exited };
}

/**
 * The main processes a test file starts, so that whatever still runs at its end is killed.
 *
 * @example
 * const processes = new MainProcesses();
 * afterAll(() => processes.killAll());
 * const worker = await processes.start(emailWorker, harness.envVars);
 */
export class MainProcesses {
  private readonly started: SourceProcess[] = [];

  async start(
    definition: { name: string; title?: string },
    env: Record<string, string>,
    timeoutMs?: number,
  ): Promise<SourceProcess> {
    const started = await startMainProcess(definition, env, timeoutMs);
    this.started.push(started);
    return started;
  }

  /** SIGKILLs every started process still running and waits for it to end. */
  async killAll(): Promise<void> {
    for (const { child, exited } of this.started.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
  }
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
