// Benchmark (issue #10): mixed read/write traffic of signed-in travellers against the whole local
// stack as `npm start` runs it (scripts/launcher/throwaway-stack.mjs, startStack: every service,
// the workers, the gateway, the web server, a throw-away database). Prints throughput and
// p50/p95/p99 per route, and, from the same run, the latency of the gateway-routed calls next to
// the same calls answered by the services directly over their TCP transport, and the Postgres
// statements per request of the closed loop (support.mjs databaseCounters: counted by
// pg_stat_statements where the server loads it, BENCH_POSTGRES=embedded runs a private Postgres
// that does; else the database's transactions, a lower bound, from pg_stat_database).
// Goal on this 2-core machine: at least 1,000 mixed req/s with p95 under 50 ms and zero errors.
// Two phases, both printed: a closed loop (each traveller sends the next request as soon as the
// last one answered: the stack's capacity, at which latency is all queueing), then an open loop at
// a fixed rate (BENCH_RATE, default 1,000 req/s, the goal's rate: requests leave on a schedule
// whatever the answers, and each latency counts from its scheduled time, so a slow answer that
// delays later requests is counted in theirs, not hidden). The goal's verdict (issue #20): capacity
// ≥ 1,500 req/s in the first, p95 < 50 ms and p99 < 100 ms at 1,000 req/s in the second, no error
// in either.
// `npm run bench:load` (builds first). BENCH_MIX (see MIXES), BENCH_SECONDS (default 20, per
// phase), BENCH_USERS (default 40: one keep-alive connection each; in the open loop a traveller
// has at most one request in flight, later ones wait for a free traveller), BENCH_RATE,
// BENCH_POSTGRES (`machine`, default: DATABASE_URL's server; `embedded`: a private Postgres with
// pg_stat_statements), BENCH_NODE_ARGS (Node's options for every process of the stack, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof`; default startStack's `--enable-source-maps`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { Client } from 'undici';

import { startThrowawayStack } from '../scripts/launcher/throwaway-stack.mjs';
import {
  benchKeys,
  benchPostgres,
  cpuReport,
  cpuSeconds,
  databaseCounters,
  percentile,
} from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 40);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SEEDED_VISITS = 20;
/** The direct-service probe: one call every this many ms (light next to the load it measures). */
const DIRECT_PROBE_MS = 20;

/**
 * What signed-in travellers do, with weights (each mix adds up to 100). `dashboard` (default): the
 * SPA's calls while people look at and now and then change their history (14% writes);
 * `write-heavy`: a third writes, each of which the outbox fans out to the notification and
 * reporting consumers. BENCH_MIX picks one.
 */
const MIXES = {
  dashboard: [
    { route: 'GET /api/travel-entries', weight: 45 },
    { route: 'GET /api/user', weight: 25 },
    { route: 'GET /api/config', weight: 15 },
    { route: 'POST /api/travel-entries/visit', weight: 5 },
    { route: 'DELETE /api/travel-entries/visit/:entryId/:exitId', weight: 4 },
    { route: 'PUT /api/travel-entries/visit/:entryId', weight: 3 },
    { route: 'PUT /api/user/profile', weight: 2 },
    { route: 'GET /api/reports/travel.csv', weight: 1 },
  ],
  // No writes: what the reads alone reach, to compare with.
  reads: [
    { route: 'GET /api/travel-entries', weight: 55 },
    { route: 'GET /api/user', weight: 30 },
    { route: 'GET /api/config', weight: 15 },
  ],
  'write-heavy': [
    { route: 'GET /api/travel-entries', weight: 45 },
    { route: 'GET /api/user', weight: 15 },
    { route: 'POST /api/travel-entries/visit', weight: 12 },
    { route: 'DELETE /api/travel-entries/visit/:entryId/:exitId', weight: 10 },
    { route: 'PUT /api/travel-entries/visit/:entryId', weight: 8 },
    { route: 'PUT /api/user/profile', weight: 5 },
    { route: 'GET /api/reports/travel.csv', weight: 5 },
  ],
};
const MIX_NAME = process.env.BENCH_MIX ?? 'dashboard';
const MIX = MIXES[MIX_NAME];
if (!MIX) throw new Error(`BENCH_MIX must be one of ${Object.keys(MIXES).join(', ')}`);

