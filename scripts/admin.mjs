// `npm run admin -- promote <username>`: account administration from the command line, the only
// way besides configuration (ADMIN_*) to make an administrator. `npm run admin -- reset-mfa
// <username>` forgets an administrator's second factor (they enrol again at their next sign-in). Uses DATABASE_URL, else the
// Postgres of a running `npm start`, else starts the embedded Postgres for the duration.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { localDataDir } from './launcher/data-dir.mjs';
import { startPostgres } from './launcher/postgres.mjs';
import { prefixer } from './launcher/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// .env (optional) fills in what the real environment leaves unset.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const args = process.argv.slice(2);
const COMMANDS = ['promote', 'reset-mfa'];

if (!COMMANDS.includes(args[0]) || args.length !== 2) {
  console.error('usage: npm run admin -- promote <username> | reset-mfa <username>');
  process.exit(2);
}

/** The stores of a running `npm start` (its runtime.json), or undefined. */
function runningStack() {
  const file = path.join(localDataDir(root), 'runtime.json');
  if (!existsSync(file)) return undefined;
  const runtime = JSON.parse(readFileSync(file, 'utf8'));
  try {
    process.kill(runtime.pid, 0);
    return runtime;
  } catch {
    return undefined;
  }
}

const cli = path.join(root, 'services/auth/dist/cli.js');
if (!existsSync(cli)) {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), '--server-only'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(1);
}
let stop = async () => {};
const running = runningStack();
let url = process.env.DATABASE_URL ?? running?.DATABASE_URL;
// The Redis npm start runs itself wants its password (in its URL): sessions are ended there.
const redisUrl = process.env.REDIS_URL ?? running?.REDIS_URL;
if (!url) {
  const postgres = await startPostgres(root, prefixer('postgres'));
  url = postgres.url;
  stop = postgres.stop;
  // Postgres runs in a process group of its own: Ctrl-C stops it here.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => void stop().finally(() => process.exit(1)));
  }
}
const result = spawnSync(process.execPath, [cli, ...args], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
});
await stop();
process.exit(result.status ?? 1);
