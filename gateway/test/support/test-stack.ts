/**
 * A real stack for gateway tests: a fresh Postgres database, a Redis key prefix, the built auth
 * service as its own process (migrated first), and the gateway in-process, driven by
 * `inject` (HTTP without a socket). Build first: `npm run build` (npm test does).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';

import { loadConfig } from '@app/nest-core';
import {
  A_GOOD_PASSWORD,
  createTestDatabase,
  createTestRedis,
  freePort,
  type TestDatabase,
  type TestRedis,
  TEST_SESSION_SECRET,
  testKeysEnv,
} from '@app/testing';

import { GatewayEnv } from '../../src/config/env.schema';
import { createGateway } from '../../src/main';
import { MetricsEnv } from '../../src/metrics/metrics.env';

const root = path.resolve(__dirname, '../../..');

/** The secret the test stack's auth service verifies unsubscribe links with. */
export const TEST_UNSUBSCRIBE_SECRET = 'gateway-test-unsubscribe-secret-0123456789abcdef';
const authDist = path.join(root, 'services/auth/dist');
const notificationDist = path.join(root, 'services/notification/dist');
const workerDist = path.join(root, 'services/notification-worker/dist');
const travelDist = path.join(root, 'services/travel/dist');
const billingDist = path.join(root, 'services/billing/dist');
const reportingDist = path.join(root, 'services/reporting/dist');
const pdfWorkerDist = path.join(root, 'services/reporting-worker/dist');

/** The key the test stack's auth service encrypts administrators' TOTP secrets with. */
export const TEST_MFA_ENCRYPTION_KEY = 'gateway-test-mfa-encryption-key-0123456789abcdef';

/** The worker derives reset tokens from this; tests derive the same ones (HMAC of the request id). */
export const TEST_RESET_TOKEN_SECRET = 'gateway-test-reset-token-secret-0123456789abcdef';

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
  if (
    ![
      authDist,
      notificationDist,
      workerDist,
      travelDist,
      billingDist,
      reportingDist,
      pdfWorkerDist,
    ].every((dist) => existsSync(path.join(dist, 'main.js')))
  ) {
    throw new Error('The services are not built: run `npm run build` first (npm test does it).');
  }
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const authPort = await freePort();
  const notificationPort = await freePort();
  const travelPort = await freePort();
  const billingPort = await freePort();
  const reportingPort = await freePort();
  // What the gateway and the services both need: the mode, Redis and where each service listens.
  const shared = {
    NODE_ENV: 'test',
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    AUTH_SERVICE_PORT: String(authPort),
    NOTIFICATION_SERVICE_PORT: String(notificationPort),
    TRAVEL_SERVICE_PORT: String(travelPort),
    BILLING_SERVICE_PORT: String(billingPort),
    REPORTING_SERVICE_PORT: String(reportingPort),
  };
  const env = {
    // A developer's own Stripe keys never reach a test: billing runs unconfigured unless given.
    ...Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('STRIPE_')),
    ),
    ...shared,
    DATABASE_URL: database.url,
    RECOVERY_MIN_RESPONSE_MS: '50',
    UNSUBSCRIBE_SECRET: TEST_UNSUBSCRIBE_SECRET,
    RESET_TOKEN_SECRET: TEST_RESET_TOKEN_SECRET,
    MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY,
    ...testKeysEnv(),
    // No SMTP server listens here: the worker's sends fail and are retried, which these tests ignore.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    ...servicesEnv,
  };
  for (const dist of [authDist, notificationDist, travelDist, billingDist, reportingDist]) {
    const migrate = spawnSync(process.execPath, [path.join(dist, 'cli.js'), 'migrate'], {
      env,
      encoding: 'utf8',
    });
    if (migrate.status !== 0) {
      throw new Error(`${dist} migrate failed: ${migrate.stderr}${migrate.stdout}`);
    }
  }
  const start = (dist: string) => {
    const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // The last lines of its log, for the error if it never listens.
    const lines: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 20));
    });
    return Object.assign(child, { name: path.basename(path.dirname(dist)), lines });
  };
  const auth = start(authDist);
  const notification = start(notificationDist);
  const worker = start(workerDist);
  // The e-mail worker listens on no port: it says when it is ready (a SIGTERM before it set up
  // its shutdown handling would kill it, which a short test's close() would take for a crash).
  const workerReady = waitForLine(worker, 'E-mail worker ready', 45_000);
  workerReady.catch(() => undefined); // awaited below; this only marks it handled until then
  const travel = start(travelDist);
  const billing = start(billingDist);
  const reporting = start(reportingDist);
  // The PDF worker says when it is ready (its Chromium warmed up, or reported missing).
  const pdfWorker = spawn(process.execPath, [path.join(pdfWorkerDist, 'main.js')], {
    env: { ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForPort(authPort, auth);
  await waitForPort(notificationPort, notification);
  await waitForPort(travelPort, travel);
  await waitForPort(billingPort, billing);
  await waitForPort(reportingPort, reporting);
  await waitForLine(pdfWorker, 'PDF worker ready');
  await workerReady;
  const gatewayVars = {
    ...shared,
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
    authPort,
    gatewayEnv: gatewayVars,
    inject: (options) => app.getHttpAdapter().getInstance().inject(options),
    async close() {
      await app.close();
      const stops = await Promise.all([
        stopProcess('auth', auth),
        stopProcess('notification', notification),
        stopProcess('notification-worker', worker),
        stopProcess('travel', travel),
        stopProcess('billing', billing),
        stopProcess('reporting', reporting),
        stopProcess('reporting-worker', pdfWorker),
      ]);
      await redis.cleanup();
      await database.drop();
      // Each process drains and exits 0 by itself on SIGTERM; a crash, a kill or a hang fails.
      const unclean = stops.filter((stop) => stop !== undefined);
      if (unclean.length > 0) {
        throw new Error(`Not every process stopped cleanly on SIGTERM:\n  ${unclean.join('\n  ')}`);
      }
    },
  };
}

/**
 * Resolves once `child` listens on `port`. Seven processes start at once on two cores, beside the
 * other jest worker's tests: allow them 45 s, and say which one failed and what it last logged.
 */
async function waitForPort(
  port: number,
  child: ChildProcess & { name: string; lines: string[] },
  timeoutMs = 45_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const lastLog = () =>
    child.lines.length > 0 ? `; its last lines:\n${child.lines.join('\n')}` : '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the ${child.name} service exited with code ${child.exitCode}${lastLog()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `the ${child.name} service did not listen on port ${port} within ${timeoutMs} ms${lastLog()}`,
  );
}

/** Waits until the child prints `text` on stdout (then keeps draining its output). */
function waitForLine(child: ChildProcess, text: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${seen}`)),
      timeoutMs,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the process exited with code ${code} before "${text}":\n${seen}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (seen.includes(text)) return;
      seen += chunk.toString();
      if (seen.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * Sends SIGTERM and waits for the exit (SIGKILL after 15 s, more than the services' 10 s drain
 * grace). Resolves undefined when the process exited 0 by itself, else with what went wrong.
 */
function stopProcess(name: string, child: ChildProcess): Promise<string | undefined> {
  const verdict = (code: number | null, signal: NodeJS.Signals | null, killed: boolean) =>
    code === 0 && !killed
      ? undefined
      : `${name}: ${killed ? 'killed after 15 s' : (signal ?? `exit ${code}`)}`;
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      // It ended before it was asked to: a crash, unless it exited 0.
      return resolve(verdict(child.exitCode, child.signalCode, false));
    }
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, 15_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(verdict(code, signal, killed));
    });
    child.kill('SIGTERM');
  });
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
