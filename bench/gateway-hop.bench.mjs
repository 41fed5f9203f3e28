// Benchmark: GET /api/user through the gateway (HTTP → gateway → TCP → auth → Postgres) against
// the same call answered by the auth service directly over its TCP transport, in one run.
// Goals (issue #3): the gateway hop costs under 1 ms at p50; the gateway sustains ≥ 2,000 req/s.
// Runs the built processes (npm run build first; startBenchStack). Uses DATABASE_URL's server (default: the
// machine's Postgres) with a throw-away database, and REDIS_URL (default 127.0.0.1:6379).
import http from 'node:http';

import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import autocannon from 'autocannon';
import { firstValueFrom } from 'rxjs';

import { percentile, startBenchStack } from './support.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/** `concurrency` loops sending the RPC back to back for `seconds`; latencies in ms. */
async function rpcLoad(client, payload, concurrency, seconds) {
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const start = process.hrtime.bigint();
        await firstValueFrom(
          client.send(
            'auth.users.current',
            rpcKeys.envelope('auth', 'auth.users.current', payload),
          ),
        );
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** One keep-alive connection, requests back to back, timed with hrtime (sub-ms resolution). */
async function httpSequential(url, cookie, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const start = process.hrtime.bigint();
    await new Promise((resolve, reject) => {
      http
        .get(url, { agent, headers: { cookie } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          res.resume().on('end', resolve);
        })
        .on('error', reject);
    });
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** autocannon with many connections (its latencies are whole milliseconds). */
async function httpLoad(url, cookie, connections, seconds) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const {
  stack,
  keys: rpcKeys,
  base,
} = await startBenchStack({
  name: 'bench_hop',
  only: ['auth', 'gateway'],
  env: { RATE_LIMIT_SIGN_UP_PER_IP: '1000' },
});
const authPort = stack.ports.auth;
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
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const { id: userId } = await register.json();

  const client = ClientProxyFactory.create({
    transport: Transport.TCP,
    options: { host: '127.0.0.1', port: authPort },
  });
  await client.connect();
  await rpcLoad(client, { userId }, 4, 1); // warm-up
  await httpLoad(`${base}/api/user`, cookie, 4, 1);

  const rows = [
    [
      'auth service directly (TCP), 1 connection',
      await rpcLoad(client, { userId }, 1, DURATION_S / 2),
    ],
    [
      'through the gateway (HTTP), 1 connection',
      await httpSequential(`${base}/api/user`, cookie, DURATION_S / 2),
    ],
    [
      `auth service directly (TCP), ${CONNECTIONS} concurrent`,
      await rpcLoad(client, { userId }, CONNECTIONS, DURATION_S),
    ],
    [
      `through the gateway (HTTP), ${CONNECTIONS} connections`,
      await httpLoad(`${base}/api/user`, cookie, CONNECTIONS, DURATION_S),
    ],
  ];
  client.close();

  console.log(`GET /api/user benchmark (node ${process.version}, ${DURATION_S} s runs)\n`);
  console.log(
    `${'path'.padEnd(48)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(48)} ${r.rps.toFixed(0).padStart(9)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)}`,
    );
  }
  const hop = rows[1][1].p50 - rows[0][1].p50;
  const throughput = rows[3][1].rps;
  console.log(
    `\ngateway hop at p50 (1 connection): ${hop.toFixed(2)} ms  ${hop < 1 ? 'ok (< 1 ms)' : 'OVER GOAL (1 ms)'}`,
  );
  console.log(
    `gateway throughput (${CONNECTIONS} connections): ${throughput.toFixed(0)} req/s  ${throughput >= 2000 ? 'ok (≥ 2,000)' : 'UNDER GOAL (2,000)'}`,
  );
} finally {
  await stack.stop();
}
