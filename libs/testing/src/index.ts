/**
 * @app/testing: the server test kit. Import it only from *.spec.ts and test/ files (lint enforces).
 */
export { A_GOOD_PASSWORD, aRegistration, aUser, NO_TRAVEL_SETTINGS } from './builders/user.builder';
export {
  createTestDatabase,
  DEFAULT_DATABASE_URL,
  type TestDatabase,
} from './postgres/create-test-database';
export { createTestRedis, DEFAULT_REDIS_URL, type TestRedis } from './redis/create-test-redis';
export {
  MainProcesses,
  startMainProcess,
  startSourceProcess,
  waitUntil,
  type SourceProcess,
  type SourceProcessOptions,
} from './process/source-process';
export { memoryLogDestination } from './logging/memory-log-destination';
export { OtlpReceiver, type ReceivedSpan } from './otlp/otlp-receiver';
export { startFakeRpcService } from './rpc/fake-rpc-service';
export { connectRpcClient, freePort } from './rpc/rpc-client';
export {
  TEST_SESSION_SECRET,
  testCallerSigner,
  testKeysEnv,
  testRpcKeyPairs,
  testRpcPublicKeys,
  testRpcSigner,
  testRpcVerifier,
} from './rpc/rpc-keys';
export { SmtpCatcher, type CaughtMail } from './smtp/smtp-catcher';
export { uniqueTestLabel } from './test-file-label';
export { useContainers } from './use-containers';
export { RecordedOutput } from './service/recorded-output';
export {
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
  startServiceUnderTest,
} from './service/start-service-under-test';
export { DEFAULT_NOW, MovableClock, SettableClock } from './service/test-clocks';
