// Benchmark (issue #20): what each layer of the travel list's read path is worth, measured in one
// run. Signed-in travellers (BENCH_USERS, default 20, one keep-alive connection each, 500 records
// each) read their list in a closed loop and now and then change it (BENCH_WRITE_SHARE, default
// 0.2: a recorded visit, the next time its deletion, each followed by a read as the SPA does), on
// auth, travel and the gateway as built (`npm run bench:travel-layers` builds first). The same
// database and sessions serve every variant; each variant restarts the processes with its switch:
//   all layers           as configured by default
//   no gateway cache     TRAVEL_LIST_CACHE_MB=0: every read asks the travel service (docs/adr/0008)
//   no list left         TRAVEL_LIST_COPY_TTL_MS=0: a change leaves no list in Redis, the read
//                        after a change asks the travel service (docs/adr/0014)
// Prints req/s and list-read p50/p95 per variant, the CPU the stack's processes (auth, travel, the
// gateway, Postgres, Redis) spent per request (less sensitive than req/s to what else runs), and
// the host figures (cores, load average, the CPU share of other processes): the machine is shared,
// the figures compare within one run only.
// Each variant runs BENCH_ROUNDS times (default 2), the order reversed every other round so that a
// drift of the machine's other work weighs on all alike; the figures are over all its rounds.
// BENCH_SECONDS (default 10 per variant and round), BENCH_VARIANTS (comma-separated names to run).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { Client } from 'undici';

import {
  benchKeys,
  cpuReport,
  cpuSeconds,
  freePort,
  percentile,
  stackCpuSeconds,
  waitHttp,
} from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const WRITE_SHARE = Number(process.env.BENCH_WRITE_SHARE ?? 0.2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const VISITS = 250;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `bench_layers_${process.pid}`;
const prefix = `bench-layers:${randomUUID()}:`;

const VARIANTS = [
  { name: 'all layers', env: {} },
  { name: 'no gateway cache', env: { TRAVEL_LIST_CACHE_MB: '0' } },
  { name: 'no list left', env: { TRAVEL_LIST_COPY_TTL_MS: '0' } },
].filter(
  (variant) =>
    process.env.BENCH_VARIANTS === undefined ||
    process.env.BENCH_VARIANTS.split(',').includes(variant.name),
);

/** ISO date `days` after 2010-01-01. */
const dayAfter = (days) => new Date(Date.UTC(2010, 0, 1 + days)).toISOString().slice(0, 10);

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${database}`;
const ports = { auth: await freePort(), travel: await freePort(), http: await freePort() };
const rpcKeys = await benchKeys();
const baseEnv = {
  ...process.env,
  ...rpcKeys.env,
  NODE_ENV: 'production',
  SECURE_COOKIES: 'false',
  METRICS_TOKEN: 'bench-metrics-token-not-a-secret',
  DATABASE_URL: dbUrl.toString(),
  REDIS_KEY_PREFIX: prefix,
  AUTH_SERVICE_PORT: String(ports.auth),
  TRAVEL_SERVICE_PORT: String(ports.travel),
  PORT: String(ports.http),
  RATE_LIMIT_SIGN_UP_PER_IP: '100000',
};
const base = `http://127.0.0.1:${ports.http}`;
let children = [];

async function startStack(env) {
  for (const script of [
    'services/auth/dist/main.js',
    'services/travel/dist/main.js',
    'gateway/dist/main.js',
  ]) {
    children.push(
      spawn(process.execPath, [path.join(root, script)], {
        env: { ...baseEnv, ...env },
        stdio: 'ignore',
      }),
    );
  }
  await waitHttp(`${base}/health/live`);
  await Promise.all([waitPort(ports.auth), waitPort(ports.travel)]);
}

/** Resolves once something accepts connections on `port` (a service's TCP listener). */
async function waitPort(port, timeoutMs = 30_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port}`);
}

async function stopStack() {
  const stopping = children.map((child) => new Promise((r) => child.once('exit', r)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(stopping);
  children = [];
}

/** One request on `client`: { status, body, ms }. */
async function call(client, method, urlPath, cookie, body) {
  const start = process.hrtime.bigint();
  const response = await client.request({
    method,
    path: urlPath,
    headers: {
      origin: base,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${urlPath}: ${response.statusCode} ${text.slice(0, 200)}`);
  }
  return { body: text, ms };
}

/** The travellers' closed loop for `seconds`; answers the list reads' latencies and the count. */
async function run(travellers, seconds) {
  const reads = [];
  let writes = 0;
  const stopAt = Date.now() + seconds * 1000;
  await Promise.all(
    travellers.map(async (traveller) => {
      while (Date.now() < stopAt) {
        if (Math.random() < WRITE_SHARE) {
          if (traveller.visit === null) {
            const { body } = await call(
              traveller.client,
              'POST',
              '/api/travel-entries/visit',
              traveller.cookie,
              { entry_date: traveller.freeDay, exit_date: traveller.freeDay, country: 'Spain' },
            );
            const { entry, exit } = JSON.parse(body);
            traveller.visit = `${entry.id}/${exit.id}`;
          } else {
            await call(
              traveller.client,
              'DELETE',
              `/api/travel-entries/visit/${traveller.visit}`,
              traveller.cookie,
            );
            traveller.visit = null;
          }
          writes += 1;
        }
        const { body, ms } = await call(
          traveller.client,
          'GET',
          '/api/travel-entries',
          traveller.cookie,
        );
        const expected = VISITS * 2 + (traveller.visit === null ? 0 : 2);
        // A cheap check that the list is the current one (its length follows every change).
        if (body.split('"entry_type"').length - 1 !== expected) {
          throw new Error(`a list of the wrong length after a change (expected ${expected})`);
        }
        reads.push(ms);
      }
    }),
  );
  return { reads, writes };
}

