// Helpers the benchmarks share: the stack they measure (startBenchStack), keys, CPU figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { startEmbeddedPostgres, SUPERUSER } from '../scripts/launcher/embedded-postgres.mjs';
import { freePort } from '../scripts/launcher/ports.mjs';
import { startStack } from '../scripts/launcher/stack.mjs';

/** A TCP port nothing listens on right now (below the ephemeral range: scripts/launcher/ports.mjs). */
export { freePort };
export { createThrowawayDatabase } from '../scripts/launcher/stores.mjs';

/**
 * The processes `only` of the product as the benchmarks run them (startStack over the process
 * manifest, scripts/launcher/stack.mjs: the services they call not added unless `withCalled`):
 * production mode with cookies over plain HTTP and a /metrics token nothing scrapes, a throw-away
 * database and Redis key prefix (unless `database` / `redis` are given), keys of the bench's own
 * (`keys.envelope` signs a direct call to a service), each process ready by its readiness probe.
 * `env` is added to every process's; BENCH_NODE_ARGS are Node's options for each. Other options go
 * to startStack. Resolves `{ stack, keys, base }` (`base`: the gateway's URL when it runs).
 */
export async function startBenchStack({ env = {}, withCalled = false, ...options }) {
  const keys = await benchKeys();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const stack = await startStack({
    withCalled,
    env: {
      NODE_ENV: 'production',
      SECURE_COOKIES: 'false',
      METRICS_TOKEN: 'bench-metrics-token-not-a-secret',
      SESSION_SECRET: keys.env.SESSION_SECRET,
      ...env,
    },
    rpcKeys: keys.rpcKeys,
    ...(nodeArgs.length > 0 ? { nodeArgs } : {}),
    ...options,
  });
  return { stack, keys, base: stack.urls.gateway };
}

/** The `p`th percentile of an ascending array. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The key the benchmarks' auth service encrypts administrators' TOTP secrets with. */
export const BENCH_MFA_ENCRYPTION_KEY = 'bench-mfa-encryption-key-not-a-secret-0123';

/**
 * Signs a freshly promoted administrator in as a browser does (ADR 0023): the password, then the
 * first code of the secret shown at enrolment. Answers the session cookie (`name=value`).
 */
