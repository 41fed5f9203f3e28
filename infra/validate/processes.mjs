// What the deployment must cover, read from the process manifest (scripts/launcher/manifest.mjs,
// the one list of processes that the launcher, the tests and the benchmarks read too): its
// processes and the services with a schema to migrate. A process added there without its Docker
// build, a compose service and a Deployment fails the validation.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const MANIFEST = 'scripts/launcher/manifest.mjs';

/**
 * @returns {{ processes: Array<{ name: string, project: string, entry: string, bundled?: boolean, signsRpc?: boolean, needsChromium?: boolean, servesMetrics?: boolean }>, migrated: string[] }}
 * `name` is the Nx project's (its folder's) name, `project` its folder, `entry` the file the
 * process runs, `bundled` when that file carries its dependencies (its image installs none),
 * `signsRpc` when it calls services with its own key (`<NAME>_RPC_PRIVATE_KEY`), `needsChromium`
 * for the PDF worker, `servesMetrics` for every process that serves GET /metrics on METRICS_PORT
 * (libs/observability: the services, the workers and the gateway; not the web server).
 */
export function readManifest(root) {
  const file = path.join(root, MANIFEST);
  if (!existsSync(file)) throw new Error(`${MANIFEST} is missing: cannot check`);
  // The manifest is plain data without imports: Node 24 loads it synchronously (require of ESM).
  const { PROCESSES } = createRequire(import.meta.url)(file);
  if (!Array.isArray(PROCESSES) || PROCESSES.length === 0) {
    throw new Error(`${MANIFEST} lists no process: cannot check`);
  }
  const processes = PROCESSES.map((entry) => ({
    name: entry.name,
    project: entry.project,
    entry: entry.script,
    ...(entry.bundled ? { bundled: true } : {}),
    ...(entry.caller ? { signsRpc: true } : {}),
    ...(entry.needs?.chromium ? { needsChromium: true } : {}),
    ...(entry.kind !== 'web' ? { servesMetrics: true } : {}),
  }));
  const migrated = PROCESSES.filter((entry) => entry.needs?.schema).map((entry) => entry.name);
  return { processes, migrated };
}

/**
 * Environment variables that hold a secret (or a URL that may carry a password): they reach a
 * process only from a secret store (Kubernetes secretKeyRef, compose ${VAR} from .env).
 */
export const SECRET_NAME = /(SECRET|PASSWORD|TOKEN|PRIVATE|_KEY$|^(DATABASE|REDIS|SMTP)_URL$)/;

/** A URL carrying credentials (`scheme://user:password@host`, `scheme://:password@host`). */
export const URL_WITH_CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]+@/i;

/** The variables a process serves GET /metrics on (libs/observability, ADR 0029). */
export const METRICS_PORT = 'METRICS_PORT';
export const METRICS_HOST = 'METRICS_HOST';
/** The name of the container port (and the NetworkPolicy's port) Prometheus scrapes. */
export const METRICS_PORT_NAME = 'metrics';
