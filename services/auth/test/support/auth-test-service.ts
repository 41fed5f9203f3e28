import { randomBytes } from 'node:crypto';

import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { DataSource } from 'typeorm';

import {
  AuthPatterns,
  type AttachResetTokenResult,
  type RegisterDto,
  type SessionResult,
} from '@app/contracts';
import { OutboxEventEntity } from '@app/persistence';
import {
  aRegistration,
  connectRpcClient,
  createTestDatabase,
  createTestRedis,
  freePort,
  type TestDatabase,
  type TestRedis,
  testKeysEnv,
  testCallerSigner,
} from '@app/testing';
import {
  type CliOutput,
  createServiceMicroservice,
  loadConfig,
  sendRpc,
  SessionStore,
} from '@app/nest-core';

import { authService } from '../../src/service';
import { migrate } from '../../src/cli/migrate.command';
import { AuthEnv } from '../../src/config/env.schema';
import { hashResetToken } from '../../src/password-reset/reset-token';

/** A clock that follows real time but can be moved forward (e.g. past a token's expiry). */
export class MovableClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Moves the clock to `instant` (it goes on ticking from there). */
  setTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}

/** Collects CLI lines for assertions. */
export class RecordedOutput implements CliOutput {
  readonly lines: string[] = [];
  readonly errors: string[] = [];
  out = (line: string): void => void this.lines.push(line);
  err = (line: string): void => void this.errors.push(line);
}

export interface AuthTestService {
  env: AuthEnv;
  app: INestMicroservice;
  client: ClientProxy;
  dataSource: DataSource;
  sessions: SessionStore;
  redis: TestRedis;
  database: TestDatabase;
  clock: MovableClock;
  /** Sends one RPC as the gateway does: resolves with the answer, rejects with an `AppError`. */
  call<T>(pattern: string, payload: unknown): Promise<T>;
  /** Signs up a fresh user (see `aRegistration`) and returns the session result and the body. */
  register(overrides?: Partial<RegisterDto>): Promise<SessionResult & { body: RegisterDto }>;
  /** Asks for a reset link and attaches a fresh raw token, as the notification worker will. */
  issueResetToken(email: string): Promise<{ token: string; requestId: string }>;
  /** Rows of the outbox, oldest first. */
  outbox(topic?: string): Promise<OutboxEventEntity[]>;
  close(): Promise<void>;
}

/** The environment of a test service: its own database, key prefix and port. */
export function testEnv(
  database: TestDatabase,
  redis: TestRedis,
  port: number,
  overrides: Record<string, string> = {},
): AuthEnv {
  return loadConfig(AuthEnv, {
    ...testKeysEnv(),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    AUTH_SERVICE_PORT: String(port),
    RECOVERY_MIN_RESPONSE_MS: '20',
    MFA_ENCRYPTION_KEY: 'auth-test-mfa-encryption-key-0123456789abcdef',
    ...overrides,
  });
}

export interface StartAuthServiceOptions {
  /** Extra environment, e.g. `{ DATABASE_SCHEMA: 'accounts' }`. */
  env?: Record<string, string>;
  /** Use this database (left in place by `close()`) instead of a fresh one. */
  database?: TestDatabase;
  /** Run the outbox relay, as main.ts does. */
  relayOutbox?: boolean;
}

/**
 * Starts the real auth microservice in-process on a free port, against a fresh database (migrated
 * with the CLI's `migrate`) and a Redis key prefix of this test file, and connects a TCP client.
 */
export async function startAuthService(
  options: StartAuthServiceOptions = {},
): Promise<AuthTestService> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const redis = await createTestRedis();
  const env = testEnv(database, redis, await freePort(), options.env);
  await migrate(env, new RecordedOutput());
  const clock = new MovableClock();
  const app = await createServiceMicroservice(authService, env, {
    clock: clock.now,
    databaseRetryAttempts: 0,
    logLevels: ['error'],
    relayOutbox: options.relayOutbox ?? false,
  });
  await app.listen();
  const client = await connectRpcClient(env.AUTH_SERVICE_PORT);
  const dataSource = app.get(DataSource);
  const call = <T>(pattern: string, payload: unknown): Promise<T> =>
    sendRpc<T>(client, testCallerSigner('auth', pattern), 'auth', pattern, payload);

  return {
    env,
    app,
    client,
    dataSource,
    sessions: app.get(SessionStore),
    redis,
    database,
    clock,
    call,
    register: async (registrationOverrides = {}) => {
      const body = aRegistration(registrationOverrides);
      return { ...(await call<SessionResult>(AuthPatterns.Register, body)), body };
    },
    issueResetToken: async (email) => {
      await call(AuthPatterns.ForgotPassword, { email });
      const [request] = await dataSource.query<Array<{ id: string }>>(
        `SELECT r.id FROM password_reset_requests r JOIN users u ON u.id = r.user_id
         WHERE lower(u.email) = lower($1) ORDER BY r.created_at DESC LIMIT 1`,
        [email],
      );
      if (!request) throw new Error(`No reset request for ${email}`);
      const token = randomBytes(32).toString('base64url');
      const result = await call<AttachResetTokenResult>(AuthPatterns.AttachResetToken, {
        requestId: request.id,
        tokenHash: hashResetToken(token),
      });
      if (!result.attached) throw new Error('The token was not attached');
      return { token, requestId: request.id };
    },
    outbox: (topic) =>
      dataSource.getRepository(OutboxEventEntity).find({
        where: topic === undefined ? {} : { topic },
        order: { createdAt: 'ASC' },
      }),
    close: async () => {
      await client.close();
      await app.close();
      await redis.cleanup();
      if (ownsDatabase) await database.drop();
    },
  };
}
