// startStack: some or all of the product's processes (manifest.mjs) with what they need, the one
// way every stack starts: `npm start` (scripts/start.mjs), the gateway's and the fault suite's test
// stacks, the browser tests (scripts/e2e.mjs) and the benchmarks (bench/). Types: stack.d.mts;
// the design: docs/adr/0027-one-process-manifest.md.
//
//   1. the stores: a database (given, or a throw-away one on DATABASE_URL's server, dropped on
//      stop), Redis (given, or REDIS_URL / 127.0.0.1:6379 under a key prefix of its own, whose keys
//      are deleted on stop) and, when
//      a process sends mail, an SMTP server (given, or a mail catcher of its own);
//   2. every selected service's schema migrated (as its own role when given one), the admin
//      seeded when asked;
//   3. the processes wave by wave (manifest.mjs startWaves: each after what its readiness needs),
//      each wave awaited through the readiness probes of the manifest (readiness.mjs), never a
//      log line;
//   4. `stop()`: the processes wave by wave (manifest.mjs stopWaves: a caller before what it
//      calls; SIGTERM, each must exit 0 by itself; SIGKILL to its process group after the grace
//      period), then the stores it started, the last first.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

import { startMail } from './mail.mjs';
import { METRICS_PORT_VARIABLE, selectProcesses, startWaves, stopWaves } from './manifest.mjs';
import { freePort as launcherFreePort } from './ports.mjs';
import { notReadyBecause } from './readiness.mjs';
import { freshRpcKeys } from './rpc-keys.mjs';
import { freshSecrets } from './secrets.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** Output lines kept per process, for an error's or a test's report. */
const KEPT_LINES = 2_000;

/** What went wrong in a stop: one line per process that did not exit 0 by itself. */
export function uncleanStops(stops) {
  return stops
    .filter((stop) => !stop.clean)
    .map(
      (stop) =>
        `${stop.name} did not stop cleanly on SIGTERM (${stop.killed ? 'killed after the grace period' : (stop.signal ?? `exit ${stop.code}`)})`,
    );
}

/**
 * A new database on `serverUrl`'s server (default DATABASE_URL, else the machine's Postgres):
 * `{ url, drop() }`. A stack makes one unless given a database; a benchmark that restarts its
 * processes keeps one across its stacks.
 */
