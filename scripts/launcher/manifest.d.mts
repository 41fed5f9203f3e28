// Types of manifest.mjs (the one description of the product's processes).

/** How startStack (and the deployment's probes) tell that a process is ready. */
export type Readiness =
  /** `<service>.health.check` over Nest's TCP RPC answers without an error (infra/probes/rpc-probe.mjs). */
  | { probe: 'rpc'; pattern: string }
  /** A BullMQ worker of `queue` is connected to Redis (infra/probes/queue-worker-probe.mjs). */
  | { probe: 'queue-worker'; queue: string }
  /**
   * GET `path` answers 200; or, with `checks` (the names in its JSON answer's `checks` that make
   * it unready: a store or a process), a 503 whose only checks down name processes outside the
   * stack (a gateway in front of some services only).
   */
  | { probe: 'http'; path: string; checks?: readonly string[] };

export interface ProcessEntry {
  /** The Nx project's name (= its folder's name); also the process's name in logs and stacks. */
  name: string;
  /** The Nx project's folder. */
  project: string;
  /** The built entry the process runs, from the repository's root. */
  script: string;
  /** Its command line (`migrate`, `seed-admin`), when it has one. */
  cli?: string;
  kind: 'service' | 'worker' | 'web' | 'gateway';
  /** A bundle that carries its dependencies (its image installs none). */
  bundled?: true;
  /**
   * Where it listens: `variable` is what the process reads; `stackVariable` what fixes it for a
   * whole stack when the two differ (the web server's PORT is the stack's FRONTEND_PORT). RPC port
   * variables are given to every process of a stack (callers find the service by it).
   */
  port?: { variable: string; stackVariable?: string; protocol: 'rpc' | 'http' };
  needs: {
    /** Its own Postgres schema, created and migrated by `cli migrate`, as a role of its own. */
    schema?: string;
    redis?: true;
    /** An SMTP server (SMTP_URL). */
    mail?: true;
    /** Chromium on the machine (it runs without, with that feature off). */
    chromium?: true;
  };
  /** The services it calls over RPC: started with it by default, stopped after it. */
  calls: readonly string[];
  /** Processes its readiness probe needs running: always started with it, and before it. */
  readyWith?: readonly string[];
  /** Services it routes to: started before it when in the stack (never added), stopped after it. */
  routes?: readonly string[];
  /** Variables holding another process's HTTP origin: `{ API_ORIGIN: 'gateway' }`. */
  links?: Readonly<Record<string, string>>;
  /** Its RPC identity: the caller whose private key (`<CALLER>_RPC_PRIVATE_KEY`) it alone gets. */
  caller?: string;
  readiness: Readiness;
}

export declare const METRICS_PORT_VARIABLE: 'METRICS_PORT';
export declare const PROCESSES: readonly ProcessEntry[];
export declare function entryOf(name: string): ProcessEntry;
export declare function selectProcesses(
  only?: readonly string[],
  options?: { withCalled?: boolean },
): ProcessEntry[];
export declare function startWaves(entries: readonly ProcessEntry[]): ProcessEntry[][];
export declare function stopWaves(entries: readonly ProcessEntry[]): ProcessEntry[][];
export declare function migratedServices(entries?: readonly ProcessEntry[]): string[];
export declare function rpcCallers(entries?: readonly ProcessEntry[]): string[];
