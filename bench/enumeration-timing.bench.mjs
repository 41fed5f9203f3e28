// Benchmark: how long the gateway takes to answer, for a known and an unknown account, the three
// requests that must not tell them apart (issue #10, user enumeration): sign-in with a wrong
// password vs. an unknown user, forgot-password and forgot-username with a known vs. an unknown
// e-mail. Prints the median and p95 of each and their difference; the tests assert the same
// answers and the same argon2 work deterministically (gateway/test/security.e2e-spec.ts,
// services/auth/test/user-enumeration.e2e-spec.ts), this only shows the timings.
// Goal: medians within max(25 ms, 35 % of the slower one).
// Runs the built auth service and gateway (npm run build first; startBenchStack). Uses DATABASE_URL's server
// (default: the machine's Postgres) with a throw-away database, and REDIS_URL (default
// 127.0.0.1:6379). ROUNDS (default 30) timed rounds after 3 warm-up ones.
import { randomUUID } from 'node:crypto';

import { percentile, startBenchStack } from './support.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const WARM_UP = 3;

const median = (sorted) => {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One POST with a JSON body; resolves with its status, body and time (ms). */
async function post(base, url, body) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** Sends `known` and `unknown` alternately (the order flips every round); times in ms, sorted. */
async function compare(base, known, unknown) {
  const times = { known: [], unknown: [] };
  const answers = new Set();
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    const order = round % 2 ? ['unknown', 'known'] : ['known', 'unknown'];
    for (const which of order) {
      const { status, text, ms } = await post(base, ...(which === 'known' ? known() : unknown()));
      answers.add(`${status} ${text}`);
      if (round >= WARM_UP) times[which].push(ms);
    }
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return { ...times, sameAnswer: answers.size === 1 };
}

const { stack, base } = await startBenchStack({
  name: 'bench_enum',
  only: ['auth', 'gateway'],
  env: {
    // One client signs in and asks for help many times: no throttling in the way.
    RATE_LIMIT_SIGN_IN_PER_IP: '100000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000',
    RATE_LIMIT_RECOVERY_PER_IP: '100000',
    RATE_LIMIT_RECOVERY_PER_ACCOUNT: '100000',
  },
});
try {
  const known = { username: 'bench_known', email: 'bench-known@example.com' };
  const { status } = await post(base, '/api/register', {
    ...known,
    password: 'a-bench-passphrase',
  });
  if (status !== 201) throw new Error(`sign-up failed with ${status}`);
  const unknownEmail = () => `nobody-${randomUUID()}@example.com`;
  const rows = [
    [
      'sign-in: wrong password vs unknown user',
      await compare(
        base,
        () => ['/api/login', { username: known.username, password: 'not-the-password-1' }],
        () => [
          '/api/login',
          { username: `nobody_${randomUUID().slice(0, 8)}`, password: 'not-the-password-1' },
        ],
      ),
    ],
    [
      'forgot-password: known vs unknown e-mail',
      await compare(
        base,
        () => ['/api/forgot-password', { email: known.email }],
        () => ['/api/forgot-password', { email: unknownEmail() }],
      ),
    ],
    [
      'forgot-username: known vs unknown e-mail',
      await compare(
        base,
        () => ['/api/forgot-username', { email: known.email }],
        () => ['/api/forgot-username', { email: unknownEmail() }],
      ),
    ],
  ];

  console.log(`User enumeration timing (node ${process.version}, ${ROUNDS} rounds each)\n`);
  console.log(
    `${'request'.padEnd(42)} ${'known p50'.padStart(10)} ${'unknown p50'.padStart(12)} ${'known p95'.padStart(10)} ${'unknown p95'.padStart(12)} ${'diff'.padStart(8)}  verdict`,
  );
  for (const [name, r] of rows) {
    const [a, b] = [median(r.known), median(r.unknown)];
    const diff = Math.abs(a - b);
    const limit = Math.max(25, 0.35 * Math.max(a, b));
    const verdict = !r.sameAnswer
      ? 'DIFFERENT ANSWERS'
      : diff < limit
        ? `ok (< ${limit.toFixed(0)} ms)`
        : `OVER GOAL (${limit.toFixed(0)} ms)`;
    console.log(
      `${name.padEnd(42)} ${a.toFixed(1).padStart(10)} ${b.toFixed(1).padStart(12)} ${percentile(r.known, 95).toFixed(1).padStart(10)} ${percentile(r.unknown, 95).toFixed(1).padStart(12)} ${diff.toFixed(1).padStart(8)}  ${verdict}`,
    );
  }
} finally {
  await stack.stop();
}
