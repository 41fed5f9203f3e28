/**
 * The built SPA's files as the gateway serves them: pre-compressed files for browsers that accept
 * them (written by scripts/build.mjs), hashed assets cached for a year, other files revalidated.
 * (Its pages are the web server's: test/web-pages.e2e-spec.ts.)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { loadConfig } from '@app/nest-core';
import { testKeysEnv } from '@app/testing';

import { GatewayEnv } from '../src/config/env.schema';
import { createGateway } from '../src/main';

let app: NestFastifyApplication;
let dist: string;
const script = 'console.log("the SPA");\n'.repeat(100);
const get = (url: string, encoding?: string) =>
  app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  app = await createGateway(
    loadConfig(GatewayEnv, {
      ...testKeysEnv(),
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

  it('asks browsers to revalidate a file without a hashed name', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
