/**
 * @app/rpc: the RPC transport between the gateway, the services and the workers: Nest's TCP
 * transport extended (DrainingTcpServer, CoalescingJsonSocket; they depend on Nest internals, see
 * README and nest-internals.spec.ts), the client call (sendRpc), the request id carried through
 * calls, and the signed caller assertions (keys, signer, verifier; docs/adr/0022).
 */
export {
  NOT_A_VERIFIED_CALLER,
  RPC_ASSERTION_LIFETIME_S,
  type RpcClaims,
  type RpcClockOptions,
  type RpcEnvelope,
} from './assertion/claims';
export { IsRpcPrivateKey, IsRpcPublicKeys } from './assertion/key-validators';
export {
  generateRpcKeyPair,
  parseRpcPrivateKey,
  parseRpcPublicKeys,
  type RpcKeyPair,
  rpcKeyId,
  rpcPrivateKeyVariable,
} from './assertion/keys';
export { RpcSigner } from './assertion/signer';
export { type RpcAdmission, RpcVerifier } from './assertion/verifier';
export {
  RPC_CALL_CHANNEL,
  type RpcCallOutcome,
  type RpcCallRecord,
  subscribeToRpcCalls,
} from './client/rpc-call-channel';
export { DEFAULT_RPC_TIMEOUT_MS, sendRpc } from './client/send-rpc';
export { CoalescingJsonSocket } from './transport/coalescing-json-socket';
export {
  DEFAULT_SHUTDOWN_GRACE_MS,
  DrainingTcpServer,
  type DrainingTcpServerOptions,
} from './transport/draining-tcp-server';
