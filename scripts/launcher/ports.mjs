// Free-port and reachability helpers for the launcher.
import net from 'node:net';

// Internal ports come from below the kernel's ephemeral range (Linux: 32768-60999). A port from
// `listen(0)` is ephemeral: between closing it and a service binding it, any outgoing connection
// (a Postgres or Redis client) could take it as its source port and the service would fail with
// EADDRINUSE. The kernel never hands these out on its own. (The tests use 20000-31999.)
const PORTS_FROM = 10_000;
const PORTS_SPAN = 10_000;
let next = Math.floor(Math.random() * PORTS_SPAN);

/** Whether a server can listen on `port` on `host` now (false when anything holds it). */
function canListenOn(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

let ipv6;
/** Free on 127.0.0.1 and, with IPv6, on the dual-stack wildcard (a listener on ::1 counts). */
async function canListen(port) {
  if (!(await canListenOn(port, '127.0.0.1'))) return false;
  ipv6 ??= canListenOn(0, '::');
  return (await canListenOn(port, '::')) || !(await ipv6);
}

/** A TCP port that is free right now on 127.0.0.1 (never the same one twice in a process). */
export async function freePort() {
  for (let tries = 0; tries < PORTS_SPAN; tries += 1) {
    const port = PORTS_FROM + (next % PORTS_SPAN);
    next += 1;
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${PORTS_FROM}-${PORTS_FROM + PORTS_SPAN - 1}`);
}

/** Whether something already listens on host:port. */
export function isPortTaken(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Sends a Redis PING over plain TCP; resolves true on +PONG. */
export function redisAnswers(host, port, timeoutMs = 1000, password = undefined) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    let answer = '';
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () =>
      socket.write(password ? `AUTH ${password}\r\nPING\r\n` : 'PING\r\n'),
    );
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('+PONG')) done(true);
      else if (answer.startsWith('-') || answer.includes('\r\n-')) done(false);
    });
    socket.once('error', () => done(false));
  });
}

/** Polls `check` until it resolves true or `timeoutMs` passes. */
export async function waitFor(check, timeoutMs, intervalMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return false;
}
