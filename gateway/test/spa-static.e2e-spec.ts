/**
 * The built SPA as the gateway serves it: pre-compressed files for browsers that accept them
 * (written by scripts/build.mjs), hashed assets cached for a year, index.html revalidated.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { loadConfig } from '@app/nest-core';

import { GatewayEnv } from '../src/config/env.schema';
import { createGateway } from '../src/main';

let app: NestFastifyApplication;
let dist: string;
const script = 'console.log("the SPA");\n'.repeat(100);
const authPage = `<!doctype html><title>SPA</title>${'<link rel="modulepreload" href="/assets/auth.js">'.repeat(30)}`;
const notFoundPage =
  '<!doctype html><title>SPA</title><link rel="modulepreload" href="/assets/404.js">';

const get = (url: string, encoding?: string) =>
  app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'pages', 'auth.html'), authPage);
  writeFileSync(path.join(dist, 'pages', 'auth.html.br'), brotliCompressSync(authPage));
  writeFileSync(path.join(dist, 'pages', 'not-found.html'), notFoundPage);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  app = await createGateway(
    loadConfig(GatewayEnv, {
      NODE_ENV: 'test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test:gateway-spa:${randomUUID()}:`,
      SPA_DIST_DIR: dist,
    }),
  );
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await get('/assets/index-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('asks browsers to revalidate index.html', async () => {
    const response = await get('/', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>SPA</title>');
  });

  it('answers a route with its own entry page (its chunks preloaded), compressed, and an unknown one with the not-found page', async () => {
    const auth = await get('/auth?tab=signup', 'br');
    expect(auth.statusCode).toBe(200);
    expect(auth.headers['content-encoding']).toBe('br');
    expect(auth.headers['cache-control']).toBe('no-cache');
    expect(auth.headers['content-type']).toMatch(/text\/html/);
    expect(auth.rawPayload.length).toBeLessThan(authPage.length / 5);
    expect((await get('/auth')).body).toBe(authPage);

    // Never index.html: it carries the prerendered landing page, which no other address may show.
    const unknown = await get('/no-such-page/deeper');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(unknown.body).toBe(notFoundPage);
  });
});
