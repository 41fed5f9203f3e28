// `npm start` (after bootstrap, on the pinned Node 24): builds, starts Postgres and Redis (or uses
// the configured ones), migrates, seeds the admin, then runs every service and the gateway as
// separate processes with prefixed logs, and stops all of it cleanly on Ctrl-C / SIGTERM / SIGHUP
// or its own crash: the applications first, the stores (Postgres, Redis, mail) after them.
// `--no-build` skips the build (a test's launcher: dist/ is built already).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureChromium } from './ensure-chromium.mjs';
import { provisionServiceRoles } from './launcher/database-roles.mjs';
import { localDataDir } from './launcher/data-dir.mjs';
import { startPostgres } from './launcher/postgres.mjs';
import { freePort, isPortTaken, waitFor } from './launcher/ports.mjs';
import { launch, prefixer, runOnce, stopAll } from './launcher/processes.mjs';
import { startMail } from './launcher/mail.mjs';
import { MissingPrerequisite, startRedis } from './launcher/redis.mjs';
import { localRpcKeys } from './launcher/rpc-keys.mjs';
import { databasePasswords, localSecrets } from './launcher/secrets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// .env (optional) fills in what the real environment leaves unset.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const say = prefixer('start');
const runtimeFile = path.join(localDataDir(root), 'runtime.json');
const port = Number(process.env.PORT ?? 3000);

const cleanups = [];
/** The store being started (shutdown waits for it, then stops it with the others). */
let storeStarting = Promise.resolve();
let stopping = false;

/** Services whose database schema `<service>/dist/cli.js migrate` creates and migrates, in order. */
const MIGRATED = ['auth', 'notification', 'travel', 'billing', 'reporting'];

/**
 * The processes of the product; later issues add theirs here, each with its own ports. `caller`:
 * the RPC identity whose private key the process alone is given (docs/security.md).
 */
function processes(ports) {
  const local = (at) => `http://127.0.0.1:${at}`;
  const services = {
    AUTH_SERVICE_PORT: String(ports.auth),
    NOTIFICATION_SERVICE_PORT: String(ports.notification),
    TRAVEL_SERVICE_PORT: String(ports.travel),
    BILLING_SERVICE_PORT: String(ports.billing),
    REPORTING_SERVICE_PORT: String(ports.reporting),
  };
  return [
    { name: 'auth', script: 'services/auth/dist/main.js', env: services },
    {
      name: 'notification',
      script: 'services/notification/dist/main.js',
      env: services,
      caller: 'notification',
    },
    {
      name: 'notify-worker',
      script: 'services/notification-worker/dist/main.js',
      env: services,
      caller: 'notification-worker',
    },
    { name: 'travel', script: 'services/travel/dist/main.js', env: services },
    { name: 'billing', script: 'services/billing/dist/main.js', env: services },
    // Its schema holds the admin read model and audit log (docs/adr/0010).
    {
      name: 'reporting',
      script: 'services/reporting/dist/main.js',
      env: services,
      caller: 'reporting',
    },
    // Without Chromium it still runs and PDF requests get a 503 naming what to install.
    {
      name: 'pdf-worker',
      script: 'services/reporting-worker/dist/main.js',
      env: services,
      caller: 'reporting-worker',
    },
    // Renders the SPA's pages for the gateway, reading the API through it (docs/adr/0019).
    {
      name: 'frontend',
      script: 'frontend/dist-server/main.js',
      env: { PORT: String(ports.web), API_ORIGIN: local(port) },
    },
    {
      name: 'gateway',
      script: 'gateway/dist/main.js',
      env: { ...services, PORT: String(port), WEB_ORIGIN: local(ports.web) },
      caller: 'gateway',
    },
  ];
}

