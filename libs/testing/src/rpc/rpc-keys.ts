import { RPC_CALLERS, type RpcCaller, type RpcService } from '@app/contracts';
import {
  generateRpcKeyPair,
  type RpcKeyPair,
  RpcSigner,
  RpcVerifier,
  rpcPrivateKeyVariable,
} from '@app/nest-core';

/** One key pair per caller, made once per test file (jest gives each file its own module copy). */
let pairs: Record<RpcCaller, RpcKeyPair> | undefined;

/** The key pairs of every caller for this test file. */
export function testRpcKeyPairs(): Record<RpcCaller, RpcKeyPair> {
  pairs ??= Object.fromEntries(
    RPC_CALLERS.map((caller) => [caller, generateRpcKeyPair()]),
  ) as Record<RpcCaller, RpcKeyPair>;
  return pairs;
}

/** `RPC_PUBLIC_KEYS` of the test keys: every caller's public key. */
export function testRpcPublicKeys(): string {
  const keys = testRpcKeyPairs();
  return JSON.stringify(
    Object.fromEntries(RPC_CALLERS.map((caller) => [caller, [keys[caller].publicKey]])),
  );
}

/**
 * The RPC key variables of every process of a test stack: `RPC_PUBLIC_KEYS` and each caller's
 * `<CALLER>_RPC_PRIVATE_KEY` (a test stack gives all processes one environment; `npm start`,
 * compose and Kubernetes give each process its own key only).
 *
 * @example
 * spawn(process.execPath, [main], { env: { ...process.env, ...testRpcEnv() } });
 */
export function testRpcEnv(): Record<string, string> {
  const keys = testRpcKeyPairs();
  return {
    RPC_PUBLIC_KEYS: testRpcPublicKeys(),
    ...Object.fromEntries(
      RPC_CALLERS.map((caller) => [rpcPrivateKeyVariable(caller), keys[caller].privateKey]),
    ),
  };
}

/**
 * A signer holding `caller`'s test key (default the gateway's): what a test sends calls with.
 * `nowS` moves its clock (an expired assertion).
 *
 * @example
 * await sendRpc(client, testRpcSigner(), 'travel', TravelPatterns.ListEntries, { userId });
 */
export function testRpcSigner(caller: RpcCaller = 'gateway', nowS?: () => number): RpcSigner {
  return new RpcSigner(caller, testRpcKeyPairs()[caller].privateKey, nowS ? { nowS } : {});
}

/** The verifier of `service` trusting the test keys (a test's fake of a service uses it). */
export function testRpcVerifier(service: RpcService): RpcVerifier {
  return new RpcVerifier(service, testRpcPublicKeys());
}
