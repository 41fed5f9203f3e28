import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(ROOT, 'services/notification-worker/src/main.ts');
const REGISTER = path.join(__dirname, 'swc-register.cjs');

/** A worker running as its own process (from its TypeScript sources), as `npm start` runs it. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Every line it printed so far. */
  lines: string[];
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the worker process with `env` and resolves once it says it is ready. */
export async function startWorkerProcess(
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--conditions=@app/source', '--require', REGISTER, MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The worker did not get ready:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes('E-mail worker ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The worker ended before it was ready:\n${lines.join('\n')}`));
    });
  });
  await ready;
  return { child, lines, exited };
}
