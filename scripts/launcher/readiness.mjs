// Whether a process of a stack is ready, by the probe its manifest entry names (manifest.mjs):
// the same checks the deployment's probes make (infra/probes/*.mjs), never a log line.
import { ask, verdict as rpcVerdict } from '../../infra/probes/rpc-probe.mjs';
import {
  ownAddresses,
  parseClientList,
  verdict as queueVerdict,
} from '../../infra/probes/queue-worker-probe.mjs';

import { PROCESSES } from './manifest.mjs';

const PROBE_TIMEOUT_MS = 2_000;
const PROCESS_NAMES = new Set(PROCESSES.map((entry) => entry.name));

/**
 * Null when `entry`'s process answers its readiness probe, else why not. `at`: { port } where it
 * listens, `running` the names of the stack's processes, `redis`: { url, keyPrefix }.
 */
export async function notReadyBecause(entry, { port, running, redis }) {
  const readiness = entry.readiness;
  try {
    if (readiness.probe === 'rpc') {
      const packet = await ask({ port, pattern: readiness.pattern, timeoutMs: PROBE_TIMEOUT_MS });
      return rpcVerdict(packet, 'ready');
    }
    if (readiness.probe === 'queue-worker') return await queueWorkerProblem(readiness.queue, redis);
    return await httpProblem(`http://127.0.0.1:${port}${readiness.path}`, readiness, running);
  } catch (error) {
    return error.message;
  }
}

async function httpProblem(url, readiness, running) {
  const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  if (response.ok) return null;
  const body = await response.text();
  if (readiness.checks && response.status === 503) {
    // The answer's checks that make it unready; one named after a process outside this stack
    // does not count (a gateway in front of some services only).
    const { checks = {} } = JSON.parse(body);
    const down = readiness.checks.filter(
      (name) => (running.includes(name) || !PROCESS_NAMES.has(name)) && checks[name] !== 'ok',
    );
    return down.length === 0 ? null : `${url} answered 503 (${down.join(', ')} down)`;
  }
  return `${url} answered ${response.status}`;
}

async function queueWorkerProblem(queue, redis) {
  const { Redis } = await import('ioredis');
  const client = new Redis(redis.url, {
    lazyConnect: true,
    connectTimeout: PROBE_TIMEOUT_MS,
    commandTimeout: PROBE_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const clients = parseClientList(String(await client.client('LIST')));
    return queueVerdict(clients, {
      queue,
      redisKeyPrefix: redis.keyPrefix ?? '',
      addresses: ownAddresses(),
    });
  } finally {
    client.disconnect();
  }
}
