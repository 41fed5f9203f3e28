// startStack: some or all of the product's processes (manifest.mjs) with what they need, the one
// way every stack starts: `npm start` (scripts/start.mjs), the gateway's and the fault suite's test
// stacks, the browser tests (scripts/e2e.mjs) and the benchmarks (bench/). Types: stack.d.mts;
// the design: docs/adr/0027-one-process-manifest.md.
//
//   1. the stores (stores.mjs): a database (given, or a throw-away one on DATABASE_URL's server,
//      dropped on stop), Redis (given, or REDIS_URL / 127.0.0.1:6379 under a key prefix of its
//      own, whose keys are deleted on stop) and, when a process sends mail, an SMTP server (given,
//      or a mail catcher of its own);
//   2. every selected service's schema migrated (as its own role when given one), the admin
//      seeded when asked (processes.mjs runCli);
//   3. the processes wave by wave (manifest.mjs startWaves: each after what its readiness needs),
//      each wave awaited through the readiness probes of the manifest (readiness.mjs), never a
//      log line (processes.mjs: a handle per process);
//   4. `stop()`: the processes wave by wave (manifest.mjs stopWaves: a caller before what it
//      calls; SIGTERM, each must exit 0 by itself; SIGKILL to its process group after the grace
//      period), then the stores it started, the last first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { METRICS_PORT_VARIABLE, selectProcesses, startWaves, stopWaves } from './manifest.mjs';
import { freePort as launcherFreePort } from './ports.mjs';
import { createProcesses } from './processes.mjs';
import { notReadyBecause } from './readiness.mjs';
import { freshRpcKeys } from './rpc-keys.mjs';
import { freshSecrets } from './secrets.mjs';
import { openStores } from './stores.mjs';

/** How many of its last lines an unclean stop reports. */
const UNCLEAN_TAIL_LINES = 20;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What went wrong in a stop: one entry per process that did not exit 0 by itself, with the last
 * lines it printed (what it was doing when it was told to stop).
 */
export function uncleanStops(stops) {
  return stops
    .filter((stop) => !stop.clean)
    .map(
      (stop) =>
        `${stop.name} did not stop cleanly on SIGTERM (${stop.killed ? 'killed after the grace period' : (stop.signal ?? `exit ${stop.code}`)})${stop.tail ? `; its last lines:\n${stop.tail}` : ''}`,
    );
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
  /** What stop() undoes after the processes, in the reverse order. */
  const cleanups = [];
  /** Where the processes listen and the stack's Redis, for the readiness probes. */
  let probing = { ports: {}, redis: undefined };
  let stopped;
  const processes = createProcesses({
    root,
    nodeArgs: options.nodeArgs,
    output,
    onExit: options.onExit,
    graceMs: options.stopGraceMs ?? 15_000,
    readyTimeoutMs: options.readyTimeoutMs ?? 60_000,
    readiness: (entry) =>
      notReadyBecause(entry, {
        port: probing.ports[entry.name],
        running: names,
        redis: probing.redis,
      }),
  });

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
    const { database, redis, mail } = await openStores(entries, {
      options,
      env: given,
      root,
      freePort,
      output,
      cleanups,
    });
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
      await processes.runCli(entry, ['migrate'], envOf(entry), `migrate ${entry.name}`);
    }
    if (options.seedAdmin) {
      const auth = entries.find((entry) => entry.name === 'auth');
      if (!auth) throw new Error('seedAdmin needs auth in the stack');
      await processes.runCli(auth, ['seed-admin'], envOf(auth), 'seed');
    }

    for (const wave of startWaves(entries)) {
      await Promise.all(wave.map((entry) => processes.launch(entry, envOf(entry)).ready()));
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
        const handle = processes.handle(name);
        if (!handle)
          throw new Error(`${name} is not a process of this stack (${names.join(', ')})`);
        return handle;
      },
      cli: (name, ...args) => {
        const entry = entries.find((candidate) => candidate.name === name);
        if (!entry?.cli) throw new Error(`${name} has no command line in this stack`);
        return processes.runCli(entry, args, envOf(entry), `${name} ${args.join(' ')}`);
      },
      logs: (lines = 25) =>
        processes
          .handles()
          .map((handle) => handle.tail(lines))
          .join('\n'),
      stop,
    };
  }

  /**
   * Stops the processes in stop waves (manifest.mjs: a caller before the services it calls, the
   * gateway first), each wave's together; then the stores it started. Resolves with how each process ended, `clean`
   * when it exited 0 by itself.
   */
  function stop() {
    stopped ??= (async () => {
      processes.halt();
      const exits = [];
      for (const wave of stopWaves(entries).map((w) => w.map((entry) => entry.name))) {
        const ends = await Promise.all(
          wave.flatMap((name) => processes.handle(name)?.stop() ?? []),
        );
        for (const end of ends) {
          const clean = end.code === 0 && !end.killed;
          exits.push(
            clean
              ? { ...end, clean }
              : { ...end, clean, tail: processes.handle(end.name)?.tail(UNCLEAN_TAIL_LINES) },
          );
        }
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
