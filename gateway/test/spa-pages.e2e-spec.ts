/**
 * `/` and `/dashboard` (PagesController, ADR 0015): a visitor gets the landing page and is sent
 * from /dashboard to /auth; a signed-in user gets the prerendered dashboard with their name in its
 * heading, HTML-escaped, never cached.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppError, type UserDto } from '@app/contracts';
import { loadConfig, SessionStore } from '@app/nest-core';

import { ServiceClient } from '../src/clients/service-client';
import { GatewayEnv } from '../src/config/env.schema';
import { createGateway } from '../src/main';
import { DISPLAY_NAME_TOKEN } from '../src/pages/dashboard-page';
import { SessionCookie } from '../src/session/session-cookie';

let app: NestFastifyApplication;
let dist: string;
let cookie: string;
const landing = '<!doctype html><title>Landing</title><h1>Try the calendar</h1>';
const dashboard = `<!doctype html><title>SPA</title><style>${'.css-a{color:red}'.repeat(200)}</style><h1>Welcome back, ${DISPLAY_NAME_TOKEN}!</h1>`;
const users = new Map<string, Partial<UserDto>>();

const get = (url: string, headers: Record<string, string> = {}) =>
  app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-pages-'));
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'index.html'), landing);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(landing));
  writeFileSync(path.join(dist, 'pages', 'dashboard.html'), dashboard);
  app = await createGateway(
    loadConfig(GatewayEnv, {
      NODE_ENV: 'test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test:gateway-pages:${randomUUID()}:`,
      SPA_DIST_DIR: dist,
    }),
  );
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  jest.spyOn(app.get(ServiceClient), 'auth').mockImplementation(async (_pattern, payload) => {
    const user = users.get((payload as { userId: string }).userId);
    if (!user) throw new AppError('SERVICE_UNAVAILABLE', 'auth is down');
    return user as never;
  });
  const session = await app.get(SessionStore).create('user-1');
  cookie = `${app.get(SessionCookie).name}=${session.id}`;
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('/ and /dashboard', () => {
  it('give a visitor the landing page, and send them from /dashboard to /auth', async () => {
    const home = await get('/', { 'accept-encoding': 'br' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(landing);
    const dashboardPage = await get('/dashboard');
    expect(dashboardPage.statusCode).toBe(302);
    expect(dashboardPage.headers.location).toBe('/auth');
    expect((await get('/', { cookie: 'sid=no-such-session' })).body).toBe(landing);
  });

  it('give a signed-in user the dashboard with their first name, else their username', async () => {
    users.set('user-1', { username: 'alice', first_name: '  Alice  ' });
    for (const url of ['/', '/dashboard']) {
      const page = await get(url, { cookie });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers.vary).toMatch(/cookie/i);
      expect(page.body).toContain('<h1>Welcome back, Alice!</h1>');
    }
    users.set('user-1', { username: 'alice', first_name: null });
    expect((await get('/dashboard', { cookie })).body).toContain('<h1>Welcome back, alice!</h1>');
  });

  it('escapes the name', async () => {
    users.set('user-1', { username: 'x', first_name: `<script>alert("1")</script>&'` });
    const page = await get('/dashboard', { cookie });
    expect(page.body).toContain(
      '<h1>Welcome back, &lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt;&amp;&#39;!</h1>',
    );
    expect(page.body).not.toContain('<script>');
  });

  it('compresses it for browsers that accept brotli or gzip', async () => {
    users.set('user-1', { username: 'alice', first_name: 'Alice' });
    const br = await get('/dashboard', { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(dashboard.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Welcome back, Alice!');
    const gzip = await get('/dashboard', { cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Welcome back, Alice!');
    const refused = await get('/dashboard', { cookie, 'accept-encoding': 'br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('welcomes without a name when the auth service cannot say', async () => {
    users.delete('user-1');
    const page = await get('/dashboard', { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Welcome back!</h1>');
    expect(page.body).not.toContain(DISPLAY_NAME_TOKEN);
  });

  it('answer 404 without a built SPA, as any unknown path does', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-spa-'));
    const bare = await createGateway(
      loadConfig(GatewayEnv, {
        NODE_ENV: 'test',
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `test:gateway-pages:${randomUUID()}:`,
        SPA_DIST_DIR: path.join(empty, 'missing'),
      }),
    );
    try {
      await bare.init();
      const fastify = bare.getHttpAdapter().getInstance();
      await fastify.ready();
      for (const method of ['GET', 'HEAD'] as const) {
        for (const url of ['/', '/?q=1', '/dashboard']) {
          const response = await fastify.inject({ method, url });
          expect(response.statusCode).toBe(404);
        }
      }
      expect((await fastify.inject({ method: 'GET', url: '/' })).json()).toMatchObject({
        statusCode: 404,
      });
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
