// What the deployment must cover, read from the launcher that runs the product locally
// (scripts/start.mjs): the processes it starts and the services it migrates. A process added there
// without a compose service (built from infra/docker/Dockerfile with its PROJECT) and a Deployment
// fails the validation.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @returns {{ processes: Array<{ name: string, project: string, entry: string, bundled?: boolean, signsRpc?: boolean }>, migrated: string[] }}
 * `name` is the project folder's name (services/notification-worker → notification-worker),
 * `entry` the file the process runs, `signsRpc` when it calls services with its own key
 * (`<NAME>_RPC_PRIVATE_KEY`).
 */
export function readLauncher(root) {
  const source = readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8');
  const entries = [
    ...new Set(
      [
        ...source.matchAll(
          /['"`]((?:(?:services\/[a-z0-9-]+)|gateway)\/dist\/main\.js|frontend\/dist-server\/main\.js)['"`]/g,
        ),
      ].map((match) => match[1]),
    ),
  ];
  if (entries.length === 0) {
    throw new Error('scripts/start.mjs names no process (<project>/dist/main.js): cannot check');
  }
  // The processes that sign RPC calls: `caller: '<name>'` after their `script:` (docs/security.md).
  const callers = new Set(
    source
      .split(/script:\s*/)
      .slice(1)
      .map((chunk) => [
        /^['"`]([^'"`]+)/.exec(chunk)?.[1],
        /caller:\s*['"]([a-z-]+)['"]/.exec(chunk),
      ])
      .filter(([entry, caller]) => entry && caller)
      .map(([entry]) => entry),
  );
  const list = /const MIGRATED\s*=\s*\[([^\]]*)\]/.exec(source);
  const migrated = list ? [...list[1].matchAll(/['"]([a-z0-9-]+)['"]/g)].map((m) => m[1]) : [];
  const processes = entries.map((entry) => ({
    ...processOf(entry),
    ...(callers.has(entry) ? { signsRpc: true } : {}),
  }));
  return { processes, migrated };
}

/**
 * A process from its entry file. The web server (`frontend`, docs/adr/0019) is one bundle that
 * carries its dependencies (`bundled`): its image installs none.
 */
function processOf(entry) {
  const project = entry.split('/dist')[0];
  return {
    name: path.basename(project),
    project,
    entry,
    ...(project === 'frontend' ? { bundled: true } : {}),
  };
}

/**
 * Environment variables that hold a secret (or a URL that may carry a password): they reach a
 * process only from a secret store (Kubernetes secretKeyRef, compose ${VAR} from .env).
 */
export const SECRET_NAME = /(SECRET|PASSWORD|TOKEN|PRIVATE|_KEY$|^(DATABASE|REDIS|SMTP)_URL$)/;

/** A URL carrying credentials (`scheme://user:password@host`, `scheme://:password@host`). */
export const URL_WITH_CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]+@/i;
