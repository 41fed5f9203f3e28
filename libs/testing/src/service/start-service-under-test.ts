import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

import { createServiceMicroservice, loadConfig, type ServiceDefinition } from '@app/nest-core';
import { DEFAULT_RPC_TIMEOUT_MS, sendRpc } from '@app/rpc';

import { createTestDatabase, type TestDatabase } from '../postgres/create-test-database';
import { createTestRedis, type TestRedis } from '../redis/create-test-redis';
import { connectRpcClient, freePort } from '../rpc/rpc-client';
import { testCallerSigner, testKeysEnv } from '../rpc/rpc-keys';

export interface ServiceUnderTestOptions<Env, Options> {
  /** The service's own test configuration and the test's overrides (last wins). */
  env?: Record<string, string | undefined>;
  /** Use this database (left in place by `close()`) instead of a fresh one. */
  database?: TestDatabase;
  /** Prepares the database before the service starts, e.g. the CLI's `migrate`. */
  migrate?: (env: Env) => Promise<unknown>;
  /** The root module's options (clock, relayOutbox, …). */
  options?: Options;
  /** Stops what the test started beside the service (fakes), after it, or if it fails to start. */
  cleanup?: () => Promise<void>;
  /** How long `call` waits for an answer (default: sendRpc's). */
  callTimeoutMs?: number;
}

/** A service running in-process for a test, with what the test needs around it. */
export interface ServiceUnderTest<Env> {
  env: Env;
  app: INestMicroservice;
  /** A TCP client connected to it (a raw `send` skips the caller's assertion). */
  client: ClientProxy;
  database: TestDatabase;
  redis: TestRedis;
  /** Sends one RPC as its real caller does: resolves with the answer, rejects with an `AppError`. */
  call<T>(pattern: string, payload: unknown): Promise<T>;
  /** Has `close()` also run `closer` (the test's queues, pools, buses), right after the service. */
  alsoClose(closer: () => Promise<unknown>): void;
  /**
   * Closes the client and the service, then what `alsoClose` was given (in that order), the
   * test's `cleanup`, the Redis keys and (its own) database.
   */
  close(): Promise<void>;
}

/**
 * Starts the real service in-process, as main.ts does (the shared bootstrap), on a free port,
 * against a fresh database (prepared with `migrate`) and a Redis key prefix of this test file,
 * with the test RPC keys, only error logs and no database retries; then connects a TCP client.
 *
 * @example
 * const travel = await startServiceUnderTest(travelService, { migrate: (env) => migrate(env, new RecordedOutput()) });
 * await travel.call(TravelPatterns.ListEntries, { userId });
 */
export async function startServiceUnderTest<
  Env extends { RPC_PUBLIC_KEYS?: string | undefined },
  Options extends object,
>(
  service: ServiceDefinition<Env, Options>,
  options: ServiceUnderTestOptions<Env, Options> = {},
): Promise<ServiceUnderTest<Env>> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const redis = await createTestRedis();
  const cleanUp = async (): Promise<void> => {
    await options.cleanup?.();
    await redis.cleanup();
    if (ownsDatabase) await database.drop();
  };
  let env: Env;
  let app: INestMicroservice;
  try {
    env = loadConfig(service.Env, {
      ...testKeysEnv(),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      [service.portVariable]: String(await freePort()),
      ...options.env,
    });
    await options.migrate?.(env);
    app = await createServiceMicroservice(service, env, {
      databaseRetryAttempts: 0,
      ...options.options,
      logLevels: ['error'],
    } as Options);
    await app.listen();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const client = await connectRpcClient(Number(env[service.portVariable]));
  const closers: Array<() => Promise<unknown>> = [];
  return {
    env,
    app,
    client,
    database,
    redis,
    call: (pattern, payload) =>
      sendRpc(
        client,
        testCallerSigner(service.name, pattern),
        service.name,
        pattern,
        payload,
        options.callTimeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
      ),
    alsoClose: (closer) => void closers.push(closer),
    close: async () => {
      await client.close();
      await app.close();
      for (const closer of closers) await closer();
      await cleanUp();
    },
  };
}