try {
  for (const service of ['auth', 'travel']) {
    const migrate = spawnSync(
      process.execPath,
      [path.join(root, `services/${service}/dist/cli.js`), 'migrate'],
      { env: baseEnv },
    );
    if (migrate.status !== 0) throw new Error(`${service} migrate failed: ${migrate.stderr}`);
  }
  await startStack({});
  const travellers = [];
  const seedStart = Date.now();
  for (let i = 0; i < USERS; i += 1) {
    const client = new Client(base, { pipelining: 1 });
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        username: `bench${i}`,
        email: `bench${i}@example.com`,
        password: 'a-bench-passphrase',
      }),
    });
    if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
    const cookie = register.headers.get('set-cookie').split(';')[0];
    const user = await (await fetch(`${base}/api/user`, { headers: { cookie } })).json();
    // 250 five-day visits, one every 20 days from 2010, straight into the table (the same rows
    // the service writes; clock_timestamp() keeps each record's creation apart).
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    await db.query(
      `INSERT INTO travel.travel_entries (user_id, entry_type, entry_date, country, notes)
       SELECT $1, kind, ($2::date + (v * 20 + CASE kind WHEN 'entry' THEN 0 ELSE 4 END)),
              'France', 'Trip ' || v
         FROM generate_series(0, $3 - 1) AS v, (VALUES ('entry'), ('exit')) AS k(kind)
        ORDER BY v, kind`,
      [user.id, dayAfter(0), VISITS],
    );
    await db.end();
    travellers.push({ client, cookie, visit: null, freeDay: dayAfter(VISITS * 20 + 10) });
  }
  const bytes = (
    await call(travellers[0].client, 'GET', '/api/travel-entries', travellers[0].cookie)
  ).body.length;
  await stopStack();
  console.log(
    `Travel list layers (node ${process.version}, ${SECONDS} s per variant, ${USERS} travellers in a closed loop, ${VISITS * 2} records each (${(bytes / 1024).toFixed(0)} KiB), ${(WRITE_SHARE * 100).toFixed(0)}% of the reads after a change; seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`,
  );
  const measured = new Map(VARIANTS.map((variant) => [variant.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse()) {
      await startStack(variant.env);
      await run(travellers, 2); // warm-up: JIT, pools, caches
      const cpuBefore = cpuSeconds(root);
      const started = Date.now();
      const { reads, writes } = await run(travellers, SECONDS);
      const elapsed = (Date.now() - started) / 1000;
      const cpuAfter = cpuSeconds(root);
      await stopStack();
      measured.get(variant.name).push({ reads, writes, elapsed, cpuBefore, cpuAfter });
    }
  }
  const results = VARIANTS.map(({ name }) => {
    const rounds = measured.get(name);
    const elapsed = rounds.reduce((sum, one) => sum + one.elapsed, 0);
    const reads = rounds.flatMap((one) => one.reads).sort((a, b) => a - b);
    const writes = rounds.reduce((sum, one) => sum + one.writes, 0);
    const cpu = rounds.reduce((sum, one) => sum + stackCpuSeconds(one.cpuBefore, one.cpuAfter), 0);
    return {
      name,
      cpuMsPerRequest: (cpu * 1000) / (reads.length + writes),
      rps: (reads.length + writes) / elapsed,
      reads: reads.length / elapsed,
      p50: percentile(reads, 50),
      p95: percentile(reads, 95),
      cpu: rounds.map((one) => cpuReport(one.cpuBefore, one.cpuAfter, one.elapsed)).join('\n    '),
    };
  });
  const all = results.find((result) => result.name === 'all layers');
  console.log('');
  console.log(
    `${'variant'.padEnd(22)} ${'req/s'.padStart(7)} ${'list/s'.padStart(7)} ${'list p50'.padStart(9)} ${'list p95'.padStart(9)} ${'vs all'.padStart(7)} ${'CPU/req'.padStart(9)} ${'vs all'.padStart(7)}`,
  );
  for (const result of results) {
    const versus = all ? `${(((result.rps - all.rps) / all.rps) * 100).toFixed(0)}%` : '';
    const cpuVersus = all
      ? `${(((result.cpuMsPerRequest - all.cpuMsPerRequest) / all.cpuMsPerRequest) * 100).toFixed(0)}%`
      : '';
    console.log(
      `${result.name.padEnd(22)} ${result.rps.toFixed(0).padStart(7)} ${result.reads.toFixed(0).padStart(7)} ${`${result.p50.toFixed(1)} ms`.padStart(9)} ${`${result.p95.toFixed(1)} ms`.padStart(9)} ${versus.padStart(7)} ${`${result.cpuMsPerRequest.toFixed(2)} ms`.padStart(9)} ${cpuVersus.padStart(7)}`,
    );
  }
  console.log('');
  for (const result of results) console.log(`${result.name}:\n    ${result.cpu}`);
} finally {
  await stopStack().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
