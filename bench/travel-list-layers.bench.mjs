// Benchmark (issue #20): what each layer of the travel list's read path is worth, measured in one
// run. Signed-in travellers (BENCH_USERS, default 20, one keep-alive connection each, 500 records
// each) read their list in a closed loop and now and then change it (BENCH_WRITE_SHARE, default
// 0.2: a recorded visit, the next time its deletion, each followed by a read as the SPA does), on
// auth, travel and the gateway as built (`npm run bench:travel-layers` builds first; startBenchStack). The same
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
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { Client } from 'undici';

import {
  cpuReport,
  cpuSeconds,
  createThrowawayDatabase,
  freePort,
  percentile,
  stackCpuSeconds,
  startBenchStack,
} from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const WRITE_SHARE = Number(process.env.BENCH_WRITE_SHARE ?? 0.2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const VISITS = 250;

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

// One database, Redis key prefix (the sessions), keys and ports for every variant's stack.
const database = await createThrowawayDatabase('bench_layers');
const redis = {
  url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  keyPrefix: `bench-layers:${randomUUID()}:`,
};
const ports = { auth: await freePort(), travel: await freePort(), gateway: await freePort() };
const base = `http://127.0.0.1:${ports.gateway}`;
let stack;

/** Auth, travel and the gateway with the variant's switches, ready. */
async function startVariant(env) {
  ({ stack } = await startBenchStack({
    name: 'bench_layers',
    only: ['auth', 'travel', 'gateway'],
    env: { RATE_LIMIT_SIGN_UP_PER_IP: '100000', ...env },
    database,
    redis,
    ports,
  }));
}

async function stopVariant() {
  await stack?.stop();
  stack = undefined;
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
  await startVariant({});
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
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query(
      `WITH created AS (
         INSERT INTO travel.travellers (user_id, name, is_account_holder) VALUES ($1, 'Me', true)
         ON CONFLICT (user_id) WHERE is_account_holder DO NOTHING RETURNING id),
       holder AS (SELECT id FROM created
                  UNION ALL SELECT id FROM travel.travellers WHERE user_id = $1 AND is_account_holder)
       INSERT INTO travel.travel_entries (user_id, traveller_id, entry_type, entry_date, country, notes)
       SELECT $1, holder.id, kind, ($2::date + (v * 20 + CASE kind WHEN 'entry' THEN 0 ELSE 4 END)),
              'France', 'Trip ' || v
         FROM generate_series(0, $3 - 1) AS v, (VALUES ('entry'), ('exit')) AS k(kind), holder
        ORDER BY v, kind`,
      [user.id, dayAfter(0), VISITS],
    );
    await db.end();
    travellers.push({ client, cookie, visit: null, freeDay: dayAfter(VISITS * 20 + 10) });
  }
  const bytes = (
    await call(travellers[0].client, 'GET', '/api/travel-entries', travellers[0].cookie)
  ).body.length;
  await stopVariant();
  console.log(
    `Travel list layers (node ${process.version}, ${SECONDS} s per variant, ${USERS} travellers in a closed loop, ${VISITS * 2} records each (${(bytes / 1024).toFixed(0)} KiB), ${(WRITE_SHARE * 100).toFixed(0)}% of the reads after a change; seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`,
  );
  const measured = new Map(VARIANTS.map((variant) => [variant.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse()) {
      await startVariant(variant.env);
      await run(travellers, 2); // warm-up: JIT, pools, caches
      const cpuBefore = cpuSeconds(root);
      const started = Date.now();
      const { reads, writes } = await run(travellers, SECONDS);
      const elapsed = (Date.now() - started) / 1000;
      const cpuAfter = cpuSeconds(root);
      await stopVariant();
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
  await stopVariant().catch(() => {});
  await database.drop();
}
