// Helpers the benchmarks share.
import net from 'node:net';

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers 2xx (polling every 100 ms), or throws after `timeoutMs`. */
export async function waitHttp(url, timeoutMs = 15_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** The `p`th percentile of an ascending array. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The key the benchmarks' auth service encrypts administrators' TOTP secrets with. */
export const BENCH_MFA_ENCRYPTION_KEY = 'bench-mfa-encryption-key-not-a-secret-0123';

/**
 * Signs a freshly promoted administrator in as a browser does (ADR 0023): the password, then the
 * first code of the secret shown at enrolment. Answers the session cookie (`name=value`).
 */
export async function adminSessionCookie(base, username, password) {
  const { generate } = await import('otplib');
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { enrolment } = await login.json();
  if (!enrolment) throw new Error(`login of ${username}: no enrolment (${login.status})`);
  const challenge = login.headers.get('set-cookie').split(';')[0];
  const verified = await fetch(`${base}/api/login/mfa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: challenge },
    body: JSON.stringify({ code: await generate({ secret: enrolment.secret }) }),
  });
  if (!verified.ok) throw new Error(`code of ${username}: ${verified.status}`);
  const cookie = verified.headers.getSetCookie().find((line) => /^(__Host-)?sid=/.test(line));
  return cookie.split(';')[0];
}

/**
 * Keys for the processes a benchmark starts (docs/security.md): `env` holds `RPC_PUBLIC_KEYS`,
 * every caller's private key (one environment for all the bench's processes) and
 * `SESSION_SECRET`; `envelope` wraps a payload as the gateway sends it,
 * for a benchmark that calls a service directly. Needs the server build (libs/nest-core/dist).
 */
export async function benchKeys() {
  const { RPC_CALLERS } = commonJs(await import('@app/contracts'));
  const { RpcSigner, generateRpcKeyPair, rpcPrivateKeyVariable } = commonJs(
    await import('@app/nest-core'),
  );
  const pairs = Object.fromEntries(RPC_CALLERS.map((caller) => [caller, generateRpcKeyPair()]));
  const env = {
    RPC_PUBLIC_KEYS: JSON.stringify(
      Object.fromEntries(RPC_CALLERS.map((caller) => [caller, [pairs[caller].publicKey]])),
    ),
    ...Object.fromEntries(
      RPC_CALLERS.map((caller) => [rpcPrivateKeyVariable(caller), pairs[caller].privateKey]),
    ),
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef-0123',
  };
  const gateway = new RpcSigner('gateway', pairs.gateway.privateKey);
  return {
    env,
    envelope: (service, pattern, payload) => gateway.envelope(service, pattern, payload),
  };
}

/** A CommonJS build imported from ESM: its exports (Node finds only some of them as named ones). */
function commonJs(namespace) {
  return namespace.default ?? namespace;
}
