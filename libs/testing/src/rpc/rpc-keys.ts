import { RPC_CALLERS, type RpcCaller, type RpcService, rpcAccessOf } from '@app/contracts';
import {
  generateRpcKeyPair,
  type RpcKeyPair,
  RpcSigner,
  RpcVerifier,
  rpcPrivateKeyVariable,
} from '@app/rpc';

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

/** The `SESSION_SECRET` of every test stack's gateway and auth service. */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef-0123456789';

/**
 * The keys every process of a test stack needs: `RPC_PUBLIC_KEYS`, each caller's
 * `<CALLER>_RPC_PRIVATE_KEY` (a test stack gives all processes one environment; `npm start`,
 * compose and Kubernetes give each process its own key only) and `SESSION_SECRET`.
 *
 * @example
 * spawn(process.execPath, [main], { env: { ...process.env, ...testKeysEnv() } });
 */
export function testKeysEnv(): Record<string, string> {
  const keys = testRpcKeyPairs();
  return {
    RPC_PUBLIC_KEYS: testRpcPublicKeys(),
    ...Object.fromEntries(
      RPC_CALLERS.map((caller) => [rpcPrivateKeyVariable(caller), keys[caller].privateKey]),
    ),
    SESSION_SECRET: TEST_SESSION_SECRET,
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

/**
 * The signer of the caller that sends `pattern` to `service` in the product (the first of its
 * callers in `RPC_ACCESS`, the gateway for a pattern it does not list): what a service's test
 * harness calls with, so each pattern arrives as from its real caller.
 *
 * @example
 * sendRpc(client, testCallerSigner('travel', pattern), 'travel', pattern, payload);
 */
export function testCallerSigner(service: RpcService, pattern: string): RpcSigner {
  const caller = rpcAccessOf(service, pattern)?.callers[0] ?? 'gateway';
  signers[caller] ??= testRpcSigner(caller);
  return signers[caller];
}

const signers: Partial<Record<RpcCaller, RpcSigner>> = {};

/** The verifier of `service` trusting the test keys (a test's fake of a service uses it). */
export function testRpcVerifier(service: RpcService): RpcVerifier {
  return new RpcVerifier(service, testRpcPublicKeys());
}
