#!/usr/bin/env node
// Probe of a BullMQ worker process (notification-worker, reporting-worker), which has no port of
// its own: Kubernetes exec probes and compose healthchecks run it inside the worker's container.
//
//   node queue-worker-probe.mjs <queue>          readiness: this container's worker is connected
//                                                to <queue> in Redis
//   node queue-worker-probe.mjs <queue> --live   liveness: the same, but an unreachable Redis
//                                                passes (restarting the worker would not bring
//                                                Redis back; only a worker that lost its queue
//                                                while Redis answers is restarted)
//
// BullMQ names each worker's Redis connection `<prefix>:<base64(queue)>` (`…:w:<name>` when named)
// and finds workers with CLIENT LIST (Queue.getWorkers does the same). A connection belongs to this
// container when its address is one of the container's own. REDIS_URL and REDIS_KEY_PREFIX are
// the worker's own variables. Exit 0 healthy, 1 not (with one line saying why).
import { networkInterfaces } from 'node:os';

const TIMEOUT_MS = Number(process.env.QUEUE_PROBE_TIMEOUT_MS ?? 4_000);

/** BullMQ's client name for workers of `queue` under the key prefix `redisKeyPrefix` + 'bull'. */
export function workerClientName(queue, redisKeyPrefix = '') {
  return `${redisKeyPrefix}bull:${Buffer.from(queue).toString('base64')}`;
}

/** The CLIENT LIST reply as a list of { addr, name } (addresses without port, brackets, ::ffff:). */
export function parseClientList(reply) {
  return reply
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields = Object.fromEntries(
        line
          .trim()
          .split(' ')
          .map((pair) => {
            const at = pair.indexOf('=');
            return [pair.slice(0, at), pair.slice(at + 1)];
          }),
      );
      return { addr: hostOf(fields.addr ?? ''), name: fields.name ?? '' };
    });
}

function hostOf(addr) {
  const host = addr.slice(0, addr.lastIndexOf(':'));
  return host.replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
}

/** The IP addresses of this container (its network namespace). */
export function ownAddresses() {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .filter(Boolean)
      .map((entry) => entry.address.replace(/^::ffff:/, '')),
  );
}

/** Null when one of `clients` is a worker of `queue` connected from one of `addresses`. */
export function verdict(clients, { queue, redisKeyPrefix, addresses }) {
  const name = workerClientName(queue, redisKeyPrefix);
  const workers = clients.filter(
    (client) => client.name === name || client.name.startsWith(`${name}:w:`),
  );
  if (workers.some((client) => addresses.has(client.addr))) return null;
  return workers.length === 0
    ? `no worker is connected to the "${queue}" queue`
    : `${workers.length} worker(s) are connected to the "${queue}" queue, none from this container`;
}

async function main(args) {
  const queue = args.find((arg) => !arg.startsWith('--'));
  const live = args.includes('--live');
  if (!queue) {
    console.error('usage: node queue-worker-probe.mjs <queue> [--live]');
    return 2;
  }
  // The worker image's own ioredis (the probe runs from /app, beside its node_modules).
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    commandTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  let reply;
  try {
    await redis.connect();
    reply = String(await redis.client('LIST'));
  } catch (error) {
    if (live) return 0;
    console.error(`not ready: Redis does not answer (${error.message})`);
    return 1;
  } finally {
    redis.disconnect();
  }
  const problem = verdict(parseClientList(reply), {
    queue,
    redisKeyPrefix: process.env.REDIS_KEY_PREFIX ?? '',
    addresses: ownAddresses(),
  });
  if (problem) {
    console.error(`${live ? 'not alive' : 'not ready'}: ${problem}`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Exit at once: a client's pending timers must not hold the probe past its verdict (stderr is a
  // pipe here, written synchronously). No top-level await: the launcher's readiness checks
  // (scripts/launcher/readiness.mjs) import this module, also from jest's CommonJS.
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
