/**
 * The edge's own behaviour, before any service is involved: body limits and types, CSRF,
 * security headers, request ids, unknown routes, signed-out calls.
 */
import { randomUUID } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions } from 'fastify';

import { loadConfig } from '@app/nest-core';
import { testKeysEnv } from '@app/testing';

import { GatewayEnv } from '../src/config/env.schema';
import { createGateway } from '../src/main';

let app: NestFastifyApplication;

const inject = (options: InjectOptions) => app.getHttpAdapter().getInstance().inject(options);

beforeAll(async () => {
  const env = loadConfig(GatewayEnv, {
    ...testKeysEnv(),
    NODE_ENV: 'test',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `test:gateway-edge:${randomUUID()}:`,
    // No auth service listens here: calls that reach it answer 503.
    AUTH_SERVICE_PORT: '1',
    RPC_TIMEOUT_MS: '1000',
  });
  app = await createGateway(env);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});

afterAll(async () => {
  await app.close();
});

describe('gateway edge', () => {
  it('answers GET /health/live', async () => {
    const response = await inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports not ready with 503 when a service is down', async () => {
    const response = await inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'down',
      checks: {
        redis: 'ok',
        auth: 'down',
        notification: 'down',
        travel: 'down',
        billing: 'down',
        reporting: 'down',
        chromium: 'down',
      },
    });
  });

  it('rejects a body over 64 kB with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        username: 'a',
        email: 'a@example.com',
        password: 'x'.repeat(70 * 1024),
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      error: 'Payload Too Large',
    });
  });

  it.each([
    ['text/plain', 'username=a'],
    ['application/x-www-form-urlencoded', 'username=a&password=b'],
  ])('rejects a %s body with 415', async (type, payload) => {
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON.',
    });
  });

  it('rejects unknown fields with 400 naming them', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'a@example.com', admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(/admin/);
  });

  it('rejects a missing sign-in field with 400 before anything is checked', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'someone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password is required',
    });
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'null' }],
  ])('refuses a cross-origin write with 403 (%p)', async (headers) => {
    const response = await inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...headers, cookie: 'sid=whatever' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets a same-origin write through the CSRF check', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers a signed-out GET /api/user with 401', async () => {
    const response = await inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
      message: 'You are not signed in. Please sign in and try again.',
    });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no GET /api/nothing-here.',
    });
  });

  it('sends security headers, no-store on the API and a request id', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      product_name: 'Schengen Tracker',
      support_email: 'support@schengen-tracker.example',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toBe('req-12345678');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 503 with a clear message when the auth service is unreachable', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/forgot-username',
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(response.json().message).toMatch(/auth service/);
  });
});
