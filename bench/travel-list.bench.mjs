// Benchmark (issue #5): GET /api/travel-entries through the gateway for a traveller with 500
// stored entries (250 visits): HTTP → gateway (session) → TCP → travel → Postgres.
// Goal: at least 1,500 req/s with p99 under 50 ms. Runs the built processes (npm run
// bench:travel builds first) through startBenchStack (support.mjs): DATABASE_URL's server (default:
// the machine's Postgres) with a throw-away database, REDIS_URL (default 127.0.0.1:6379) under a
// throw-away key prefix.
import autocannon from 'autocannon';

import { startBenchStack } from './support.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const VISITS = 250;

/** ISO date `days` after 2010-01-01. */
const dayAfter = (days) => new Date(Date.UTC(2010, 0, 1 + days)).toISOString().slice(0, 10);

const { stack, base } = await startBenchStack({
  name: 'bench_travel',
  only: ['auth', 'travel', 'gateway'],
  env: { RATE_LIMIT_SIGN_UP_PER_IP: '1000' },
});
try {
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench',
      email: 'bench@example.com',
      password: 'a-bench-passphrase',
    }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const seedStart = Date.now();
  for (let i = 0; i < VISITS; i += 1) {
    // A 5-day visit every 20 days from 2010: 250 visits, 500 records, no overlaps.
    const response = await fetch(`${base}/api/travel-entries/visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        entry_date: dayAfter(i * 20),
        exit_date: dayAfter(i * 20 + 4),
        country: 'France',
        notes: `Trip ${i}`,
      }),
    });
    if (!response.ok)
      throw new Error(`seed visit ${i}: ${response.status} ${await response.text()}`);
  }
  const seedMs = Date.now() - seedStart;
  const check = await (await fetch(`${base}/api/travel-entries`, { headers: { cookie } })).json();
  if (check.length !== VISITS * 2)
    throw new Error(`expected ${VISITS * 2} entries, got ${check.length}`);
  const bytes = JSON.stringify(check).length;

  const url = `${base}/api/travel-entries`;
  await autocannon({ url, connections: 4, duration: 2, headers: { cookie } }); // warm-up
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);

  const rps = result.requests.average;
  const p99 = result.latency.p99;
  console.log(
    `GET /api/travel-entries benchmark (node ${process.version}, ${DURATION_S} s, ${CONNECTIONS} connections)`,
  );
  console.log(
    `seeded ${VISITS} visits (${VISITS * 2} entries, ${(bytes / 1024).toFixed(0)} KiB JSON) in ${seedMs} ms`,
  );
  console.log(
    `throughput: ${rps.toFixed(0)} req/s  ${rps >= 1500 ? 'ok (≥ 1,500)' : 'UNDER GOAL (1,500)'}`,
  );
  console.log(
    `latency p50 ${result.latency.p50} ms, p99 ${p99} ms  ${p99 < 50 ? 'ok (< 50 ms)' : 'OVER GOAL (50 ms)'}`,
  );
} finally {
  await stack.stop();
}
