/**
 * A traveller's calendar feed through the gateway over HTTP, against the real auth and travel
 * services (issue #22, "Never retyped"): the address answers RFC 5545 text (read back with
 * ical.js) with no session, a new address makes the old one 404, revoking makes it 404, another
 * account's traveller is 404, and only a hash of the secret is stored.
 */
import { createHash } from 'node:crypto';

import ICAL from 'ical.js';
import { Client } from 'pg';

import { type TestStack, signUpOn, startTestStack } from './support/test-stack';

let stack: TestStack;
let db: Client;

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: object) =>
  stack.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

const signUp = async (username: string) => (await signUpOn(stack, username)).cookie;

async function holderOf(cookie: string): Promise<string> {
  const [holder] = (await call('GET', '/api/travellers', cookie)).json();
  return holder.id;
}

/** The feed's address without its origin (what `inject` takes). */
async function newFeed(cookie: string, travellerId: string): Promise<string> {
  const response = await call('POST', `/api/travellers/${travellerId}/calendar-feed`, cookie);
  expect(response.statusCode).toBe(201);
  const url = new URL(response.json().url);
  expect(url.pathname).toMatch(/^\/api\/calendar-feeds\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}\.ics$/);
  return url.pathname;
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

beforeAll(async () => {
  stack = await startTestStack({ RATE_LIMIT_SIGN_UP_PER_IP: '50' });
  db = new Client({ connectionString: stack.database.url });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end();
  await stack?.close();
});

describe('/api/travellers/{id}/calendar-feed and the feed', () => {
  it("answers text/calendar with the traveller's visits, with no session, never cached", async () => {
    const cookie = await signUp('feed-owner');
    const travellerId = await holderOf(cookie);
    const visit = { entry_date: '2025-03-01', exit_date: '2025-03-10', country: 'France' };
    expect((await call('POST', '/api/travel-entries/visit', cookie, visit)).statusCode).toBe(201);
    expect(
      (await call('GET', `/api/travellers/${travellerId}/calendar-feed`, cookie)).json(),
    ).toEqual({ active: false, created_at: null });
    const path = await newFeed(cookie, travellerId);

    const feed = await call('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(eventsOf(feed.body)).toEqual([
      { summary: 'Visit: France', start: '2025-03-01', end: '2025-03-11', allDay: true },
    ]);
    expect(feed.body).toContain('X-WR-CALNAME:Schengen Tracker: Me');
    expect(
      (await call('GET', `/api/travellers/${travellerId}/calendar-feed`, cookie)).json(),
    ).toEqual({ active: true, created_at: expect.any(String) });

    // Only the SHA-256 of the secret is stored.
    const secret = path
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const { rows } = await db.query<{ secret_hash: Buffer }>(
      'SELECT secret_hash FROM travel.calendar_feeds WHERE traveller_id = $1',
      [travellerId],
    );
    expect(rows).toEqual([{ secret_hash: createHash('sha256').update(secret).digest() }]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('makes the old address 404 when a new one is made, and the new one 404 once revoked', async () => {
    const cookie = await signUp('feed-rotate');
    const travellerId = await holderOf(cookie);
    const first = await newFeed(cookie, travellerId);
    const second = await newFeed(cookie, travellerId);
    expect((await call('GET', first)).statusCode).toBe(404);
    expect((await call('GET', second)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/travellers/${travellerId}/calendar-feed`, cookie);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', second)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/travellers/${travellerId}/calendar-feed`, cookie)).json(),
    ).toEqual({ active: false, created_at: null });
  });

  it('answers 404 to a wrong or malformed secret and an unknown feed, the same way', async () => {
    const cookie = await signUp('feed-guess');
    const path = await newFeed(cookie, await holderOf(cookie));
    const [, feedId] = /calendar-feeds\/([^/]+)\//.exec(path)!;
    const wrongSecret = `/api/calendar-feeds/${feedId}/${'A'.repeat(43)}.ics`;
    for (const url of [
      wrongSecret,
      `/api/calendar-feeds/${feedId}/short.ics`,
      '/api/calendar-feeds/not-an-id/x.ics',
    ]) {
      const response = await call('GET', url);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });

  it("answers 404 on another account's traveller, and leaves their feed working", async () => {
    const owner = await signUp('feed-victim');
    const other = await signUp('feed-intruder');
    const travellerId = await holderOf(owner);
    const path = await newFeed(owner, travellerId);
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      const response = await call(method, `/api/travellers/${travellerId}/calendar-feed`, other);
      expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
    }
    expect((await call('GET', path)).statusCode).toBe(200);
  });

  it('throttles fetches of one feed (429 with Retry-After)', async () => {
    const cookie = await signUp('feed-throttle');
    const path = await newFeed(cookie, await holderOf(cookie));
    let last = await call('GET', path);
    for (let i = 0; i < 60 && last.statusCode === 200; i += 1) last = await call('GET', path);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many calendar feed requests\. Please wait /);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
