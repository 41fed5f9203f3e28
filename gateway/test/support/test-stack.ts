/**
 * A real stack for gateway tests: a fresh Postgres database, a Redis key prefix, every service and
 * worker of the process manifest as its own process (built dist/, migrated first, each ready by its
 * readiness probe: scripts/launcher/stack.mjs), and the gateway in-process, driven by `inject`
 * (HTTP without a socket). Build first: `npm run build` (npm test does).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';

import { RPC_CALLERS, type RpcCaller } from '@app/contracts';
import { loadConfig } from '@app/nest-core';
import { rpcPrivateKeyVariable } from '@app/rpc';
import {
  A_GOOD_PASSWORD,
  createTestDatabase,
  createTestRedis,
  freePort,
  type TestDatabase,
  type TestRedis,
  TEST_SESSION_SECRET,
  testKeysEnv,
  testRpcKeyPairs,
  testRpcPublicKeys,
} from '@app/testing';

import { PROCESSES } from '../../../scripts/launcher/manifest.mjs';
import { ROOT, startStack, uncleanStops } from '../../../scripts/launcher/stack.mjs';
import { GatewayEnv } from '../../src/config/env.schema';
import { createGateway } from '../../src/main';
import { MetricsEnv } from '../../src/metrics/metrics.env';

/** The secret the test stack's auth service verifies unsubscribe links with. */
export const TEST_UNSUBSCRIBE_SECRET = 'gateway-test-unsubscribe-secret-0123456789abcdef';

/** The key the test stack's auth service encrypts administrators' TOTP secrets with. */
export const TEST_MFA_ENCRYPTION_KEY = 'gateway-test-mfa-encryption-key-0123456789abcdef';

/** The worker derives reset tokens from this; tests derive the same ones (HMAC of the request id). */
export const TEST_RESET_TOKEN_SECRET = 'gateway-test-reset-token-secret-0123456789abcdef';

const isRpcCaller = (name: string): name is RpcCaller =>
  (RPC_CALLERS as readonly string[]).includes(name);

/** What runs beside the in-process gateway: every service and worker of the manifest. */
const BACKEND = PROCESSES.filter((entry) => entry.kind === 'service' || entry.kind === 'worker');

export interface TestStack {
  app: NestFastifyApplication;
  database: TestDatabase;
  redis: TestRedis;
  authPort: number;
  /**
   * The variables the gateway was configured with (GatewayEnv and MetricsEnv): a test can start
   * another gateway on the same services with some changed (`createGateway`).
   */
  gatewayEnv: Record<string, string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * `gatewayEnv` configures the gateway (GatewayEnv and MetricsEnv variables, e.g. METRICS_TOKEN);
 * `servicesEnv` is added to every service's environment (e.g. Stripe keys and a fake Stripe API
 * for billing, which otherwise runs with donations not configured).
 */