export async function createThrowawayDatabase(label, serverUrl) {
  const server = serverUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_SERVER;
  const { default: pg } = await import('pg');
  const name = `${label.replace(/[^a-z0-9_]/gi, '_')}_${process.pid}_${Date.now()}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Deletes every key under `keyPrefix` in the Redis at `url`. */
async function deleteKeys(url, keyPrefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Starts a stack (see stack.d.mts); on a failure it stops what it started and rethrows. */
export async function startStack(options = {}) {
  const stack = createStack(options);
  try {
    return await stack.start();
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * A stack not started yet: `start()` starts it, `stop()` stops whatever runs so far (also while it
 * starts: nothing starts after it), so that a launcher stopped mid-start stops cleanly.
 */
export function createStack(options = {}) {
  const root = options.root ?? ROOT;
  const entries = selectProcesses(options.only, { withCalled: options.withCalled ?? true });
  const names = entries.map((entry) => entry.name);
  const given = options.env ?? {};
  const freePort = options.freePort ?? launcherFreePort;
  const output = options.output ?? (() => () => undefined);
  const graceMs = options.stopGraceMs ?? 15_000;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  /** What stop() undoes after the processes, in the reverse order. */
  const cleanups = [];
  const handles = new Map();
  /** Migrations and seeding in flight (a stop ends them too). */
  const commands = new Set();
  /** Where the processes listen and the stack's Redis, for the readiness probes. */
  let probing = { ports: {}, redis: undefined };
  let stopping = false;
  let stopped;

  async function stores() {
    const needs = (what) => entries.some((entry) => entry.needs[what]);
    const database = needs('schema') ? await theDatabase() : undefined;
    const redis = needs('redis') ? await theRedis() : undefined;
    const mail = needs('mail') ? await theMail() : undefined;
    return { database, redis, mail };
  }

  async function theDatabase() {
    if (options.database) return options.database;
    const database = await createThrowawayDatabase(options.name ?? 'stack', given.DATABASE_URL);
    cleanups.push(database.drop);
    return database;
  }

  async function theRedis() {
    if (options.redis) return options.redis;
    const url = given.REDIS_URL ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
    if (given.REDIS_KEY_PREFIX) return { url, keyPrefix: given.REDIS_KEY_PREFIX };
    // A key prefix of its own: its keys go with it.
    const keyPrefix = `${options.name ?? 'stack'}:${randomUUID()}:`;
    cleanups.push(() => deleteKeys(url, keyPrefix));
    return { url, keyPrefix };
  }

  async function theMail() {
    if (options.mail) return options.mail;
    const smtpUrl = given.SMTP_URL;
    const directory = smtpUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'stack-mail-'));
    if (directory) cleanups.push(async () => rmSync(directory, { recursive: true, force: true }));
    const mail = await startMail(root, output('mail'), {
      smtpUrl,
      directory,
      webPort: await freePort(),
    });
    cleanups.push(mail.stop);
    return mail;
  }

  /** The listening port of every process of the manifest: given, fixed by `env`, else free. */
  async function portsOf() {
    const ports = {};
    for (const entry of selectProcesses(undefined, { withCalled: false })) {
      if (!entry.port) continue;
      const fixed = given[entry.port.stackVariable ?? entry.port.variable];
      ports[entry.name] = options.ports?.[entry.name] ?? (Number(fixed) || (await freePort()));
    }
    return ports;
  }

  async function start() {
    const { database, redis, mail } = await stores();
    const ports = await portsOf();
    probing = { ports, redis };
    const metricsPorts = {};
    for (const name of names) metricsPorts[name] = await freePort();
    const url = (name) => `http://127.0.0.1:${ports[name]}`;
    const rpcKeys = options.rpcKeys ?? freshRpcKeys();
    const rpcPorts = Object.fromEntries(
      selectProcesses(undefined, { withCalled: false })
        .filter((entry) => entry.port?.protocol === 'rpc')
        .map((entry) => [entry.port.variable, String(ports[entry.name])]),
    );
    const inherited = Object.fromEntries(
      Object.entries(options.inherit ?? process.env).filter(
        ([name, value]) =>
          value !== undefined &&
          !name.endsWith('_RPC_PRIVATE_KEY') &&
          !name.endsWith('_DATABASE_PASSWORD') &&
          !['DATABASE_URL', 'PORT', METRICS_PORT_VARIABLE].includes(name),
      ),
    );
    const shared = {
      NODE_ENV: 'development',
      ...freshSecrets(),
      ...inherited,
      ...(names.includes('gateway') ? { PUBLIC_URL: `http://localhost:${ports.gateway}` } : {}),
      ...given,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      ...(redis?.keyPrefix ? { REDIS_KEY_PREFIX: redis.keyPrefix } : {}),
      ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
      ...rpcPorts,
      RPC_PUBLIC_KEYS: rpcKeys.publicKeys,
    };
    delete shared.DATABASE_URL;
    const databaseUrl = (entry) =>
      entry.needs.schema && database
        ? { DATABASE_URL: database.urls?.[entry.name] ?? database.url }
        : {};
    const envOf = (entry) => ({
      ...shared,
      ...databaseUrl(entry),
      ...(entry.port ? { [entry.port.variable]: String(ports[entry.name]) } : {}),
      ...Object.fromEntries(
        Object.entries(entry.links ?? {})
          .filter(([, other]) => names.includes(other))
          .map(([variable, other]) => [variable, url(other)]),
      ),
      [METRICS_PORT_VARIABLE]: String(metricsPorts[entry.name]),
      ...(entry.caller ? rpcKeys.privateKeyEnv(entry.caller) : {}),
      ...options.envOf?.[entry.name],
    });

    for (const entry of entries.filter((e) => e.needs.schema)) {
      await runCli(entry, ['migrate'], envOf(entry), `migrate ${entry.name}`);
    }
    if (options.seedAdmin) {
      const auth = entries.find((entry) => entry.name === 'auth');
      if (!auth) throw new Error('seedAdmin needs auth in the stack');
      await runCli(auth, ['seed-admin'], envOf(auth), 'seed');
    }

    for (const wave of startWaves(entries)) {
      const started = wave.map((entry) => launch(entry, envOf(entry)));
      await Promise.all(started.map((handle) => handle.ready(() => readiness(handle.entry))));
    }
    return {
      processes: names,
      ports: Object.fromEntries(names.filter((n) => ports[n]).map((n) => [n, ports[n]])),
      metricsPorts,
      scrapeTargets: names.map((name) => ({
        job: name,
        target: `127.0.0.1:${metricsPorts[name]}`,
      })),
      urls: {
        ...(names.includes('gateway') ? { gateway: url('gateway') } : {}),
        ...(names.includes('frontend') ? { frontend: url('frontend') } : {}),
        ...(mail?.inboxUrl ? { inbox: mail.inboxUrl } : {}),
      },
      env: shared,
      databaseUrl: database?.url,
      redis,
      smtpUrl: mail?.smtpUrl,
      process: (name) => {
        const handle = handles.get(name);
        if (!handle)
          throw new Error(`${name} is not a process of this stack (${names.join(', ')})`);
        return handle;
      },
      cli: (name, ...args) => {
        const entry = entries.find((candidate) => candidate.name === name);
        if (!entry?.cli) throw new Error(`${name} has no command line in this stack`);
        return runCli(entry, args, envOf(entry), `${name} ${args.join(' ')}`);
      },
      logs: (lines = 25) => [...handles.values()].map((handle) => handle.tail(lines)).join('\n'),
      stop,
    };
  }

  function readiness(entry) {
    return notReadyBecause(entry, {
      port: probing.ports[entry.name],
      running: names,
      redis: probing.redis,
    });
  }

  /** Runs `<entry>/dist/cli.js <args>` to completion; rejects with its output on a failure. */
  function runCli(entry, args, env, label) {
    if (stopping) throw new Error('the stack is stopping');
    const print = output(label);
    const child = spawn(process.execPath, [path.join(root, entry.cli), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        print(line);
      });
    }
    commands.add(child);
    child.once('exit', () => commands.delete(child));
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(
              new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${lines.join('\n')}`),
            ),
      );
    });
  }

  /** Starts `entry`'s process (again, after a kill) with `env`; its handle. */
  function launch(entry, env) {
    if (stopping) throw new Error(`not starting ${entry.name}: the stack is stopping`);
    const previous = handles.get(entry.name);
    if (previous?.running) throw new Error(`${entry.name} is already running`);
    const print = output(entry.name);
    const lines = previous?.lines ?? [];
    // A process group of its own: a terminal's Ctrl-C reaches the launcher only, which stops the
    // applications before the stores (scripts/start.mjs); a kill takes what it started along.
    const child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? ['--enable-source-maps']), path.join(root, entry.script)],
      { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.once('error', (error) => print(`could not start: ${error.message}`));
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
        print(line);
      });
    }
    const handle = {
      name: entry.name,
      entry,
      lines,
      exited,
      stopRequested: false,
      get pid() {
        return child.pid;
      },
      get running() {
        return child.exitCode === null && child.signalCode === null;
      },
      tail: (count = 40) =>
        lines
          .slice(-count)
          .map((line) => `  ${entry.name} | ${line}`)
          .join('\n'),
      /** Polls `check` (null: ready) until ready; rejects when it exits or times out. */
      async ready(check) {
        const deadline = Date.now() + readyTimeoutMs;
        let problem = 'not probed yet';
        while (Date.now() < deadline) {
          if (!handle.running) {
            const { code, signal } = await exited;
            throw new Error(
              `${entry.name} exited (${signal ?? `exit ${code}`}) before it was ready:\n${handle.tail()}`,
            );
          }
          problem = await check();
          if (problem === null) return handle;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        throw new Error(
          `${entry.name} was not ready within ${readyTimeoutMs} ms (${problem}):\n${handle.tail()}`,
        );
      },
      /** Sends `signal` and resolves with how it ended (at once when it already has). */
      async kill(signal = 'SIGKILL') {
        handle.stopRequested = true;
        if (handle.running) child.kill(signal);
        return exited;
      },
      /** Starts it again (after a kill) and resolves once it is ready. */
      async restart() {
        if (handle.running) throw new Error(`${entry.name} is already running`);
        return launch(entry, env).ready(() => readiness(entry));
      },
      /** SIGTERM, SIGKILL to its process group after the grace period; how it ended. */
      async stop() {
        handle.stopRequested = true;
        if (!handle.running) return { name: entry.name, ...(await exited), killed: false };
        let killed = false;
        const timer = setTimeout(() => {
          killed = true;
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            child.kill('SIGKILL');
          }
        }, graceMs);
        child.kill('SIGTERM');
        const exit = await exited;
        clearTimeout(timer);
        return { name: entry.name, ...exit, killed };
      },
    };
    void exited.then(({ code, signal }) => {
      if (!handle.stopRequested && !stopping) options.onExit?.(entry.name, { code, signal });
    });
    handles.set(entry.name, handle);
    return handle;
  }

  /**
   * Stops the processes in stop waves (manifest.mjs: a caller before the services it calls, the
   * gateway first), each wave's together; then the stores it started. Resolves with how each process ended, `clean`
   * when it exited 0 by itself.
   */
  function stop() {
    stopped ??= (async () => {
      stopping = true;
      for (const command of commands) command.kill('SIGTERM');
      const exits = [];
      for (const wave of stopWaves(entries).map((w) => w.map((entry) => entry.name))) {
        const ends = await Promise.all(
          wave.filter((name) => handles.has(name)).map((name) => handles.get(name).stop()),
        );
        exits.push(...ends.map((end) => ({ ...end, clean: end.code === 0 && !end.killed })));
      }
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          output('stack')(`cleanup failed: ${error.message}`);
        }
      }
      return exits;
    })();
    return stopped;
  }

  return { start, stop, processes: names };
}