/** ISO date `days` after `from` (YYYY-MM-DD). */
const addDays = (from, days) => {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const today = new Date().toISOString().slice(0, 10);

// Keys of the bench's own, so that its direct calls carry an assertion the services accept.
const rpcKeys = await benchKeys();
const postgres = await benchPostgres(process.env.BENCH_POSTGRES ?? 'machine');
// Node's options for every process of the stack (`--cpu-prof …`), instead of startStack's.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const stack = await startThrowawayStack({
  name: 'bench_load',
  rpcKeys: rpcKeys.rpcKeys,
  ...(nodeArgs.length > 0 ? { nodeArgs } : {}),
  env: {
    ...postgres.env,
    SESSION_SECRET: rpcKeys.env.SESSION_SECRET,
    NODE_ENV: 'production',
    SECURE_COOKIES: 'false',
    // Production needs a /metrics token (any 16+ characters here; nothing scrapes it).
    METRICS_TOKEN: 'bench-metrics-token-not-a-secret',
    RATE_LIMIT_SIGN_UP_PER_IP: '100000',
  },
});
const ports = stack.stack.ports;
const counters = await databaseCounters(stack.stack.databaseUrl);
const base = stack.baseUrl;
/** The seeding's connection; each traveller then has one keep-alive connection of its own. */
const setup = new Client(base);
const travellers = [setup];

/**
 * One request on `via`; resolves to { status, headers, body, ms }. undici: the generator shares the
 * machine with the stack it measures, and it costs less per request than Node's http client.
 */
async function call(method, path, { cookie, body, via = setup } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { origin: base, ...(cookie ? { cookie } : {}) };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const start = process.hrtime.bigint();
  try {
    const response = await via.request({ method, path, headers, body: payload });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: await response.body.text(),
      ms: Number(process.hrtime.bigint() - start) / 1e6,
    };
  } catch (error) {
    return { status: 0, body: error.message, ms: Number(process.hrtime.bigint() - start) / 1e6 };
  }
}