async function main() {
  if (await isPortTaken(port)) {
    throw new MissingPrerequisite(
      `Port ${port} is already in use: stop what holds it or run with PORT=<another port>.`,
    );
  }
  if (!process.argv.includes('--no-build')) build();

  // PDF export renders in Chromium: install Debian's when missing and allowed; without it the
  // product still runs and a PDF request gets a 503 naming what to install.
  try {
    ensureChromium();
  } catch (error) {
    say(`${error.message} PDF export stays off until then.`);
  }

  const postgres = await startStore(() => startPostgres(root, prefixer('postgres')));
  const { REDIS_PASSWORD, ...secrets } = localSecrets(root);
  const redis = await startStore(() => startRedis(root, prefixer('redis'), REDIS_PASSWORD));
  const mail = await startStore(() => startMail(root, prefixer('mail')));

  const rpcKeys = localRpcKeys(root);
  const databaseUrls = await serviceDatabaseUrls(postgres);
  // No process inherits a caller's private key or a database password from the launcher's
  // environment: each is given its own below.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.endsWith('_RPC_PRIVATE_KEY') &&
        !name.endsWith('_DATABASE_PASSWORD') &&
        name !== 'DATABASE_URL',
    ),
  );
  const baseEnv = {
    ...inherited,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    REDIS_URL: redis.url,
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    ...secrets,
    RPC_PUBLIC_KEYS: rpcKeys.publicKeys,
  };
  mkdirSync(path.dirname(runtimeFile), { recursive: true });
  writeFileSync(
    runtimeFile,
    JSON.stringify({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, pid: process.pid }),
  );
  cleanups.push(async () => rmSync(runtimeFile, { force: true }));

  // Each service migrates its own schema as its own role, and runs as that role.
  const databaseEnv = (service) =>
    databaseUrls[service] ? { DATABASE_URL: databaseUrls[service] } : {};
  for (const service of MIGRATED) {
    const cli = path.join(root, `services/${service}/dist/cli.js`);
    await runOnce(`migrate ${service}`, process.execPath, [cli, 'migrate'], {
      env: { ...baseEnv, ...databaseEnv(service) },
      cwd: root,
    });
  }
  const authCli = path.join(root, 'services/auth/dist/cli.js');
  await runOnce('seed', process.execPath, [authCli, 'seed-admin'], {
    env: { ...baseEnv, ...databaseEnv('auth') },
    cwd: root,
  });

  // The services' TCP ports: the environment's when set (a benchmark talks to a service directly),
  // otherwise free ones.
  const servicePort = async (name) => Number(process.env[name]) || (await freePort());
  const ports = {
    auth: await servicePort('AUTH_SERVICE_PORT'),
    notification: await servicePort('NOTIFICATION_SERVICE_PORT'),
    travel: await servicePort('TRAVEL_SERVICE_PORT'),
    billing: await servicePort('BILLING_SERVICE_PORT'),
    reporting: await servicePort('REPORTING_SERVICE_PORT'),
    web: await servicePort('FRONTEND_PORT'),
  };
  for (const spec of processes(ports)) {
    const args = ['--enable-source-maps', path.join(root, spec.script)];
    const child = launch(spec.name, process.execPath, args, {
      env: {
        ...baseEnv,
        ...databaseEnv(spec.name),
        ...spec.env,
        ...(spec.caller ? rpcKeys.privateKeyEnv(spec.caller) : {}),
      },
      cwd: root,
    });
    child.once('exit', (code, signal) => {
      if (!stopping) {
        say(
          `${spec.name} stopped unexpectedly (${signal ?? `exit ${code}`}); shutting everything down.`,
        );
        void shutdown(1);
      }
    });
  }

  const url = `http://localhost:${port}`;
  const ready = await waitFor(async () => {
    try {
      return (await fetch(`${url}/health/ready`)).ok;
    } catch {
      return false;
    }
  }, 60_000);
  if (!ready)
    throw new Error(`the gateway did not become ready at ${url}/health/ready within 60 s`);
  if (mail.inboxUrl) say(`e-mails the product sends are caught at ${mail.inboxUrl}`);
  say(`Schengen Tracker is running at ${url}  (Ctrl-C to stop)`);
}

/**
 * The DATABASE_URL of each service with a schema: on the embedded Postgres, its own role's
 * (database-roles.mjs: rights on its own schema only); on a DATABASE_URL the launcher was given,
 * that URL for every service (its owner manages the roles: docs/security.md).
 */
async function serviceDatabaseUrls(postgres) {
  if (!postgres.embedded) return Object.fromEntries(MIGRATED.map((name) => [name, postgres.url]));
  return provisionServiceRoles(postgres.url, databasePasswords(root, MIGRATED));
}

function build() {
  say('building (swc for the server, Vite for the web app)…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed (see above)');
}

/** Starts a store and registers its stop; none starts once the launcher is stopping. */
function startStore(start) {
  if (stopping) throw new Error('the launcher is stopping');
  const started = start().then((store) => {
    cleanups.push(store.stop);
    return store;
  });
  storeStarting = started.catch(() => undefined);
  return started;
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await storeStarting;
  // The applications first: every one must end by itself with exit 0 after its drain (anything
  // else fails the stop), while the stores they drain into still run.
  const unclean = (await stopAll()).filter((stop) => !stop.clean);
  for (const stop of unclean) {
    say(
      `${stop.name} did not stop cleanly on SIGTERM (${stop.killed ? 'killed after the grace period' : (stop.signal ?? `exit ${stop.code}`)})`,
    );
  }
  if (unclean.length > 0 && code === 0) code = 1;
  // Then the stores, the last started first.
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      say(`cleanup failed: ${error.message}`);
    }
  }
  say(code === 0 ? 'stopped.' : `stopped (exit ${code}).`);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
// A crash of the launcher itself stops everything it started, too (its children run in process
// groups of their own and would outlive it).
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    say(`the launcher failed: ${error?.stack ?? error}`);
    void shutdown(1);
  });
}

main().catch(async (error) => {
  if (stopping) return;
  say(error instanceof MissingPrerequisite ? error.message : `could not start: ${error.message}`);
  await shutdown(1);
});
