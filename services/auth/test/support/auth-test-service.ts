import { randomBytes } from 'node:crypto';

import { DataSource } from 'typeorm';

import {
  AuthPatterns,
  type AttachResetTokenResult,
  type RegisterDto,
  type SessionResult,
} from '@app/contracts';
import { SessionStore } from '@app/sessions';
import { type OutboxEventEntity, outboxRows } from '@app/persistence';
import {
  aRegistration,
  MovableClock,
  RecordedOutput,
  type ServiceUnderTest,
  startServiceUnderTest,
  type TestDatabase,
} from '@app/testing';

import { migrate } from '../../src/cli/migrate.command';
import type { AuthEnv } from '../../src/config/env.schema';
import { hashResetToken } from '../../src/password-reset/reset-token';
import { authService } from '../../src/service';

export interface AuthTestService extends ServiceUnderTest<AuthEnv> {
  dataSource: DataSource;
  sessions: SessionStore;
  clock: MovableClock;
  /** Signs up a fresh user (see `aRegistration`) and returns the session result and the body. */
  register(overrides?: Partial<RegisterDto>): Promise<SessionResult & { body: RegisterDto }>;
  /** Asks for a reset link and attaches a fresh raw token, as the notification worker will. */
  issueResetToken(email: string): Promise<{ token: string; requestId: string }>;
  /** Rows of the outbox, oldest first. */
  outbox(topic?: string): Promise<OutboxEventEntity[]>;
}

/** The auth service's own test configuration (fast recovery answers, a fixed MFA key). */
const AUTH_TEST_ENV = {
  RECOVERY_MIN_RESPONSE_MS: '20',
  MFA_ENCRYPTION_KEY: 'auth-test-mfa-encryption-key-0123456789abcdef',
};

export interface StartAuthServiceOptions {
  /** Extra environment, e.g. `{ DATABASE_SCHEMA: 'accounts' }`. */
  env?: Record<string, string>;
  /** Use this database (left in place by `close()`) instead of a fresh one. */
  database?: TestDatabase;
  /** Run the outbox relay, as main.ts does. */
  relayOutbox?: boolean;
}

/**
 * Starts the real auth microservice in-process (`startServiceUnderTest`), its database migrated
 * with the CLI's `migrate`, on a clock the test can move.
 */
export async function startAuthService(
  options: StartAuthServiceOptions = {},
): Promise<AuthTestService> {
  const clock = new MovableClock();
  const service = await startServiceUnderTest(authService, {
    env: { ...AUTH_TEST_ENV, ...options.env },
    ...(options.database && { database: options.database }),
    migrate: (env) => migrate(env, new RecordedOutput()),
    options: { clock: clock.now, relayOutbox: options.relayOutbox ?? false },
  });
  const { call } = service;
  const dataSource = service.app.get(DataSource);

  return {
    ...service,
    dataSource,
    sessions: service.app.get(SessionStore),
    clock,
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
    outbox: (topic) => outboxRows(dataSource, topic),
  };
}
