// Types of stack.mjs (startStack: some or all of the product's processes, ready).
import type { Exit, StackProcess } from './processes.d.mts';

export type { Exit, StackProcess };

export interface StoppedProcess extends Exit {
  name: string;
  /** SIGKILLed after the grace period. */
  killed: boolean;
  /** It exited 0 by itself. */
  clean: boolean;
  /** When not clean: the last lines it printed. */
  tail?: string;
}

export interface RpcKeys {
  /** RPC_PUBLIC_KEYS: `{ "<caller>": ["<base64 SPKI>"] }` as JSON. */
  publicKeys: string;
  /** The one variable a caller's process is given: `{ GATEWAY_RPC_PRIVATE_KEY: '…' }`. */
  privateKeyEnv(caller: string): Record<string, string>;
}

export interface StackOptions {
  /** Process names of the manifest (default: every one). */
  only?: readonly string[];
  /** Also start the services those call, transitively (default true). */
  withCalled?: boolean;
  /**
   * Added to every process's environment; also fixes a port (`PORT`, `AUTH_SERVICE_PORT`,
   * `FRONTEND_PORT`, …), the database server (`DATABASE_URL`), Redis (`REDIS_URL`,
   * `REDIS_KEY_PREFIX`) and the SMTP server (`SMTP_URL`) when the matching option is not given.
   */
  env?: Record<string, string>;
  /** Added to one process's environment, by name, last. */
  envOf?: Record<string, Record<string, string>>;
  /**
   * The environment every process starts from (default process.env), without private keys,
   * database passwords, DATABASE_URL, PORT and METRICS_PORT.
   */
  inherit?: Record<string, string | undefined>;
  /** Default: a throw-away database on DATABASE_URL's server, dropped on stop. */
  database?: { url: string; urls?: Record<string, string> };
  /** Default: REDIS_URL or 127.0.0.1:6379 under a new key prefix (its keys deleted on stop). */
  redis?: { url: string; keyPrefix?: string };
  /** Default when a process sends mail: SMTP_URL, else a mail catcher of the stack's own. */
  mail?: { smtpUrl: string; inboxUrl?: string };
  /** Default: a new key pair per caller. */
  rpcKeys?: RpcKeys;
  /** Fixed listening ports by process name. */
  ports?: Record<string, number>;
  /** Run auth's `seed-admin` (ADMIN_* variables) after the migrations. */
  seedAdmin?: boolean;
  /** A label for the throw-away database and key prefix. */
  name?: string;
  /** Node's options for each process (default ['--enable-source-maps']). */
  nodeArgs?: readonly string[];
  /** Where each process's (and migration's) output lines go (default: kept only). */
  output?: (name: string) => (line: string) => void;
  /** A process ended without being asked to. */
  onExit?: (name: string, exit: Exit) => void;
  freePort?: () => Promise<number>;
  readyTimeoutMs?: number;
  /** SIGKILL after this long (default 15 s: more than a process's own 10 s drain). */
  stopGraceMs?: number;
  root?: string;
}

export interface Stack {
  /** The names of the processes started, in the manifest's order. */
  processes: string[];
  /** Where each started process listens (those with a port). */
  ports: Record<string, number>;
  /** Each started process's METRICS_PORT. */
  metricsPorts: Record<string, number>;
  /** Prometheus scrape targets: one job per process. */
  scrapeTargets: Array<{ job: string; target: string }>;
  urls: { gateway?: string; frontend?: string; inbox?: string };
  /** The variables every process got (ports of the services, Redis, RPC_PUBLIC_KEYS, …). */
  env: Record<string, string>;
  databaseUrl: string | undefined;
  redis: { url: string; keyPrefix?: string } | undefined;
  smtpUrl: string | undefined;
  /** The current process `name` (after a restart, the new one). */
  process(name: string): StackProcess;
  /** Runs `<name>`'s command line (`cli('auth', 'promote', 'ann')`) with its environment. */
  cli(name: string, ...args: string[]): Promise<void>;
  /** Every process's newest output lines. */
  logs(lines?: number): string;
  stop(): Promise<StoppedProcess[]>;
}

export declare const ROOT: string;
/** One line per process that did not exit 0 by itself. */
export declare function uncleanStops(stops: readonly StoppedProcess[]): string[];
export declare function startStack(options?: StackOptions): Promise<Stack>;
export declare function createStack(options?: StackOptions): {
  start(): Promise<Stack>;
  stop(): Promise<StoppedProcess[]>;
  processes: string[];
};
