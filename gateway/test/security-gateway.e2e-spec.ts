/**
 * The security suite, "Gateway" (issue 18; docs/security.md): the edge's own controls against
 * the real stack, over `inject` and, where the client's bytes matter, over a real socket:
 *
 * - TRUST_PROXY: a client's own X-Forwarded-For changes no per-IP limit (trust none by default,
 *   in production too); behind a named proxy only the address that proxy adds counts;
 * - /api/admin/*: the admin role is checked before the body is read (401/403, never 413 first;
 *   the answer comes before a large body has been sent, and the connection closes);
 * - slow clients: headers, bodies and whole requests that arrive too slowly are cut off with 408
 *   and a closed connection; an idle keep-alive connection is closed;
 * - /metrics needs its token in production; /health/ready probes the services at most once a
 *   second however often it is asked; anonymous payment intents are throttled per IP (and a
 *   signed-in donor's per account).
 *
 * The admin bulk e-mail at the scale of 'Select All' (200,000 ids) and the users CSV under these
 * limits: gateway/test/admin.e2e-spec.ts and gateway/test/security-abuse.e2e-spec.ts.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions } from 'fastify';
import { Client } from 'pg';

import { BULK_EMAIL_BODY_LIMIT_BYTES, PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@app/contracts';
import { loadConfig } from '@app/nest-core';
import { subscribeToRpcCalls } from '@app/rpc';
import { testKeysEnv } from '@app/testing';

import { GatewayEnv, IDLE_CONNECTION_MARGIN_MS } from '../src/config/env.schema';
import { READINESS_REUSE_MS } from '../src/health/health.controller';
import { createGateway } from '../src/main';
import { MetricsEnv } from '../src/metrics/metrics.env';
import { openRaw, portOf, type RawResponse, within } from './support/raw-http';
import { type TestStack, signUpOn, startTestStack } from './support/test-stack';

const METRICS_TOKEN = 'security-gateway-metrics-token-0123';
const SIGN_IN_PER_IP = 3;
const PAYMENTS_PER_HOUR = 3;
/** The deadlines of the "slow clients" gateway (ms). */
const SLOW = { headers: 1_000, body: 1_000, request: 2_500, keepAlive: 1_000 };
/** Margin for a deadline's enforcement on a loaded 2-core machine (Node checks once a second). */
const GRACE_MS = 4_000;

let stack: TestStack;
let db: Client;
const extraGateways: NestFastifyApplication[] = [];
let clients = 0;

