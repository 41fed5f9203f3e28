// Benchmark (issues #5 and #22): GET /api/travel-entries through the gateway: HTTP → gateway
// (session) → TCP → travel → Postgres. Two accounts, both measured in the same run:
// - one traveller with 500 stored entries (250 visits): the figure of issue #5;
// - a family (issue #22): the account holder and 4 more travellers, 500 visits (1,000 entries)
//   each, 5,000 records in the account (TRAVEL_MAX_RECORDS_PER_USER): the account holder's list
//   and another traveller's (`?traveller_id=`).
// Goal for each: at least 1,500 req/s with p99 under 50 ms. Runs the built processes (npm run
// bench:travel builds first) through startBenchStack (support.mjs): DATABASE_URL's server (default:
// the machine's Postgres) with a throw-away database, REDIS_URL (default 127.0.0.1:6379) under a
// throw-away key prefix. Prints the host's CPU share per process and load average for each run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { cpuReport, cpuSeconds, startBenchStack } from './support.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SINGLE_VISITS = 250;
const FAMILY_TRAVELLERS = 5;
const FAMILY_VISITS = 500;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** ISO date `days` after 2000-01-01. */
const dayAfter = (days) => new Date(Date.UTC(2000, 0, 1 + days)).toISOString().slice(0, 10);

const { stack, base } = await startBenchStack({
  name: 'bench_travel',
  only: ['auth', 'travel', 'gateway'],
  env: { RATE_LIMIT_SIGN_UP_PER_IP: '1000' },
});

/** Posts `body` as JSON with the session; the answer's JSON (throws on a non-2xx). */
async function post(cookie, url, body, what) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new account; its session cookie. */
async function signUp(username) {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'a-bench-passphrase',
    }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/** `count` 5-day visits, one every 10 days from 2000 (no overlaps), for `travellerId`. */
async function seedVisits(cookie, count, travellerId) {
  for (let i = 0; i < count; i += 1) {
    await post(
      cookie,
      '/api/travel-entries/visit',
      {
        entry_date: dayAfter(i * 10),
        exit_date: dayAfter(i * 10 + 4),
        country: 'France',
        notes: `Trip ${i}`,
        ...(travellerId === undefined ? {} : { traveller_id: travellerId }),
      },
      `seed visit ${i}`,
    );
  }
}

/** The list's size (checked) and the load test's figures for `url`. */
async function measure(label, url, cookie, entries) {
  const check = await (await fetch(url, { headers: { cookie } })).json();
  if (check.length !== entries)
    throw new Error(`${label}: expected ${entries}, got ${check.length}`);
  await autocannon({ url, connections: 4, duration: 2, headers: { cookie } }); // warm-up
  const cpuBefore = cpuSeconds(root);
  const started = Date.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
  });
  const cpu = cpuReport(cpuBefore, cpuSeconds(root), (Date.now() - started) / 1000);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const rps = result.requests.average;
  const { p50, p99 } = result.latency;
  const kib = (JSON.stringify(check).length / 1024).toFixed(0);
  console.log(`\n${label}: ${entries} entries (${kib} KiB JSON)`);
  console.log(
    `  throughput: ${rps.toFixed(0)} req/s  ${rps >= 1500 ? 'ok (≥ 1,500)' : 'UNDER GOAL (1,500)'}`,
  );
  console.log(
    `  latency p50 ${p50} ms, p99 ${p99} ms  ${p99 < 50 ? 'ok (< 50 ms)' : 'OVER GOAL (50 ms)'}`,
  );
  console.log(`  ${cpu}`);
}

try {
  console.log(
    `GET /api/travel-entries benchmark (node ${process.version}, ${DURATION_S} s, ${CONNECTIONS} connections)`,
  );
  const single = await signUp('bench');
  let seeding = Date.now();
  await seedVisits(single, SINGLE_VISITS);
  console.log(`seeded one traveller's ${SINGLE_VISITS} visits in ${Date.now() - seeding} ms`);

  const family = await signUp('family');
  const [holder] = await (
    await fetch(`${base}/api/travellers`, { headers: { cookie: family } })
  ).json();
  const travellers = [holder.id];
  for (let i = 1; i < FAMILY_TRAVELLERS; i += 1) {
    travellers.push((await post(family, '/api/travellers', { name: `T${i}` }, 'traveller')).id);
  }
  seeding = Date.now();
  for (const [index, id] of travellers.entries()) {
    await seedVisits(family, FAMILY_VISITS, index === 0 ? undefined : id);
  }
  console.log(
    `seeded ${FAMILY_TRAVELLERS} travellers × ${FAMILY_VISITS} visits in one account in ${Date.now() - seeding} ms`,
  );

  await measure(
    'one traveller (issue #5)',
    `${base}/api/travel-entries`,
    single,
    SINGLE_VISITS * 2,
  );
  await measure(
    `a family of ${FAMILY_TRAVELLERS}: the account holder's list`,
    `${base}/api/travel-entries`,
    family,
    FAMILY_VISITS * 2,
  );
  await measure(
    `a family of ${FAMILY_TRAVELLERS}: another traveller's list (?traveller_id=)`,
    `${base}/api/travel-entries?traveller_id=${travellers.at(-1)}`,
    family,
    FAMILY_VISITS * 2,
  );
} finally {
  await stack.stop();
}
