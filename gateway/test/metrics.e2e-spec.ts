/**
 * GET /metrics on the gateway, against the real stack: Prometheus text with Node's default process
 * metrics, HTTP request durations by method, route template and status, and RPC call durations by
 * service, pattern and outcome; behind METRICS_TOKEN when it is set; not under /api.
 */
import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';

import { AuthPatterns, TravelPatterns } from '@app/contracts';
import { A_GOOD_PASSWORD } from '@app/testing';

import { METRICS_TOKEN_REQUIRED } from '../src/metrics/metrics.controller';
import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

const TOKEN = 'metrics-test-token-0123456789abcdef';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ METRICS_TOKEN: TOKEN });
}, 60_000);

afterAll(async () => {
  await stack?.close();
}, 30_000);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named `name` whose labels include `labels`, or undefined. */
function valueOf(all: Sample[], name: string, labels: Record<string, string>): number | undefined {
  const found = all.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

const scrape = (authorization?: string): Promise<LightMyRequestResponse> =>
  stack.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

describe('GET /metrics', () => {
  it('refuses a scrape without the bearer token, or with another one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: METRICS_TOKEN_REQUIRED,
      });
      expect(response.body).not.toContain('process_cpu');
    }
  });

  it('is not served under /api', async () => {
    const response = await stack.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('exposes process metrics, HTTP durations by route template and RPC durations by outcome', async () => {
    const username = `metrics_${randomUUID().slice(0, 8)}`;
    const signUp = await stack.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, email: `${username}@example.com`, password: A_GOOD_PASSWORD },
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = sessionCookie(signUp);
    const missingId = randomUUID();
    const missing = await stack.inject({
      method: 'DELETE',
      url: `/api/travel-entries/${missingId}`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    const partner = await stack.inject({
      method: 'POST',
      url: '/api/travellers',
      headers: { cookie },
      payload: { name: 'Partner' },
    });
    expect(partner.statusCode).toBe(201);
    const { id: travellerId } = partner.json() as { id: string };
    for (let i = 0; i < 2; i += 1) {
      const list = await stack.inject({
        method: 'GET',
        url: `/api/travel-entries?traveller_id=${travellerId}`,
        headers: { cookie },
      });
      expect(list.statusCode).toBe(200);
    }

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const all = samples(response.body);

    // Node's default metrics.
    expect(valueOf(all, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(valueOf(all, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
    expect(valueOf(all, 'nodejs_eventloop_lag_seconds', {})).toBeDefined();

    // HTTP, by the route's template: never the raw URL with its id or query.
    const http = (method: string, route: string, status: string) =>
      valueOf(all, 'http_request_duration_seconds_count', {
        method,
        route,
        status_code: status,
      });
    expect(http('POST', '/api/register', '201')).toBe(1);
    expect(http('DELETE', '/api/travel-entries/:id', '404')).toBe(1);
    expect(http('GET', '/api/travel-entries', '200')).toBe(2);
    expect(
      valueOf(all, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/travel-entries',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(response.body).not.toContain(missingId);
    expect(response.body).not.toContain('traveller_id=');

    // RPC calls, by service, pattern and outcome.
    const rpc = (service: string, pattern: string, outcome: string) =>
      valueOf(all, 'rpc_client_duration_seconds_count', { service, pattern, outcome });
    expect(rpc('auth', AuthPatterns.Register, 'ok')).toBe(1);
    expect(rpc('travel', TravelPatterns.DeleteEntry, 'error')).toBe(1);
    expect(
      valueOf(all, 'rpc_client_duration_seconds_sum', {
        service: 'auth',
        pattern: AuthPatterns.Register,
        outcome: 'ok',
      }),
    ).toBeGreaterThan(0);
  });
});