/** A fresh client address per call unless the test shares one. */
function freshIp(): string {
  clients += 1;
  return `10.18.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Another gateway on the same services and Redis, with some variables changed. */
async function anotherGateway(changes: Record<string, string>): Promise<NestFastifyApplication> {
  const vars = { ...stack.gatewayEnv, ...changes };
  const app = await createGateway(loadConfig(GatewayEnv, vars), loadConfig(MetricsEnv, vars));
  extraGateways.push(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

function inject(app: NestFastifyApplication, options: InjectOptions) {
  return app.getHttpAdapter().getInstance().inject(options);
}

function signUp(username: string): Promise<{ id: string; cookie: string }> {
  return signUpOn(stack, username, freshIp());
}

/** A wrong sign-in from `ip` (through `app`), with `headers`: its status. */
async function wrongSignIn(
  app: NestFastifyApplication,
  ip: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await inject(app, {
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers,
    payload: { username: 'nobody-at-all', password: 'not-the-password-1' },
  });
  return response.statusCode;
}

beforeAll(async () => {
  stack = await startTestStack({
    RATE_LIMIT_SIGN_IN_PER_IP: String(SIGN_IN_PER_IP),
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000',
    RATE_LIMIT_PAYMENT_PER_IP: String(PAYMENTS_PER_HOUR),
    RATE_LIMIT_PAYMENT_PER_ACCOUNT: String(PAYMENTS_PER_HOUR),
  });
  db = new Client({ connectionString: stack.database.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  for (const app of extraGateways) await app.close();
  await db?.end();
  await stack?.close();
}, 60_000);

describe('TRUST_PROXY: which X-Forwarded-For the per-IP limits believe', () => {
  it('ignores a client’s own X-Forwarded-For by default, in production too', async () => {
    const production = await anotherGateway({
      NODE_ENV: 'production',
      SECURE_COOKIES: 'false',
      METRICS_TOKEN,
    });
    const ip = '203.0.113.61';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_IP; i += 1) {
      // Each attempt claims to come from somewhere else.
      statuses.push(await wrongSignIn(production, ip, { 'x-forwarded-for': `198.18.0.${i + 1}` }));
    }
    expect(statuses).toEqual([...Array(SIGN_IN_PER_IP).fill(401), 429]);
  });

  it('behind a named proxy counts the address that proxy adds, not what the client wrote', async () => {
    const behindProxy = await anotherGateway({ TRUST_PROXY: '127.0.0.1' });
    const client = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_IP; i += 1) {
      // The proxy (127.0.0.1) appends the address it saw to whatever the client sent.
      const forwarded = `198.18.1.${i + 1}, ${client}`;
      statuses.push(await wrongSignIn(behindProxy, '127.0.0.1', { 'x-forwarded-for': forwarded }));
    }
    expect(statuses).toEqual([...Array(SIGN_IN_PER_IP).fill(401), 429]);
    // Another client behind the same proxy has its own count.
    expect(
      await wrongSignIn(behindProxy, '127.0.0.1', { 'x-forwarded-for': '198.51.100.10' }),
    ).toBe(401);
    // A client that reaches the gateway directly cannot pose as the proxy's clients.
    const direct = '198.51.100.77';
    const fromDirect: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_IP; i += 1) {
      fromDirect.push(await wrongSignIn(behindProxy, direct, { 'x-forwarded-for': `10.9.0.${i}` }));
    }
    expect(fromDirect).toEqual([...Array(SIGN_IN_PER_IP).fill(401), 429]);
  });

  it('refuses a setting that would trust any client, or a hop count, at start-up', () => {
    for (const value of ['true', '1', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig(GatewayEnv, { ...testKeysEnv(), TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY/,
      );
    }
    expect(
      loadConfig(GatewayEnv, { ...testKeysEnv(), TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '::1']);
    expect(loadConfig(GatewayEnv, testKeysEnv()).trustProxy).toBe(false);
  });
});

describe('/api/admin/*: the admin role before the body', () => {
  /** Admin routes that take a method with a body, with ids filled in. */
  const adminWrites = [
    ['POST', '/api/admin/send-email'],
    ['POST', '/api/admin/cleanup-all-entries'],
    ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000001'],
    [
      'DELETE',
      '/api/admin/users/00000000-0000-4000-8000-000000000001/entries/00000000-0000-4000-8000-000000000002',
    ],
  ] as const;
  /** A JSON body over every ordinary route's 64 KiB limit. */
  const largeBody = JSON.stringify({ padding: 'x'.repeat(100 * 1024) });

  it('answers 401 signed out and 403 to a non-admin on every admin write, never 413 first', async () => {
    const user = await signUp('not-an-admin-1');
    const answers: string[] = [];
    for (const [method, url] of adminWrites) {
      for (const cookie of [undefined, user.cookie]) {
        const response = await stack.inject({
          method,
          url,
          remoteAddress: freshIp(),
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: largeBody,
        });
        answers.push(`${method} ${url} ${response.statusCode} ${response.json().code}`);
        expect(response.headers.connection).toBe('close');
      }
    }
    expect(answers).toEqual(
      adminWrites.flatMap(([method, url]) => [
        `${method} ${url} 401 UNAUTHENTICATED`,
        `${method} ${url} 403 FORBIDDEN`,
      ]),
    );
  });

  it('refuses a non-admin’s 9 MB bulk e-mail before the client has sent it, and closes', async () => {
    const user = await signUp('not-an-admin-2');
    await stack.app.listen(0, '127.0.0.1');
    const connection = await openRaw(portOf(stack.app.getHttpServer()));
    const length = BULK_EMAIL_BODY_LIMIT_BYTES - 1_000;
    await connection.write(
      `POST /api/admin/send-email HTTP/1.1\r\nHost: localhost\r\nCookie: ${user.cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
    );
    await connection.write(`{"userIds":["${'0'.repeat(64 * 1024)}`);
    const answer = await within(connection.response, 20_000, 'no answer' as const);
    expect(answer).toMatchObject({ status: 403, headers: { connection: 'close' } });
    expect(JSON.parse((answer as RawResponse).body)).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect(connection.sent).toBeLessThan(length / 100);
    expect(await within(connection.closed, 10_000, 'still open' as const)).not.toBe('still open');
  });

  it('keeps an admin’s own limits: 64 KiB on every admin route but the bulk e-mail', async () => {
    const admin = await signUp('body-limit-admin');
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const response = await stack.inject({
      method: 'POST',
      url: '/api/admin/cleanup-all-entries',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: largeBody,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('slow clients', () => {
  let port: number;
  let slowServer: unknown;
  let admin: { id: string; cookie: string };

  beforeAll(async () => {
    const slow = await anotherGateway({
      HTTP_HEADERS_TIMEOUT_MS: String(SLOW.headers),
      HTTP_BODY_TIMEOUT_MS: String(SLOW.body),
      HTTP_REQUEST_TIMEOUT_MS: String(SLOW.request),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(SLOW.keepAlive),
    });
    await slow.listen(0, '127.0.0.1');
    slowServer = slow.getHttpServer();
    port = portOf(slow.getHttpServer());
    admin = await signUp('slow-admin');
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [admin.id]);
  });

  /** Opens a connection, sends `head` and waits for the answer and the close; with their times. */
  async function exchange(head: string, trickle?: () => string) {
    const connection = await openRaw(port);
    const started = Date.now();
    await connection.write(head);
    let dripping = true;
    const drip = (async () => {
      while (dripping && trickle) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (dripping) await connection.write(trickle());
      }
    })();
    const response = await within(connection.response, SLOW.request + 10_000, null);
    const closedAt = await within(connection.closed, 10_000, null);
    dripping = false;
    await drip;
    connection.destroy();
    return { response, elapsed: (closedAt ?? Date.now()) - started, closed: closedAt !== null };
  }

  it('cuts off a body that trickles in, with 408 and a closed connection', async () => {
    const { response, elapsed, closed } = await exchange(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":',
    );
    expect(response).toMatchObject({ status: 408, headers: { connection: 'close' } });
    expect(JSON.parse(response!.body)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    expect(closed).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(SLOW.body);
    expect(elapsed).toBeLessThan(SLOW.body + GRACE_MS);
  });

  it('cuts off headers that never end, with 408 and a closed connection', async () => {
    const { response, elapsed, closed } = await exchange(
      'GET /health/live HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
    );
    expect(response?.status).toBe(408);
    expect(closed).toBe(true);
    expect(elapsed).toBeLessThan(SLOW.headers + GRACE_MS);
  });

  it('gives the admin’s bulk e-mail the whole request’s deadline, then cuts it off too', async () => {
    const { response, elapsed, closed } = await exchange(
      `POST /api/admin/send-email HTTP/1.1\r\nHost: localhost\r\nCookie: ${admin.cookie}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"userIds":[',
      () => `"00000000-0000-4000-8000-000000000000",`,
    );
    expect(response?.status).toBe(408);
    expect(closed).toBe(true);
    // Not at the ordinary body deadline: the bulk e-mail's body may take the whole request's.
    expect(elapsed).toBeGreaterThanOrEqual(SLOW.request - 100);
    expect(elapsed).toBeLessThan(SLOW.request + GRACE_MS);
  });

  it('closes an idle keep-alive connection', async () => {
    const connection = await openRaw(port);
    await connection.write('GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const response = await within(connection.response, 10_000, null);
    const answeredAt = Date.now();
    expect(response?.status).toBe(200);
    const closedAt = await within(connection.closed, SLOW.keepAlive + GRACE_MS, null);
    expect(closedAt).not.toBeNull();
    expect(closedAt! - answeredAt).toBeGreaterThanOrEqual(SLOW.keepAlive - 100);
  });

  it('sets every deadline on the server, the idle one above the longest service call', () => {
    const server = slowServer as unknown as {
      headersTimeout: number;
      requestTimeout: number;
      keepAliveTimeout: number;
      timeout: number;
    };
    expect(server).toMatchObject({
      headersTimeout: SLOW.headers,
      requestTimeout: SLOW.request,
      keepAliveTimeout: SLOW.keepAlive,
      timeout: 90_000 + IDLE_CONNECTION_MARGIN_MS,
    });
    expect(() =>
      loadConfig(GatewayEnv, {
        ...testKeysEnv(),
        HTTP_REQUEST_TIMEOUT_MS: '5000',
        HTTP_BODY_TIMEOUT_MS: '6000',
      }),
    ).toThrow(/HTTP_REQUEST_TIMEOUT_MS must be at least/);
  });
});

describe('GET /metrics in production', () => {
  it('refuses to start without METRICS_TOKEN', async () => {
    const vars = { ...stack.gatewayEnv, NODE_ENV: 'production', SECURE_COOKIES: 'false' };
    await expect(
      createGateway(loadConfig(GatewayEnv, vars), loadConfig(MetricsEnv, {})).then(async (app) => {
        extraGateways.push(app);
        return 'started';
      }),
    ).rejects.toThrow(/METRICS_TOKEN: required when NODE_ENV=production/);
  });

  it('answers a scrape only with the token', async () => {
    const production = await anotherGateway({
      NODE_ENV: 'production',
      SECURE_COOKIES: 'false',
      METRICS_TOKEN,
    });
    const scrape = (authorization?: string) =>
      inject(production, {
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });
});

describe('GET /health/ready', () => {
  it('probes the services at most once a second, however often it is asked', async () => {
    const rounds: number[] = [];
    const stop = subscribeToRpcCalls((call) => {
      if (call.pattern === 'auth.health.check') rounds.push(Date.now());
    });
    try {
      // The previous round (another test's, or none) is allowed to age out first.
      await new Promise((resolve) => setTimeout(resolve, READINESS_REUSE_MS));
      const started = Date.now();
      const ask = () => stack.inject({ method: 'GET', url: '/health/ready' });
      const burst = await Promise.all(Array.from({ length: 50 }, ask));
      const sequential = [];
      for (let i = 0; i < 20; i += 1) sequential.push(await ask());
      const elapsed = Date.now() - started;
      for (const response of [...burst, ...sequential]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 'ok' });
      }
      expect(rounds.length).toBeGreaterThanOrEqual(1);
      expect(rounds.length).toBeLessThanOrEqual(Math.floor(elapsed / READINESS_REUSE_MS) + 1);
      // And the answer is fresh again after a second.
      const before = rounds.length;
      await new Promise((resolve) => setTimeout(resolve, READINESS_REUSE_MS + 100));
      expect((await ask()).statusCode).toBe(200);
      expect(rounds.length).toBe(before + 1);
      for (let i = 1; i < rounds.length; i += 1) {
        expect(rounds[i]! - rounds[i - 1]!).toBeGreaterThanOrEqual(READINESS_REUSE_MS);
      }
    } finally {
      stop();
    }
  });
});

describe('POST /api/create-payment-intent', () => {
  const tier = { amount: 300, productCode: 'coffee' };

  function expectPaymentsThrottled(response: Awaited<ReturnType<typeof stack.inject>>) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many payment attempts\. Please wait \d+ (minutes?|seconds?) and try again\.$/,
      ),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
  }

  it('throttles a visitor per client IP with 429, Retry-After and a message', async () => {
    const ip = '203.0.113.90';
    const post = (remoteAddress: string) =>
      stack.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        remoteAddress,
        payload: tier,
      });
    const answers = [];
    for (let i = 0; i < PAYMENTS_PER_HOUR; i += 1) answers.push(await post(ip));
    // Billing runs without Stripe keys here: each call reached it and was told so.
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(PAYMENTS_NOT_CONFIGURED_MESSAGE);
    }
    expectPaymentsThrottled(await post(ip));
    expect((await post('203.0.113.91')).statusCode).toBe(503);
  });

  it('throttles a signed-in donor per account, from any address', async () => {
    const donor = await signUp('throttled-donor');
    const post = () =>
      stack.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        remoteAddress: freshIp(),
        headers: { cookie: donor.cookie },
        payload: tier,
      });
    for (let i = 0; i < PAYMENTS_PER_HOUR; i += 1) expect((await post()).statusCode).toBe(503);
    expectPaymentsThrottled(await post());
  });
});
