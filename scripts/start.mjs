// `npm start` (after bootstrap, on the pinned Node 24): builds, starts Postgres and Redis (or uses
// the configured ones), migrates, seeds the admin, then runs every service and the gateway as
// separate processes with prefixed logs (all of it through startStack, scripts/launcher/stack.mjs,
// from the process manifest, scripts/launcher/manifest.mjs), and stops all of it cleanly on
// Ctrl-C / SIGTERM / SIGHUP or its own crash: the applications first (the gateway before the
// services it calls), the stores (Postgres, Redis, mail) after them.
// `--no-build` skips the build (a test's launcher: dist/ is built already).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureChromium } from './ensure-chromium.mjs';
import { provisionServiceRoles } from './launcher/database-roles.mjs';
import { localDataDir } from './launcher/data-dir.mjs';
import { startPostgres } from './launcher/postgres.mjs';
import { startMail } from './launcher/mail.mjs';
import { migratedServices } from './launcher/manifest.mjs';
import { isPortTaken } from './launcher/ports.mjs';
import { prefixer } from './launcher/processes.mjs';
import { MissingPrerequisite, startRedis } from './launcher/redis.mjs';
import { localRpcKeys } from './launcher/rpc-keys.mjs';
import { databasePasswords, localSecrets } from './launcher/secrets.mjs';
import { createStack, uncleanStops } from './launcher/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// .env (optional) fills in what the real environment leaves unset.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const say = prefixer('start');
const runtimeFile = path.join(localDataDir(root), 'runtime.json');
const port = Number(process.env.PORT ?? 3000);

const cleanups = [];
/** The store being started (shutdown waits for it, then stops it with the others). */
let storeStarting = Promise.resolve();
/** The product's processes once the stores run (shutdown stops them before the stores). */
let stack;
let stopping = false;

/** Services whose database schema `<service>/dist/cli.js migrate` creates and migrates. */
const MIGRATED = migratedServices();

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
  const mail = await startStore(() =>
    startMail(root, prefixer('mail'), {
      smtpUrl: process.env.SMTP_URL,
      directory: process.env.MAIL_DIRECTORY,
      webPort: process.env.MAIL_WEB_PORT,
    }),
  );
  const databaseUrls = await serviceDatabaseUrls(postgres);
  mkdirSync(path.dirname(runtimeFile), { recursive: true });
  writeFileSync(
    runtimeFile,
    JSON.stringify({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, pid: process.pid }),
  );
  cleanups.push(async () => rmSync(runtimeFile, { force: true }));

  // Each service migrates its own schema as its own role, and runs as that role. No process
  // inherits a caller's private key or a database password from the launcher's environment
  // (startStack): each is given its own. The services' ports: the environment's when set (a
  // benchmark talks to a service directly), otherwise free ones.
  const fixed = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => /_SERVICE_PORT$|^FRONTEND_PORT$/.test(name)),
  );
  stack = createStack({
    root,
    env: {
      ...fixed,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      // Readable log lines (pino-pretty) under the launcher's prefixes; LOG_PRETTY=0 for JSON.
      LOG_PRETTY: process.env.LOG_PRETTY ?? '1',
      PORT: String(port),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      ...secrets,
    },
    database: { url: postgres.url, urls: databaseUrls },
    redis: { url: redis.url, keyPrefix: process.env.REDIS_KEY_PREFIX },
    mail,
    rpcKeys: localRpcKeys(root),
    seedAdmin: true,
    output: (name) => prefixer(name),
    onExit: (name, { code, signal }) => {
      say(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); shutting everything down.`);
      void shutdown(1);
    },
  });
  // Every process answered its readiness probe (the gateway's GET /health/ready among them).
  await stack.start();
  if (mail.inboxUrl) say(`e-mails the product sends are caught at ${mail.inboxUrl}`);
  say(`Schengen Tracker is running at http://localhost:${port}  (Ctrl-C to stop)`);
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
  const unclean = uncleanStops((await stack?.stop()) ?? []);
  for (const line of unclean) say(line);
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