/** A new traveller with `SEEDED_VISITS` past visits; the future slots are theirs to write. */
async function traveller(index) {
  const username = `load${index}${Date.now().toString(36)}`;
  const registered = await call('POST', '/api/register', {
    body: { username, email: `${username}@example.com`, password: 'a-load-test-passphrase' },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${registered.body}`);
  const cookie = [registered.headers['set-cookie']].flat()[0].split(';')[0];
  const user = JSON.parse(registered.body);
  for (let i = 0; i < SEEDED_VISITS; i += 1) {
    const start = addDays('2015-01-01', i * 30);
    const seeded = await call('POST', '/api/travel-entries/visit', {
      cookie,
      body: {
        entry_date: start,
        exit_date: addDays(start, 6),
        country: 'France',
        notes: `Seed ${i}`,
      },
    });
    if (seeded.status !== 201) throw new Error(`seed: ${seeded.status} ${seeded.body}`);
  }
  const client = new Client(base, { pipelining: 1 });
  travellers.push(client);
  // Visits this run adds: 2-day slots from tomorrow, one every 3 days, never overlapping.
  return { id: user.id, email: user.email, cookie, client, nextSlot: 0, created: [] };
}

const samples = new Map(MIX.map(({ route }) => [route, []]));
const failures = [];
let stopAt = 0;

/** Picks the next operation by weight; writes that need a visit fall back to creating one. */
function pick() {
  let roll = Math.random() * 100;
  for (const entry of MIX) {
    roll -= entry.weight;
    if (roll < 0) return entry.route;
  }
  return MIX[0].route;
}

async function operate(user, route) {
  const { cookie, client: via } = user;
  switch (route) {
    case 'GET /api/travel-entries':
      return [route, await call('GET', '/api/travel-entries', { cookie, via }), 200];
    case 'GET /api/user':
      return [route, await call('GET', '/api/user', { cookie, via }), 200];
    case 'GET /api/config':
      return [route, await call('GET', '/api/config', { cookie, via }), 200];
    case 'GET /api/reports/travel.csv':
      return [route, await call('GET', '/api/reports/travel.csv', { cookie, via }), 200];
    case 'PUT /api/user/profile': {
      const issue = addDays('2020-01-01', Math.floor(Math.random() * 1000));
      const body = {
        email: user.email,
        email_reminders: true,
        weekly_summaries: true,
        passport_issue_date: issue,
        passport_expiry_date: addDays(issue, 3652),
      };
      return [route, await call('PUT', '/api/user/profile', { cookie, body, via }), 200];
    }
    case 'PUT /api/travel-entries/visit/:entryId': {
      const visit = user.created[Math.floor(Math.random() * user.created.length)];
      if (!visit) return operate(user, 'POST /api/travel-entries/visit');
      // Same slot, one day shorter or longer: never reaches the next slot.
      const exit = addDays(visit.entry_date, visit.long ? 0 : 1);
      visit.long = !visit.long;
      const body = {
        entry_date: visit.entry_date,
        exit_date: exit,
        country: 'Spain',
        notes: 'moved',
      };
      return [
        route,
        await call('PUT', `/api/travel-entries/visit/${visit.entryId}`, { cookie, body, via }),
        200,
      ];
    }
    case 'DELETE /api/travel-entries/visit/:entryId/:exitId': {
      const visit = user.created.shift();
      if (!visit) return operate(user, 'POST /api/travel-entries/visit');
      const path = `/api/travel-entries/visit/${visit.entryId}/${visit.exitId}`;
      return [route, await call('DELETE', path, { cookie, via }), 204];
    }
    case 'POST /api/travel-entries/visit': {
      const entryDate = addDays(today, 1 + 3 * (user.nextSlot++ % 200));
      const body = {
        entry_date: entryDate,
        exit_date: addDays(entryDate, 1),
        country: 'Italy',
        notes: 'Planned',
      };
      const response = await call('POST', '/api/travel-entries/visit', { cookie, body, via });
      if (response.status === 201) {
        const { entry, exit } = JSON.parse(response.body);
        user.created.push({ entryId: entry.id, exitId: exit.id, entry_date: entryDate });
      }
      return [route, response, 201];
    }
    default:
      throw new Error(`unknown route ${route}`);
  }
}

async function userLoop(user) {
  while (Date.now() < stopAt) {
    const [route, response, expected] = await operate(user, pick());
    samples.get(route).push(response.ms);
    if (response.status !== expected)
      failures.push(`${route}: ${response.status} ${response.body.slice(0, 200)}`);
  }
}

/**
 * The open loop: `rate` requests a second for `seconds`, each sent at its scheduled time by a
 * traveller with nothing in flight (or, when all 40 are busy, as soon as one is free). Resolves to
 * the latency of each route measured from the scheduled time, and how many requests left late.
 */
function openLoop(users, rate, seconds) {
  const total = Math.round(rate * seconds);
  const latencies = new Map(MIX.map(({ route }) => [route, []]));
  const idle = [...users];
  const backlog = [];
  let issued = 0;
  let finished = 0;
  let late = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    const launch = (scheduled) => {
      const user = idle.pop();
      void operate(user, pick()).then(([route, response, expected]) => {
        latencies.get(route).push(performance.now() - scheduled);
        if (response.status !== expected)
          failures.push(`${route}: ${response.status} ${response.body.slice(0, 200)}`);
        idle.push(user);
        finished += 1;
        if (backlog.length > 0) launch(backlog.shift());
        else if (finished === total) resolve({ latencies, late });
      });
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
      for (; issued < due; issued += 1) {
        const scheduled = start + (issued * 1000) / rate;
        if (idle.length > 0) launch(scheduled);
        else {
          late += 1;
          backlog.push(scheduled);
        }
      }
      if (issued < total) setTimeout(tick, 1);
    };
    tick();
  });
}

/** The same reads answered by the services over TCP, during the load, for the ratio. */
async function directLoop(clients, users, direct) {
  for (let turn = 0; Date.now() < stopAt; turn += 1) {
    const user = users[turn % users.length];
    const which = turn % 2 === 0 ? 'travel' : 'auth';
    const start = process.hrtime.bigint();
    if (which === 'travel')
      await firstValueFrom(
        clients.travel.send(
          'travel.entries.list-json',
          rpcKeys.envelope('travel', 'travel.entries.list-json', { userId: user.id }),
        ),
      );
    else
      await firstValueFrom(
        clients.auth.send(
          'auth.users.current',
          rpcKeys.envelope('auth', 'auth.users.current', { userId: user.id }),
        ),
      );
    direct[which].push(Number(process.hrtime.bigint() - start) / 1e6);
    await new Promise((resolve) => setTimeout(resolve, DIRECT_PROBE_MS));
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const summarise = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50) ?? NaN,
    p95: percentile(sorted, 95) ?? NaN,
    p99: percentile(sorted, 99) ?? NaN,
  };
};
const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

let exitCode = 0;
const clients = {
  auth: ClientProxyFactory.create({ transport: Transport.TCP, options: { port: ports.auth } }),
  travel: ClientProxyFactory.create({ transport: Transport.TCP, options: { port: ports.travel } }),
};
try {
  const seedStart = Date.now();
  const users = [];
  for (let i = 0; i < USERS; i += 1) users.push(await traveller(i));
  console.log(
    `Mixed load, '${MIX_NAME}' mix (node ${process.version}, ${SECONDS} s, ${USERS} signed-in travellers, one connection each, ${SEEDED_VISITS} visits seeded per traveller in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`,
  );
  await Promise.all([clients.auth.connect(), clients.travel.connect()]);

  // Warm-up: JIT, pools and caches.
  stopAt = Date.now() + 3000;
  await Promise.all(users.map(userLoop));
  for (const values of samples.values()) values.length = 0;
  failures.length = 0;

  const direct = { travel: [], auth: [] };
  const databaseBefore = await counters.read();
  const cpuBefore = cpuSeconds(root);
  const ownBefore = process.cpuUsage();
  const started = Date.now();
  const closedFrom = process.hrtime.bigint();
  stopAt = started + SECONDS * 1000;
  await Promise.all([...users.map(userLoop), directLoop(clients, users, direct)]);
  const elapsed = (Date.now() - started) / 1000;
  const closedTo = process.hrtime.bigint();
  const cpuAfter = cpuSeconds(root);
  const databaseAfter = await counters.read();
  const own = process.cpuUsage(ownBefore);
  cpuAfter.set('load generator (this script)', (own.user + own.system) / 1e6);

  const all = [...samples.values()].flat();
  const total = summarise(all);
  const rps = total.count / elapsed;
  console.log('');
  console.log(
    `${'route'.padEnd(52)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}`,
  );
  for (const [route, values] of samples) {
    const s = summarise(values);
    console.log(
      `${route.padEnd(52)} ${(s.count / elapsed).toFixed(0).padStart(7)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}`,
    );
  }
  console.log(
    `${'all routes'.padEnd(52)} ${rps.toFixed(0).padStart(7)} ${ms(total.p50)} ${ms(total.p95)} ${ms(total.p99)}`,
  );
  console.log('');
  const gatewayList = summarise(samples.get('GET /api/travel-entries'));
  const directList = summarise(direct.travel);
  const gatewayUser = summarise(samples.get('GET /api/user'));
  const directUser = summarise(direct.auth);
  console.log('gateway-routed vs direct service (TCP), same run, under the load above:');
  console.log(
    `  travel list: gateway p50 ${ms(gatewayList.p50)} p95 ${ms(gatewayList.p95)} | travel service p50 ${ms(directList.p50)} p95 ${ms(directList.p95)} | ratio p50 ${(gatewayList.p50 / directList.p50).toFixed(2)}×, p95 ${(gatewayList.p95 / directList.p95).toFixed(2)}× (the gateway caches lists, ADR 0008)`,
  );
  console.log(
    `  current user: gateway p50 ${ms(gatewayUser.p50)} p95 ${ms(gatewayUser.p95)} | auth service p50 ${ms(directUser.p50)} p95 ${ms(directUser.p95)} | ratio p50 ${(gatewayUser.p50 / directUser.p50).toFixed(2)}×, p95 ${(gatewayUser.p95 / directUser.p95).toFixed(2)}×`,
  );
  console.log('');
  console.log(cpuReport(cpuBefore, cpuAfter, elapsed));
  console.log(
    counters.report(
      databaseBefore,
      databaseAfter,
      total.count + direct.travel.length + direct.auth.length,
    ),
  );
  console.log('');
  console.log(
    `Closed loop: ${rps.toFixed(0)} req/s at p95 ${total.p95.toFixed(1)} ms (${USERS} requests always in flight: the latency is mostly queueing).`,
  );
  console.log('');

  // The open loop at the goal's rate.
  const openFailuresBefore = failures.length;
  const openFrom = process.hrtime.bigint();
  const open = await openLoop(users, RATE, SECONDS);
  const openTo = process.hrtime.bigint();
  if (process.env.BENCH_WINDOWS) {
    // Monotonic µs, the clock of `node --cpu-prof` timestamps: to keep a profile's samples of
    // each measured phase only.
    const us = (ns) => String(ns / 1000n);
    console.log(
      `windows (monotonic µs): closed ${us(closedFrom)}-${us(closedTo)} open ${us(openFrom)}-${us(openTo)}`,
    );
  }
  const openAll = summarise([...open.latencies.values()].flat());
  console.log(
    `Open loop at a fixed ${RATE} req/s for ${SECONDS} s (latency from each request's scheduled time; ${open.late} of ${Math.round(RATE * SECONDS)} waited for a free traveller):`,
  );
  console.log(
    `${'route'.padEnd(52)} ${'count'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}`,
  );
  for (const [route, values] of open.latencies) {
    const s = summarise(values);
    console.log(
      `${route.padEnd(52)} ${String(s.count).padStart(7)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}`,
    );
  }
  console.log(
    `${'all routes'.padEnd(52)} ${String(openAll.count).padStart(7)} ${ms(openAll.p50)} ${ms(openAll.p95)} ${ms(openAll.p99)}`,
  );
  console.log('');
  const verdicts = [
    [rps >= 1500, `capacity ${rps.toFixed(0)} req/s in the closed loop (goal ≥ 1,500)`],
    [
      openAll.p95 < 50,
      `p95 ${openAll.p95.toFixed(1)} ms over all routes at ${RATE} req/s (goal < 50 ms at 1,000 req/s)`,
    ],
    [
      openAll.p99 < 100,
      `p99 ${openAll.p99.toFixed(1)} ms over all routes at ${RATE} req/s (goal < 100 ms at 1,000 req/s)`,
    ],
    [
      failures.length === 0,
      `${failures.length} errors (${openFailuresBefore} closed loop, ${failures.length - openFailuresBefore} open loop; goal 0)`,
    ],
  ];
  for (const [ok, text] of verdicts) console.log(`${ok ? 'ok         ' : 'UNDER GOAL '} ${text}`);
  if (failures.length > 0) {
    console.log(`first errors:\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`);
    exitCode = 1;
  }
} finally {
  await counters.close();
  await Promise.all([clients.auth.close(), clients.travel.close()]);
  await Promise.all(travellers.map((client) => client.close()));
  const code = await stack.stop();
  if (code !== 0) {
    console.error(`the stack did not stop cleanly (${code})`);
    exitCode = 1;
  }
  if (exitCode !== 0) {
    // What the processes said (errors, an unexpected stop), without the access log's lines.
    const said = stack
      .output()
      .split('\n')
      .filter((line) => !/(GET|POST|PUT|DELETE) \/api\//.test(line));
    console.error(`the stack's last lines:\n${said.slice(-40).join('\n')}`);
  }
  await postgres.stop();
}
process.exit(exitCode);
