// The whole product as `npm start` runs it (startStack over every process of the manifest, the
// admin seeded), on a throw-away database on DATABASE_URL's server (default: the machine's
// Postgres), Redis under a key prefix of its own and a mail catcher of its own: for the browser
// tests (scripts/e2e.mjs) and the benchmarks of the whole product. `stop()` stops it (the stack's
// stop order), drops the database and resolves to 0 when every process exited 0 by itself, else 1
// (`output()` then says which did not).
import { startStack, uncleanStops } from './stack.mjs';

/** The administrator a throw-away stack seeds (ADMIN_USERNAME's default, this password). */
export const THROWAWAY_ADMIN = { username: 'admin', password: 'e2e-admin-passphrase' };

/**
 * `env` is added to every process's environment; `rpcKeys` (stack.d.mts) when the caller signs
 * calls of its own to a service; `nodeArgs`: Node's options for each process (startStack's).
 */
export async function startThrowawayStack({ name = 'e2e', env = {}, rpcKeys, nodeArgs } = {}) {
  const stack = await startStack({
    name,
    env: { ADMIN_PASSWORD: THROWAWAY_ADMIN.password, ...env },
    seedAdmin: true,
    ...(rpcKeys ? { rpcKeys } : {}),
    ...(nodeArgs ? { nodeArgs } : {}),
  });
  const report = [];
  return {
    stack,
    // The gateway's address as a browser uses it (cookies and PUBLIC_URL name localhost).
    baseUrl: `http://localhost:${stack.ports.gateway}`,
    inbox: stack.urls.inbox ?? '',
    output: () => [stack.logs(200), ...report].join('\n'),
    async stop() {
      const unclean = uncleanStops(await stack.stop());
      report.push(...unclean);
      return unclean.length === 0 ? 0 : 1;
    },
  };
}
