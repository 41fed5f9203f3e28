// The RPC signing keys of a local `npm start` (docs/security.md, "Services trust no
// unauthenticated caller"): one Ed25519 key pair per calling process, generated once and kept in
// .data/rpc-keys.json (mode 0600). Each process is given only its own private key
// (`<CALLER>_RPC_PRIVATE_KEY`); every service gets the public keys (`RPC_PUBLIC_KEYS`). Set in the
// environment, `RPC_PUBLIC_KEYS` and the private keys are taken as they are (a rotation).
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { localDataDir } from './data-dir.mjs';
import { rpcCallers } from './manifest.mjs';

/**
 * The callers of the manifest (`caller` of each process), which are `RPC_CALLERS` of
 * @app/contracts (the launcher runs without a build of it; tools/launcher-checks compares them).
 */
export const RPC_CALLERS = rpcCallers();

/** `GATEWAY_RPC_PRIVATE_KEY`, `NOTIFICATION_WORKER_RPC_PRIVATE_KEY`, … (nest-core's names). */
export function rpcPrivateKeyVariable(caller) {
  return `${caller.toUpperCase().replaceAll('-', '_')}_RPC_PRIVATE_KEY`;
}

export function generatePair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

/** Keys of a throw-away stack: a new pair per caller, kept nowhere. Same shape as localRpcKeys. */
export function freshRpcKeys() {
  const pairs = Object.fromEntries(RPC_CALLERS.map((caller) => [caller, generatePair()]));
  return {
    publicKeys: JSON.stringify(
      Object.fromEntries(RPC_CALLERS.map((caller) => [caller, [pairs[caller].publicKey]])),
    ),
    privateKeyEnv: (caller) => ({ [rpcPrivateKeyVariable(caller)]: pairs[caller].privateKey }),
  };
}

/**
 * `{ publicKeys, privateKeyEnv(caller) }`: the JSON for `RPC_PUBLIC_KEYS`, and the one variable a
 * caller's process is given.
 */
export function localRpcKeys(root) {
  const file = path.join(localDataDir(root), 'rpc-keys.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const caller of RPC_CALLERS) {
    if (!stored[caller]?.privateKey || !stored[caller]?.publicKey) {
      stored[caller] = generatePair();
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const publicKeys =
    process.env.RPC_PUBLIC_KEYS ||
    JSON.stringify(
      Object.fromEntries(RPC_CALLERS.map((caller) => [caller, [stored[caller].publicKey]])),
    );
  return {
    publicKeys,
    privateKeyEnv(caller) {
      const name = rpcPrivateKeyVariable(caller);
      return { [name]: process.env[name] || stored[caller].privateKey };
    },
  };
}
