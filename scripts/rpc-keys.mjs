// Prints RPC signing keys in env-file form (docs/security.md, "Keys and their rotation"):
//
//   node scripts/rpc-keys.mjs            a whole set: RPC_PUBLIC_KEYS and every caller's key
//   node scripts/rpc-keys.mjs gateway    one new key pair of one caller (a rotation)
//
// Put the private keys only in their own process's secret (compose `.env`, the Kubernetes
// Secret), `RPC_PUBLIC_KEYS` in every service's.
import { RPC_CALLERS, generatePair, rpcPrivateKeyVariable } from './launcher/rpc-keys.mjs';

const only = process.argv[2];
if (only !== undefined && !RPC_CALLERS.includes(only)) {
  console.error(`Unknown caller "${only}": one of ${RPC_CALLERS.join(', ')}.`);
  process.exit(2);
}
const callers = only ? [only] : RPC_CALLERS;
const pairs = Object.fromEntries(callers.map((caller) => [caller, generatePair()]));
for (const caller of callers) {
  console.log(`${rpcPrivateKeyVariable(caller)}=${pairs[caller].privateKey}`);
}
if (only) {
  console.log(`# ${only}'s new public key: add it to ${only}'s list in RPC_PUBLIC_KEYS`);
  console.log(`# "${only}": ["<the old key>", "${pairs[only].publicKey}"]`);
} else {
  const publicKeys = Object.fromEntries(
    callers.map((caller) => [caller, [pairs[caller].publicKey]]),
  );
  console.log(`RPC_PUBLIC_KEYS=${JSON.stringify(publicKeys)}`);
}