export async function adminSessionCookie(base, username, password) {
  const { generate } = await import('otplib');
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { enrolment } = await login.json();
  if (!enrolment) throw new Error(`login of ${username}: no enrolment (${login.status})`);
  const challenge = login.headers.get('set-cookie').split(';')[0];
  const verified = await fetch(`${base}/api/login/mfa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: challenge },
    body: JSON.stringify({ code: await generate({ secret: enrolment.secret }) }),
  });
  if (!verified.ok) throw new Error(`code of ${username}: ${verified.status}`);
  const cookie = verified.headers.getSetCookie().find((line) => /^(__Host-)?sid=/.test(line));
  return cookie.split(';')[0];
}

/**
 * The administrator of a benchmark that measures the admin API: registers `benchadmin` through
 * the gateway at `base`, promotes it with the auth service's CLI of `stack` (startBenchStack) and
 * signs it in (adminSessionCookie; the stack's auth service needs MFA_ENCRYPTION_KEY, e.g.
 * BENCH_MFA_ENCRYPTION_KEY, for the enrolment). Answers its session cookie (`name=value`).
 */
export async function signInBenchAdmin(stack, base) {
  const account = {
    username: 'benchadmin',
    email: 'benchadmin@example.com',
    password: 'a-bench-passphrase',
  };
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  await stack.cli('auth', 'promote', account.username);
  return adminSessionCookie(base, account.username, account.password);
}

/**
 * Keys for the processes a benchmark starts (docs/security.md): `rpcKeys` for startStack (each
 * process gets its own private key), `env` holds `RPC_PUBLIC_KEYS`, every caller's private key
 * and `SESSION_SECRET`; `envelope` wraps a payload as the gateway sends it, for a benchmark that
 * calls a service directly. Needs the server build (libs/rpc/dist).
 */
export async function benchKeys() {
  const { RPC_CALLERS } = commonJs(await import('@app/contracts'));
  const { RpcSigner, generateRpcKeyPair, rpcPrivateKeyVariable } = commonJs(
    await import('@app/rpc'),
  );
  const pairs = Object.fromEntries(RPC_CALLERS.map((caller) => [caller, generateRpcKeyPair()]));
  const env = {
    RPC_PUBLIC_KEYS: JSON.stringify(
      Object.fromEntries(RPC_CALLERS.map((caller) => [caller, [pairs[caller].publicKey]])),
    ),
    ...Object.fromEntries(
      RPC_CALLERS.map((caller) => [rpcPrivateKeyVariable(caller), pairs[caller].privateKey]),
    ),
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123',
  };
  const gateway = new RpcSigner('gateway', pairs.gateway.privateKey);
  return {
    env,
    rpcKeys: {
      publicKeys: env.RPC_PUBLIC_KEYS,
      privateKeyEnv: (caller) => ({ [rpcPrivateKeyVariable(caller)]: pairs[caller].privateKey }),
    },
    envelope: (service, pattern, payload) => gateway.envelope(service, pattern, payload),
  };
}

/** A CommonJS build imported from ESM: its exports (Node finds only some of them as named ones). */
function commonJs(namespace) {
  return namespace.default ?? namespace;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * CPU seconds used so far by each process of this checkout's stack (by name), Postgres and Redis
 * (the machine's, shared with anything else using them), from /proc; 'machine' is the whole
 * machine's busy time, so that what other work took during the run shows.
 */
export function cpuSeconds(root) {
  const byName = new Map();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let args;
    let stat;
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const name =
      args.startsWith(`${root}/`) || args.includes(` ${root}/`)
        ? /(services\/[\w-]+|gateway)\/dist\/main\.js/.exec(args)?.[1]
        : /^postgres|postgres:/.test(args)
          ? 'postgres'
          : /redis-server/.test(args)
            ? 'redis'
            : undefined;
    if (name) byName.set(name, (byName.get(name) ?? 0) + seconds);
  }
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  byName.set('machine', (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND);
  byName.loadAverage = loadavg();
  return byName;
}

/** CPU seconds the stack's processes (not the machine's other work) used between two readings. */
export function stackCpuSeconds(before, after) {
  let total = 0;
  for (const [name, seconds] of after) {
    if (name !== 'machine') total += seconds - (before.get(name) ?? 0);
  }
  return total;
}

/**
 * One line of host figures for a window between two `cpuSeconds` readings: each stack process's
 * CPU share, the machine's, the share of other processes and the kernel, and the load average.
 */
export function cpuReport(before, after, elapsedSeconds) {
  const shares = [...after].map(([name, seconds]) => [
    name,
    (seconds - (before.get(name) ?? 0)) / elapsedSeconds,
  ]);
  const machine = shares.find(([name]) => name === 'machine')?.[1] ?? 0;
  const stack = shares.filter(([name]) => name !== 'machine');
  const others = machine - stack.reduce((sum, [, share]) => sum + share, 0);
  const cpu = stack
    .filter(([, share]) => share >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([name, share]) => `${name} ${(share * 100).toFixed(0)}%`);
  const load = (after.loadAverage ?? loadavg()).map((value) => value.toFixed(2)).join(' ');
  return `CPU during the run (100% = one core of ${availableParallelism()}): ${cpu.join(', ')}; the machine ${(machine * 100).toFixed(0)}%, of which other processes and the kernel ${(others * 100).toFixed(0)}%; load average ${load}`;
}

/**
 * The Postgres server of a benchmark's stack: `machine` (DATABASE_URL's server, or the machine's:
 * `env` is empty) or `embedded` (a private one from the launcher's own binaries with
 * pg_stat_statements loaded, in a temporary folder; `stop()` removes it). `env` goes to the stack.
 */
export async function benchPostgres(kind) {
  if (kind === 'machine') return { env: {}, stop: async () => {} };
  if (kind !== 'embedded') throw new Error('BENCH_POSTGRES must be machine or embedded');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-postgres-'));
  const port = await freePort();
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'data'),
    port,
    password: 'postgres',
    flags: ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'max_connections=200'],
    log: () => {},
  });
  return {
    env: { DATABASE_URL: `postgres://${SUPERUSER}:postgres@127.0.0.1:${port}/postgres` },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PGSTAT_IDLE_INTERVAL (10 s) and a margin: an idle backend has flushed its counters by then. */
const STATS_FLUSH_MS = 11_000;

/**
 * Counters of the work `url`'s database did between two `read()`s, and the line `report()` prints
 * per request. With pg_stat_statements loaded on the server: every statement the database ran
 * (`calls`, BEGIN and COMMIT included; the consumers', relays' and workers' statements too, since
 * they are part of what the requests cost), read at once. Without it (the machine's Postgres does
 * not preload it): pg_stat_database's transactions, a lower bound of the statements (a statement
 * outside a transaction block is one transaction), and rows read and written; backends flush those
 * counters when idle, so each read waits STATS_FLUSH_MS first. BENCH_STATEMENTS=N also lists the N
 * most frequent statements per request (pg_stat_statements only).
 */
export async function databaseCounters(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let statements = true;
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
  } catch {
    statements = false;
  }
  const perRequest = (value, requests) => (value / requests).toFixed(2);
  return {
    async read() {
      if (statements) {
        const { rows } = await client.query(
          `SELECT coalesce(sum(calls), 0)::bigint AS statements FROM pg_stat_statements
            WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
              AND query NOT LIKE '%pg_stat_statements%'`,
        );
        const top = Number(process.env.BENCH_STATEMENTS ?? 0);
        const each =
          top > 0
            ? await client.query(
                `SELECT query, sum(calls)::bigint AS calls FROM pg_stat_statements
                  WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
                    AND query NOT LIKE '%pg_stat_statements%' GROUP BY query`,
              )
            : { rows: [] };
        return {
          statements: Number(rows[0].statements),
          each: new Map(each.rows.map((row) => [row.query, Number(row.calls)])),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
      await client.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await client.query(
        `SELECT xact_commit + xact_rollback AS transactions, tup_returned + tup_fetched AS read,
                tup_inserted + tup_updated + tup_deleted AS written
           FROM pg_stat_database WHERE datname = current_database()`,
      );
      return Object.fromEntries(
        Object.entries(rows[0]).map(([key, value]) => [key, Number(value)]),
      );
    },
    report(before, after, requests) {
      const delta = (key) => after[key] - before[key];
      if (statements) {
        const top = [...after.each]
          .map(([query, calls]) => [query, calls - (before.each.get(query) ?? 0)])
          .filter(([, calls]) => calls > 0)
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.BENCH_STATEMENTS ?? 0))
          .map(
            ([query, calls]) =>
              `\n  ${perRequest(calls, requests)} ${query.replace(/\s+/g, ' ').slice(0, 150)}`,
          )
          .join('');
        return `Postgres statements per request: ${perRequest(delta('statements'), requests)} (${delta('statements')} statements for ${requests} requests; pg_stat_statements, every statement the database ran, BEGIN/COMMIT and the consumers' and workers' included)${top}`;
      }
      return `Postgres statements per request: not countable on this server (pg_stat_statements is not loaded; BENCH_POSTGRES=embedded counts them). Transactions per request ${perRequest(delta('transactions'), requests)} (a lower bound of the statements: each statement outside a transaction block is one), rows read ${perRequest(delta('read'), requests)} and written ${perRequest(delta('written'), requests)} per request (pg_stat_database, ${requests} requests)`;
    },
    close: () => client.end(),
  };
}
