/**
 * Pages (docs/adr/0019): every browser navigation that is no API route and no built file is
 * answered by the web server (WEB_ORIGIN), passed on with the browser's session and encodings and
 * passed back as it is (status, redirect, encoding), with the gateway's security headers. API
 * addresses never reach it, and a page the web server cannot answer is a 503 with the JSON body.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { loadTranslator } from '@app/i18n';
import { loadConfig } from '@app/nest-core';
import { testKeysEnv } from '@app/testing';

import { GatewayEnv } from '../src/config/env.schema';
import { WEB_SERVER_UNAVAILABLE } from '../src/http/http-error.filter';
import { createGateway } from '../src/main';

let app: NestFastifyApplication;
let web: Server;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
const page = '<!doctype html><title>A page</title><h1>Try the calendar</h1>'.repeat(20);

/** A gateway that sends pages to `webOrigin` (none: a gateway without a web server). */
async function gatewayFor(webOrigin?: string): Promise<NestFastifyApplication> {
  const gateway = await createGateway(
    loadConfig(GatewayEnv, {
      ...testKeysEnv(),
      NODE_ENV: 'test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test:gateway-pages:${randomUUID()}:`,
      SPA_DIST_DIR: '/nonexistent-spa-dist',
      ...(webOrigin ? { WEB_ORIGIN: webOrigin } : {}),
    }),
  );
  await gateway.init();
  await gateway.getHttpAdapter().getInstance().ready();
  return gateway;
}

const get = (
  gateway: NestFastifyApplication,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' | 'POST' = 'GET',
) =>
  gateway
    .getHttpAdapter()
    .getInstance()
    .inject({ method, url, headers, ...(method === 'POST' ? { payload: '{}' } : {}) });

beforeAll(async () => {
  web = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.url === '/dashboard') {
      response.writeHead(302, { location: '/auth', 'cache-control': 'no-store' }).end();
    } else if (request.url === '/broken') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{}');
    } else {
      const body = request.headers['accept-encoding']?.includes('br')
        ? brotliCompressSync(page)
        : Buffer.from(page);
      response.writeHead(request.url === '/no-such-page' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Cookie, Accept-Encoding',
        'x-internal': 'not for the browser',
        ...(request.headers['accept-encoding']?.includes('br') ? { 'content-encoding': 'br' } : {}),
      });
      response.end(body);
    }
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  app = await gatewayFor(`http://127.0.0.1:${(web.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await app.close();
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

describe('pages', () => {
  it("pass / to the web server with the browser's session and encodings, and its answer back", async () => {
    const home = await get(app, '/?donation=success', {
      cookie: 'sid=abc',
      'accept-encoding': 'gzip, br',
      host: 'tracker.example',
    });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-internal']).toBeUndefined();
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    expect(home.rawPayload).toEqual(brotliCompressSync(page));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/?donation=success');
    expect(seen[0]?.headers).toMatchObject({
      cookie: 'sid=abc',
      'accept-encoding': 'gzip, br',
      host: 'tracker.example',
    });
    expect(seen[0]?.headers['x-request-id']).toBe(home.headers['x-request-id']);
  });

  it("pass the web server's redirects and 404 pages on", async () => {
    const dashboard = await get(app, '/dashboard');
    expect(dashboard.statusCode).toBe(302);
    expect(dashboard.headers.location).toBe('/auth');
    const unknown = await get(app, '/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(page);
  });

  it('never send an API address, the health checks or another method to the web server', async () => {
    expect((await get(app, '/api/no-such-call')).statusCode).toBe(404);
    expect((await get(app, '/health/nothing')).statusCode).toBe(404);
    const post = await get(app, '/some-page', { 'content-type': 'application/json' }, 'POST');
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(seen).toEqual([]);
  });

  it('answer 404 like any unknown address in a gateway without a web server', async () => {
    const apiOnly = await gatewayFor();
    try {
      const home = await get(apiOnly, '/');
      expect(home.statusCode).toBe(404);
      expect(home.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    } finally {
      await apiOnly.close();
    }
  });

  it('answer 503 with the JSON error body when the web server fails or is not there', async () => {
    const broken = await get(app, '/broken');
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ statusCode: 503, message: WEB_SERVER_UNAVAILABLE });
    // The person reads it in the browser's language (the web server's own 5xx body never shows).
    const german = await get(app, '/broken', { 'accept-language': 'de-DE,de;q=0.9' });
    const { t } = await loadTranslator('de', 'errors');
    expect(german.statusCode).toBe(503);
    expect(german.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: t('code.SERVICE_UNAVAILABLE'),
    });
    expect(t('code.SERVICE_UNAVAILABLE')).not.toBe(WEB_SERVER_UNAVAILABLE);

    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const orphan = await gatewayFor(`http://127.0.0.1:${port}`);
    try {
      const down = await get(orphan, '/auth');
      expect(down.statusCode).toBe(503);
      expect(down.headers['content-type']).toMatch(/application\/json/);
      expect(down.json()).toMatchObject({ statusCode: 503, message: WEB_SERVER_UNAVAILABLE });
    } finally {
      await orphan.close();
    }
  });
});
