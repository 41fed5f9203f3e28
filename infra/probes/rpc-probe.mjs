#!/usr/bin/env node
// Probe of a service that speaks only Nest's TCP RPC (no HTTP port): Kubernetes exec probes and
// compose healthchecks run it inside the service's container.
//
//   node rpc-probe.mjs <port>                  liveness: the RPC server answers a message at all
//   node rpc-probe.mjs <port> <pattern>        readiness: <pattern> (e.g. travel.health.check)
//                                              answers without an error
//
// Liveness sends a pattern no service handles: Nest answers it with "no matching message handler"
// from its event loop, without touching Postgres, Redis or the bus, so a slow dependency never gets
// a healthy process restarted. Readiness asks the service's own health check, which probes its
// dependencies. Exit 0 healthy, 1 not (with one line saying why: Kubernetes shows it in events).
// Plain Node, no dependencies: Nest's TCP framing is `<length>#<json>`.
import net from 'node:net';

const TIMEOUT_MS = Number(process.env.RPC_PROBE_TIMEOUT_MS ?? 4_000);
const LIVENESS_PATTERN = 'probe.liveness';

export function frame(message) {
  const json = JSON.stringify(message);
  return `${json.length}#${json}`;
}

/** Splits Nest's `<length>#<json>` frames out of `buffer`; returns the messages and what is left. */
export function unframe(buffer) {
  const messages = [];
  let rest = buffer;
  for (;;) {
    const hash = rest.indexOf('#');
    if (hash === -1) break;
    const length = Number.parseInt(rest.slice(0, hash), 10);
    if (Number.isNaN(length)) throw new Error(`not a Nest TCP frame: ${rest.slice(0, 40)}`);
    if (rest.length - hash - 1 < length) break;
    messages.push(JSON.parse(rest.slice(hash + 1, hash + 1 + length)));
    rest = rest.slice(hash + 1 + length);
  }
  return { messages, rest };
}

/** Sends one request and resolves with Nest's answer packet ({ id, response } or { id, err }). */
export function ask({ host = '127.0.0.1', port, pattern, timeoutMs = TIMEOUT_MS }) {
  return new Promise((resolve, reject) => {
    const id = `probe-${process.pid}-${Date.now()}`;
    const socket = net.connect({ host, port });
    let buffer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer on ${host}:${port} within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = (error, packet) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(packet);
    };
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(frame({ pattern, data: {}, id })));
    socket.on('error', (error) => finish(new Error(`${host}:${port}: ${error.message}`)));
    socket.on('data', (chunk) => {
      try {
        const { messages, rest } = unframe(buffer + chunk);
        buffer = rest;
        const answer = messages.find((message) => message.id === id);
        if (answer) finish(null, answer);
      } catch (error) {
        finish(error);
      }
    });
  });
}

/** What a probe concludes from an answer: null when healthy, else the reason. */
export function verdict(packet, mode) {
  if (mode === 'live') return null;
  if (packet.err === undefined || packet.err === null) return null;
  const err = packet.err;
  return typeof err === 'object' && err !== null && 'message' in err
    ? String(err.message)
    : String(typeof err === 'string' ? err : JSON.stringify(err));
}

async function main(args) {
  const [portText, pattern] = args;
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error('usage: node rpc-probe.mjs <port> [<service>.health.check]');
    return 2;
  }
  const mode = pattern ? 'ready' : 'live';
  try {
    const packet = await ask({ port, pattern: pattern ?? LIVENESS_PATTERN });
    const problem = verdict(packet, mode);
    if (problem) {
      console.error(`not ready: ${problem}`);
      return 1;
    }
    return 0;
  } catch (error) {
    console.error(`${mode === 'live' ? 'not alive' : 'not ready'}: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Exit at once: a client's pending timers must not hold the probe past its verdict (stderr is a
  // pipe here, written synchronously). No top-level await: the launcher's readiness checks
  // (scripts/launcher/readiness.mjs) import this module, also from jest's CommonJS.
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
