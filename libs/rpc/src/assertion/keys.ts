import {
  type KeyObject,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
} from 'node:crypto';

import { type RpcCaller, isRpcCaller } from '@app/contracts';

/** One Ed25519 key pair as the environment carries it: base64 DER (PKCS#8 and SPKI). */
export interface RpcKeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * A fresh Ed25519 key pair (the launcher's `.data/`, tests, `node scripts/rpc-keys.mjs`).
 *
 * @example
 * const { privateKey, publicKey } = generateRpcKeyPair();
 */
export function generateRpcKeyPair(): RpcKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

/**
 * The variable that holds `caller`'s private key: `GATEWAY_RPC_PRIVATE_KEY`,
 * `NOTIFICATION_WORKER_RPC_PRIVATE_KEY`, … (each process is given its own only).
 */
export function rpcPrivateKeyVariable(caller: RpcCaller): string {
  return `${caller.toUpperCase().replaceAll('-', '_')}_RPC_PRIVATE_KEY`;
}

/** A key's id: the first 16 base64url characters of the SHA-256 of its SPKI DER. */
export function rpcKeyId(publicKey: KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return createHash('sha256').update(der).digest('base64url').slice(0, 16);
}

/** Parses a base64 PKCS#8 Ed25519 private key; throws a sentence naming `name` otherwise. */
export function parseRpcPrivateKey(value: string, name = 'the RPC private key'): KeyObject {
  try {
    const key = createPrivateKey({
      key: Buffer.from(value, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    if (key.asymmetricKeyType === 'ed25519') return key;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be a base64 PKCS#8 Ed25519 private key`);
}

/**
 * Parses `RPC_PUBLIC_KEYS`: JSON `{ "<caller>": ["<base64 SPKI Ed25519>", …] }`, more than one key
 * per caller while a key is rotated. Returns the keys by id; throws a sentence on anything else.
 */
export function parseRpcPublicKeys(
  json: string,
): Map<string, { caller: RpcCaller; key: KeyObject }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('RPC_PUBLIC_KEYS must be JSON: { "<caller>": ["<base64 SPKI key>", …] }');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('RPC_PUBLIC_KEYS must be a JSON object of callers');
  }
  const keys = new Map<string, { caller: RpcCaller; key: KeyObject }>();
  for (const [caller, list] of Object.entries(parsed)) {
    if (!isRpcCaller(caller)) throw new Error(`RPC_PUBLIC_KEYS names an unknown caller: ${caller}`);
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
      throw new Error(`RPC_PUBLIC_KEYS.${caller} must be a list of base64 keys`);
    }
    for (const item of list as string[]) {
      let key: KeyObject;
      try {
        key = createPublicKey({ key: Buffer.from(item, 'base64'), format: 'der', type: 'spki' });
      } catch {
        throw new Error(`RPC_PUBLIC_KEYS.${caller} holds a key that is not base64 SPKI`);
      }
      if (key.asymmetricKeyType !== 'ed25519') {
        throw new Error(`RPC_PUBLIC_KEYS.${caller} holds a key that is not Ed25519`);
      }
      keys.set(rpcKeyId(key), { caller, key });
    }
  }
  return keys;
}