export async function startTestStack(
  gatewayEnv: Record<string, string> = {},
  servicesEnv: Record<string, string> = {},
): Promise<TestStack> {
  const unbuilt = BACKEND.filter((entry) => !existsSync(path.join(ROOT, entry.script)));
  if (unbuilt.length > 0) {
    throw new Error(
      `Not built: ${unbuilt.map((entry) => entry.name).join(', ')}: run \`npm run build\` first (npm test does it).`,
    );
  }
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const keys = testRpcKeyPairs();
  const stack = await startStack({
    only: BACKEND.map((entry) => entry.name),
    // A developer's own Stripe keys never reach a test: billing runs unconfigured unless given.
    inherit: Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('STRIPE_')),
    ),
    env: {
      NODE_ENV: 'test',
      RECOVERY_MIN_RESPONSE_MS: '50',
      UNSUBSCRIBE_SECRET: TEST_UNSUBSCRIBE_SECRET,
      RESET_TOKEN_SECRET: TEST_RESET_TOKEN_SECRET,
      MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY,
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...servicesEnv,
    },
    database: { url: database.url },
    redis: { url: redis.url, keyPrefix: redis.keyPrefix },
    // No SMTP server listens there unless a test gives one: the worker's sends fail and are
    // retried, which those tests ignore.
    mail: { smtpUrl: servicesEnv['SMTP_URL'] ?? `smtp://127.0.0.1:${await freePort()}` },
    rpcKeys: {
      publicKeys: testRpcPublicKeys(),
      privateKeyEnv: (caller) => {
        if (!isRpcCaller(caller)) throw new Error(`${caller} is no caller of RPC_CALLERS`);
        return { [rpcPrivateKeyVariable(caller)]: keys[caller].privateKey };
      },
    },
    freePort,
  }).catch(async (error: unknown) => {
    await redis.cleanup();
    await database.drop();
    throw error;
  });
  const servicePorts = Object.fromEntries(
    Object.entries(stack.env).filter(([name]) => name.endsWith('_SERVICE_PORT')),
  );
  const gatewayVars = {
    NODE_ENV: 'test',
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    ...servicePorts,
    GATEWAY_RPC_PRIVATE_KEY: testKeysEnv()['GATEWAY_RPC_PRIVATE_KEY']!,
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...gatewayEnv,
  };
  const app = await createGateway(
    loadConfig(GatewayEnv, gatewayVars),
    loadConfig(MetricsEnv, gatewayEnv),
  );
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    database,
    redis,
    authPort: stack.ports['auth']!,
    gatewayEnv: gatewayVars,
    inject: (options) => app.getHttpAdapter().getInstance().inject(options),
    async close() {
      await app.close();
      // The gateway's callers first, the services they call last (startStack's stop order).
      const stops = await stack.stop();
      await redis.cleanup();
      await database.drop();
      // Each process drains and exits 0 by itself on SIGTERM; a crash, a kill or a hang fails.
      const unclean = uncleanStops(stops);
      if (unclean.length > 0) {
        throw new Error(`Not every process stopped cleanly on SIGTERM:\n  ${unclean.join('\n  ')}`);
      }
    },
  };
}

/** The session cookie a response set (`name=value`), for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie?.value)
    throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `sid=${cookie.value}`;
}

/**
 * Signs `username` up (e-mail `<username>@example.com`) from `remoteAddress`: the new user's id and
 * session cookie.
 */
export async function signUpOn(
  stack: TestStack,
  username: string,
  remoteAddress = '127.0.0.1',
): Promise<{ id: string; cookie: string }> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    payload: { username, email: `${username}@example.com`, password: A_GOOD_PASSWORD },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up of ${username} answered ${response.statusCode}: ${response.body}`);
  }
  return { id: response.json().id, cookie: sessionCookie(response) };
}

/** The TOTP secrets of the administrators this test process enrolled, and their last step used. */
const enrolledAdmins = new Map<string, { secret: string; lastStep: number }>();

/**
 * Signs an administrator in as a browser does (ASVS 5.0 V6.3.3): the password, then a TOTP code
 * from the secret shown at enrolment (the first sign-in of the account in this test process
 * enrols it). A code is accepted once, so a second sign-in within the same 30 s step waits for the
 * next one. Answers the session cookie.
 */
export async function signInAsAdmin(
  stack: TestStack,
  username: string,
  password = A_GOOD_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const first = await stack.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { username, password },
  });
  const body = first.json() as { mfa_required?: true; enrolment?: { secret: string } | null };
  if (first.statusCode !== 200 || body.mfa_required !== true) {
    throw new Error(`${username} got no second step (${first.statusCode}): ${first.body}`);
  }
  if (body.enrolment) enrolledAdmins.set(username, { secret: body.enrolment.secret, lastStep: 0 });
  const enrolled = enrolledAdmins.get(username);
  if (!enrolled) throw new Error(`${username} was enrolled outside this test process`);
  let step = Math.floor(Date.now() / 30_000);
  if (step <= enrolled.lastStep) {
    step = enrolled.lastStep + 1;
    await new Promise((resolve) => setTimeout(resolve, step * 30_000 - Date.now() + 100));
  }
  enrolled.lastStep = step;
  const code = await generate({ secret: enrolled.secret, epoch: step * 30 });
  const challenge = first.cookies.find((cookie) => cookie.name === 'mfa');
  const second = await stack.inject({
    method: 'POST',
    url: '/api/login/mfa',
    remoteAddress,
    headers: { cookie: `mfa=${challenge?.value ?? ''}` },
    payload: { code },
  });
  return sessionCookie(second);
}
