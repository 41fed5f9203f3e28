import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import readline from 'node:readline';

/** How a child process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Lines kept per process for the failure report (the newest ones). */
const KEPT_LINES = 2_000;

/**
 * A long-running child process of the suite (a product process, redis-server, the mail catcher,
 * the Postgres runner): its newest output lines, a wait for a line, and signalling that resolves
 * once the process has really gone.
 */
export class Child {
  readonly lines: string[] = [];
  readonly exited: Promise<Exit>;
  private readonly process: ChildProcess;
  private readonly listeners = new Set<(line: string) => void>();

  constructor(
    readonly name: string,
    command: string,
    args: readonly string[],
    options: Pick<SpawnOptions, 'env' | 'cwd'> = {},
  ) {
    this.process = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    this.exited = new Promise<Exit>((resolve) =>
      this.process.once('exit', (code, signal) => resolve({ code, signal })),
    );
    this.process.once('error', (error) => this.record(`could not start: ${error.message}`));
    for (const stream of [this.process.stdout, this.process.stderr]) {
      if (stream) readline.createInterface({ input: stream }).on('line', (l) => this.record(l));
    }
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  get isRunning(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Resolves once the process prints a line containing `text`; rejects if it ends first. */
  waitForLine(text: string, timeoutMs: number): Promise<void> {
    if (this.lines.some((line) => line.includes(text))) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const done = (error?: Error): void => {
        clearTimeout(timer);
        this.listeners.delete(listener);
        if (error) reject(error);
        else resolve();
      };
      const listener = (line: string): void => {
        if (line.includes(text)) done();
      };
      const timer = setTimeout(
        () => done(new Error(`${this.name}: no "${text}" within ${timeoutMs} ms\n${this.tail()}`)),
        timeoutMs,
      );
      this.listeners.add(listener);
      void this.exited.then(({ code, signal }) =>
        done(new Error(`${this.name} ended (${signal ?? code}) before "${text}"\n${this.tail()}`)),
      );
    });
  }

  /** Sends `signal` and resolves once the process has ended (at once if it already has). */
  async kill(signal: NodeJS.Signals): Promise<Exit> {
    if (this.isRunning) this.process.kill(signal);
    return this.exited;
  }

  /** SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<Exit> {
    if (!this.isRunning) return this.exited;
    const timer = setTimeout(() => this.process.kill('SIGKILL'), graceMs);
    try {
      return await this.kill('SIGTERM');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends a signal without waiting (SIGSTOP / SIGCONT). */
  signal(signal: NodeJS.Signals): void {
    if (this.isRunning) this.process.kill(signal);
  }

  /** The newest output, prefixed with the process's name, for an assertion's message. */
  tail(count = 40): string {
    return this.lines
      .slice(-count)
      .map((line) => `  ${this.name} | ${line}`)
      .join('\n');
  }

  private record(line: string): void {
    this.lines.push(line);
    if (this.lines.length > KEPT_LINES) this.lines.splice(0, this.lines.length - KEPT_LINES);
    for (const listener of [...this.listeners]) listener(line);
  }
}
