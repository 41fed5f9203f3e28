import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';

/**
 * Test ports come from below the kernel's ephemeral range (Linux: 32768-60999), which the kernel
 * never hands out on its own. A port from `listen(0)` is ephemeral: between closing it and the
 * service binding it, any outgoing connection of any process (a Postgres or Redis client) could
 * take it as its source port, and the service failed with EADDRINUSE. Each jest worker walks its
 * own slice, so parallel workers do not race for the same port either.
 */
const TEST_PORTS_FROM = 20_000;
const TEST_PORTS_TO = 32_000;
const SLICE = 1_000;
const sliceCount = (TEST_PORTS_TO - TEST_PORTS_FROM) / SLICE;
const workerId = Number(process.env['JEST_WORKER_ID'] ?? 0);
// `npm test` runs two projects' jest at once (each with worker 1): the project's name (Nx sets it
// for each task) moves each project to a slice of its own, so the gateway's stacks and a
// service's tests started beside them do not walk the same ports.
const project = process.env['NX_TASK_TARGET_PROJECT'] ?? '';
const projectSlice = [...project].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 0);
const sliceStart =
  TEST_PORTS_FROM +
  ((projectSlice + (Number.isInteger(workerId) && workerId > 0 ? workerId - 1 : process.pid)) %
    sliceCount) *
    SLICE;
// A random place in the slice for each test file (jest gives each file a fresh copy of this
// module): the next file of a worker does not walk the very ports the last one's services just
// released.
let offset = randomInt(SLICE);

/** Whether a server can listen on `port` on `host` now (false when anything holds it). */
function canListenOn(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host }, () => {
      server.close(() => resolve(true));
    });
  });
}

let ipv6: Promise<boolean> | undefined;
function hasIpv6(): Promise<boolean> {
  ipv6 ??= canListenOn(0, '::');
  return ipv6;
}

/**
 * Whether `port` is free on every address: on 127.0.0.1 and, where the machine has IPv6, on the
 * dual-stack wildcard (which collides with a listener on any address, ::1 included).
 */
async function canListen(port: number): Promise<boolean> {
  if (!(await canListenOn(port, '127.0.0.1'))) return false;
  return (await canListenOn(port, '::')) || !(await hasIpv6());
}

/**
 * A TCP port free on 127.0.0.1 now, outside the ephemeral range (see above), for a service a test
 * starts in-process or as a child process.
 *
 * @example
 * const port = await freePort();
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < SLICE; tries += 1) {
    const port = sliceStart + (offset % SLICE);
    offset += 1;
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port in ${sliceStart}-${sliceStart + SLICE - 1}`);
}

/**
 * A connected TCP `ClientProxy` for a microservice on 127.0.0.1, as the gateway holds one. Close it
 * with `client.close()`.
 *
 * @example
 * const client = await connectRpcClient(port);
 * const user = await sendRpc<UserDto>(client, 'auth', AuthPatterns.CurrentUser, { userId });
 */
export async function connectRpcClient(port: number, host = '127.0.0.1'): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host, port } });
  await client.connect();
  return client;
}
