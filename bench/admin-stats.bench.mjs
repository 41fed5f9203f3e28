// Benchmark (issue #9): GET /api/admin/stats and GET /api/admin/users/ids through the gateway
// (admin guard → auth for the role → reporting's read model) with 100,000 users and 1,000,000
// entries in the read model. Goal: the stats call under 500 ms. The read model is seeded with SQL
// (generate_series), as the events would leave it. Runs the built processes (npm run
// bench:admin builds first; startBenchStack), with a throw-away database on DATABASE_URL's server.
import pg from 'pg';

import {
  BENCH_MFA_ENCRYPTION_KEY,
  percentile,
  signInBenchAdmin,
  startBenchStack,
} from './support.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ENTRIES_PER_USER = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);

const { stack, base } = await startBenchStack({
  name: 'bench_admin',
  only: ['auth', 'reporting', 'gateway'],
  env: { MFA_ENCRYPTION_KEY: BENCH_MFA_ENCRYPTION_KEY, RATE_LIMIT_SIGN_UP_PER_IP: '1000' },
});
try {
  const cookie = await signInBenchAdmin(stack, base);

  const seedStart = Date.now();
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  await db.query(`
    INSERT INTO reporting.admin_users (user_id, username, email, created_at, entry_count, last_entry_date, last_active_at)
    SELECT gen_random_uuid(), 'user' || n, 'user' || n || '@example.com',
           now() - make_interval(mins => n), ${ENTRIES_PER_USER},
           date '2026-01-01' + (n % 300), now() - make_interval(hours => n % 400)
    FROM generate_series(1, ${USERS}) AS n`);
  await db.query(`
    INSERT INTO reporting.admin_entries (entry_id, user_id, entry_date, changed_at)
    SELECT gen_random_uuid(), u.user_id, date '2025-01-01' + k * 30, now()
    FROM reporting.admin_users u, generate_series(1, ${ENTRIES_PER_USER}) AS k`);
  await db.query('ANALYZE reporting.admin_users; ANALYZE reporting.admin_entries');
  const counts = await db.query(
    'SELECT (SELECT count(*) FROM reporting.admin_users) AS users, (SELECT count(*) FROM reporting.admin_entries) AS entries',
  );
  await db.end();
  const seedMs = Date.now() - seedStart;

  const time = async (url) => {
    const samples = [];
    let bytes = 0;
    for (let i = 0; i < SAMPLES + 3; i += 1) {
      const start = process.hrtime.bigint();
      const response = await fetch(`${base}${url}`, { headers: { cookie } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
      if (i >= 3) samples.push(Number(process.hrtime.bigint() - start) / 1e6); // 3 warm-ups
      bytes = body.length;
    }
    samples.sort((a, b) => a - b);
    return { p50: percentile(samples, 50), p95: percentile(samples, 95), bytes };
  };
  const stats = await time('/api/admin/stats');
  const ids = await time('/api/admin/users/ids');
  const page = await time('/api/admin/stats?limit=1000');

  console.log(`Admin statistics benchmark (node ${process.version}, ${SAMPLES} calls each)`);
  console.log(
    `read model: ${counts.rows[0].users} users, ${counts.rows[0].entries} entries (seeded in ${seedMs} ms)`,
  );
  for (const [name, r] of [
    ['GET /api/admin/stats (totals + first 100 users)', stats],
    ['GET /api/admin/stats?limit=1000', page],
    ['GET /api/admin/users/ids (every id, Select All)', ids],
  ]) {
    console.log(
      `${name.padEnd(50)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ${(r.bytes / 1024).toFixed(0)} KiB`,
    );
  }
  console.log(
    `stats p95 ${stats.p95.toFixed(1)} ms  ${stats.p95 < 500 ? 'ok (< 500 ms)' : 'OVER GOAL (500 ms)'}`,
  );
} finally {
  await stack.stop();
}
