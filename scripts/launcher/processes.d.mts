// Types of processes.mjs.
import type { ProcessEntry } from './manifest.d.mts';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StackProcess {
  readonly name: string;
  readonly entry: ProcessEntry;
  readonly pid: number | undefined;
  readonly running: boolean;
  readonly lines: string[];
  readonly exited: Promise<Exit>;
  tail(count?: number): string;
  /** Resolves once its readiness probe says ready; rejects when it exits first or times out. */
  ready(): Promise<StackProcess>;
  /** Sends `signal` (default SIGKILL) and resolves once it has ended. */
  kill(signal?: NodeJS.Signals): Promise<Exit>;
  /** Starts it again (after a kill) and resolves once its probe says ready. */
  restart(): Promise<StackProcess>;
  /** SIGTERM, SIGKILL to its process group after the grace period; how it ended. */
  stop(): Promise<Exit & { name: string; killed: boolean }>;
}

/** Prefixed (and, on a terminal, coloured) lines on stdout: `prefixer('auth')('ready')`. */
export declare function prefixer(name: string, width?: number): (line: string) => void;

export interface ProcessesOptions {
  root: string;
  /** Node's options for each process (default ['--enable-source-maps']). */
  nodeArgs?: readonly string[];
  output(name: string): (line: string) => void;
  /** Null once `entry`'s process is ready, else why not (readiness.mjs). */
  readiness(entry: ProcessEntry): Promise<string | null>;
  /** A process ended without being asked to. */
  onExit?: (name: string, exit: Exit) => void;
  /** SIGKILL to the process group this long after SIGTERM. */
  graceMs: number;
  readyTimeoutMs: number;
}

export interface Processes {
  /** Starts `entry`'s process (again, after a kill) with `env`. */
  launch(entry: ProcessEntry, env: Record<string, string>): StackProcess;
  /** Runs `entry.cli` with `args` to completion; rejects with its output on a failure. */
  runCli(
    entry: ProcessEntry,
    args: readonly string[],
    env: Record<string, string>,
    label: string,
  ): Promise<void>;
  handle(name: string): StackProcess | undefined;
  handles(): StackProcess[];
  /** Nothing starts any more; the command lines in flight get SIGTERM. */
  halt(): void;
}

export declare function createProcesses(options: ProcessesOptions): Processes;
