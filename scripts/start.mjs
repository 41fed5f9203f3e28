// `npm start` (after bootstrap, on the pinned Node 24): builds, starts Postgres and Redis (or uses
// the configured ones), migrates, seeds the admin, then runs every service and the gateway as
// separate processes with prefixed logs, and stops all of it cleanly on Ctrl-C / SIGTERM.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startPostgres } from './launcher/postgres.mjs';
import { freePort, isPortTaken, waitFor } from './launcher/ports.mjs';
import { launch, prefixer, runOnce, stopAll } from './launcher/processes.mjs';
import { MissingPrerequisite, startRedis } from './launcher/redis.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// .env (optional) fills in what the real environment leaves unset.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const say = prefixer('start');
const runtimeFile = path.join(root, '.data', 'runtime.json');
const port = Number(process.env.PORT ?? 3000);

const cleanups = [];
const children = [];
let stopping = false;

/** The processes of the product; later issues add theirs here. `env(ports)` gives each its own. */
function processes(ports) {
  return [
    {
      name: 'auth',
      script: 'services/auth/dist/main.js',
      env: { AUTH_SERVICE_PORT: String(ports.auth) },
    },
    {
      name: 'gateway',
      script: 'gateway/dist/main.js',
      env: { PORT: String(port), AUTH_SERVICE_PORT: String(ports.auth) },
    },
  ];
}

async function main() {
  if (await isPortTaken(port)) {
    throw new MissingPrerequisite(
      `Port ${port} is already in use: stop what holds it or run with PORT=<another port>.`,
    );
  }
  say('building (swc for the server, Vite for the web app)…');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed (see above)');

  const postgres = await startPostgres(root, prefixer('postgres'));
  cleanups.push(postgres.stop);
  const redis = await startRedis(root, prefixer('redis'));
  cleanups.push(redis.stop);

  const baseEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
  };
  mkdirSync(path.dirname(runtimeFile), { recursive: true });
  writeFileSync(
    runtimeFile,
    JSON.stringify({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, pid: process.pid }),
  );
  cleanups.push(async () => rmSync(runtimeFile, { force: true }));

  const cli = path.join(root, 'services/auth/dist/cli.js');
  await runOnce('migrate', process.execPath, [cli, 'migrate'], { env: baseEnv, cwd: root });
  await runOnce('seed', process.execPath, [cli, 'seed-admin'], { env: baseEnv, cwd: root });

  const ports = { auth: await freePort() };
  for (const spec of processes(ports)) {
    const child = launch(
      spec.name,
      process.execPath,
      ['--enable-source-maps', path.join(root, spec.script)],
      {
        env: { ...baseEnv, ...spec.env },
        cwd: root,
      },
    );
    child.once('exit', (code, signal) => {
      if (!stopping) {
        say(
          `${spec.name} stopped unexpectedly (${signal ?? `exit ${code}`}); shutting everything down.`,
        );
        void shutdown(1);
      }
    });
    children.push(child);
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
  say(`Schengen Tracker is running at ${url}  (Ctrl-C to stop)`);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await stopAll(children);
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      say(`cleanup failed: ${error.message}`);
    }
  }
  say('stopped.');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

main().catch(async (error) => {
  say(error instanceof MissingPrerequisite ? error.message : `could not start: ${error.message}`);
  await shutdown(1);
});
