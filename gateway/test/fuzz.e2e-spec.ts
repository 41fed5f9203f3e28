/**
 * An API fuzz suite (issue #10): more than 10,000 random and malformed requests, generated up
 * front by fast-check with a fixed seed, against every gateway route of the real stack (all the
 * built services, billing with a fake Stripe API). Random methods and paths, path params that are
 * random, unicode, very long or traversals, random query strings, bodies that are random JSON,
 * known fields with wrong types, huge strings (under and over the 64 kB limit), invalid JSON text
 * and wrong content types; signed out, as a traveller and as an admin; browser same-origin,
 * cross-site and header-less (curl) requests.
 *
 * It asserts that no answer is a 5xx, that every 4xx has a JSON body with a message, and that the
 * traveller's entries and profile (and the admin totals) are unchanged afterwards. Nothing it
 * sends can succeed destructively: writes to the traveller's data only carry ids that are not
 * theirs or bodies that cannot validate, and `DELETE /api/user` and `POST /api/logout` are only
 * sent signed out or with a throwaway account's cookie.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import type { AdminStatsDto, UserDto } from '@app/contracts';
import { A_GOOD_PASSWORD } from '@app/testing';

import { FakeStripeApi } from './support/fake-stripe-api';
import { type TestStack, sessionCookie, signInAsAdmin, startTestStack } from './support/test-stack';

const SEED = 42;
/** Requests in flight at once (the machine has 2 cores; the services do the work). */
const CONCURRENCY = 4;
const BODY_LIMIT_BYTES = 64 * 1024;
const root = path.resolve(__dirname, '../..');

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
type Who = 'anon' | 'user' | 'admin' | 'throwaway';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Fixture {
  user: { cookie: string; id: string; username: string; email: string };
  admin: { cookie: string; id: string };
  throwaway: { cookie: string; id: string };
  /** Ids the fuzz must never send (every account's and every fixture entry's). */
  ids: Set<string>;
  /** The traveller's profile, the template for PUT /api/user/profile. */
  profile: UserDto;
}

interface Route {
  method: Method;
  /** With `:name` params. */
  path: string;
  runs: number;
  who: Who[];
  /** A body to mutate: one or more of its fields get wrong values. */
  template?: (fixture: Fixture) => Record<string, Json>;
  /** Fields that always get a wrong value, so that the body can never validate. */
  alwaysBreak?: string[];
  /** Query keys this route reads. */
  queryKeys?: string[];
}

const ANY: Who[] = ['anon', 'user', 'admin'];

/** Every route of the gateway (gateway/src/**\/*.controller.ts) and how many cases each gets. */
const ROUTES: Route[] = [
  // auth
  {
    method: 'POST',
    path: '/api/login',
    runs: 400,
    who: ANY,
    template: (f) => ({ username: f.user.username, password: 'not-the-password-1' }),
  },
  {
    method: 'POST',
    path: '/api/register',
    runs: 400,
    who: ANY,
    // The traveller's own name and address: a body that survives the mutation is a 409.
    template: (f) => ({ username: f.user.username, email: f.user.email, password: 'short' }),
  },
  // Never with the traveller's or the admin's cookie (it would end their session).
  { method: 'POST', path: '/api/logout', runs: 150, who: ['anon', 'throwaway'] },
  {
    method: 'POST',
    path: '/api/forgot-username',
    runs: 250,
    who: ANY,
    template: (f) => ({ email: f.user.email }),
  },
  {
    method: 'POST',
    path: '/api/forgot-password',
    runs: 250,
    who: ANY,
    template: (f) => ({ email: f.user.email }),
  },
  {
    method: 'POST',
    path: '/api/reset-password',
    runs: 300,
    who: ANY,
    template: () => ({ token: 'a'.repeat(43), newPassword: A_GOOD_PASSWORD }),
  },
  // user
  { method: 'GET', path: '/api/user', runs: 200, who: ANY },
  {
    method: 'PUT',
    path: '/api/user/profile',
    runs: 600,
    who: ANY,
    // The current values: only a wrong one changes the body, and the e-mail is always wrong.
    template: (f) => profileTemplate(f.profile),
    alwaysBreak: ['email'],
  },
  {
    method: 'PATCH',
    path: '/api/user/travel-settings',
    runs: 300,
    who: ANY,
    // The current values: the flag is always wrong, so nothing ever changes.
    template: (f) => ({
      ees_registered: f.profile.ees_registered,
      insurance_start_date: f.profile.insurance_start_date,
      insurance_end_date: f.profile.insurance_end_date,
      etias_valid_until: f.profile.etias_valid_until,
    }),
    alwaysBreak: ['ees_registered'],
  },
  { method: 'GET', path: '/api/user/export', runs: 150, who: ANY, queryKeys: ['format'] },
  // Never with the traveller's or the admin's cookie; the throwaway's password is never sent.
  {
    method: 'DELETE',
    path: '/api/user',
    runs: 300,
    who: ['anon', 'throwaway'],
    template: () => ({ password: 'not-the-password-1' }),
  },
  // travel
  { method: 'GET', path: '/api/travel-entries', runs: 300, who: ANY },
  {
    method: 'POST',
    path: '/api/travel-entries',
    runs: 700,
    who: ANY,
    // The traveller's first entry date: a body that survives the mutation is a duplicate (409).
    template: () => ({
      entry_type: 'entry',
      entry_date: '2025-03-01',
      country: 'France',
      notes: 'fuzz',
    }),
  },
  {
    method: 'POST',
    path: '/api/travel-entries/visit',
    runs: 700,
    who: ANY,
    // Overlaps the traveller's first visit (409) whatever the exit becomes.
    template: () => ({
      entry_date: '2025-03-01',
      exit_date: '2025-03-05',
      country: 'Spain',
      notes: null,
    }),
  },
  {
    method: 'PUT',
    path: '/api/travel-entries/visit/:entryId',
    runs: 500,
    who: ANY,
    template: () => ({ entry_date: '2025-07-01', exit_date: '2025-07-05', country: 'Italy' }),
  },
  {
    method: 'PUT',
    path: '/api/travel-entries/:id',
    runs: 500,
    who: ANY,
    template: () => ({ entry_date: '2025-07-01', country: 'Italy', notes: 'x' }),
  },
  { method: 'DELETE', path: '/api/travel-entries/visit/:entryId/:exitId', runs: 300, who: ANY },
  { method: 'DELETE', path: '/api/travel-entries/visit/:entryId', runs: 250, who: ANY },
  { method: 'DELETE', path: '/api/travel-entries/:id', runs: 300, who: ANY },
  // The traveller's visits are whole: there is nothing to clean up.
  { method: 'POST', path: '/api/cleanup-entries', runs: 150, who: ANY },
  // reports (a PDF request starts a Chromium render: few of those)
  { method: 'GET', path: '/api/reports/travel.csv', runs: 150, who: ANY },
  { method: 'POST', path: '/api/reports/travel-pdf', runs: 20, who: ANY },
  { method: 'GET', path: '/api/reports/travel-pdf/:jobId', runs: 300, who: ANY },
  // billing
  { method: 'GET', path: '/api/donation-options', runs: 100, who: ANY },
  {
    method: 'POST',
    path: '/api/create-payment-intent',
    runs: 500,
    who: ANY,
    template: () => ({ productCode: 'coffee', amount: 300 }),
  },
  {
    method: 'POST',
    path: '/api/donation/success',
    runs: 300,
    who: ANY,
    template: () => ({ paymentIntentId: 'pi_0123456789abcdef' }),
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    runs: 300,
    who: ANY,
    template: () => ({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } }),
  },
  // admin
  {
    method: 'GET',
    path: '/api/admin/stats',
    runs: 400,
    who: ANY,
    queryKeys: ['limit', 'cursor'],
  },
  { method: 'GET', path: '/api/admin/users/ids', runs: 100, who: ANY },
  {
    method: 'GET',
    path: '/api/admin/users.csv',
    runs: 200,
    who: ANY,
    queryKeys: ['locale', 'timeZone'],
  },
  { method: 'GET', path: '/api/admin/users/:userId/entries', runs: 300, who: ANY },
  { method: 'DELETE', path: '/api/admin/users/:userId', runs: 300, who: ANY },
  { method: 'DELETE', path: '/api/admin/users/:userId/entries/:entryId', runs: 300, who: ANY },
  {
    method: 'POST',
    path: '/api/admin/send-email',
    runs: 400,
    who: ANY,
    template: () => ({
      userIds: ['00000000-0000-4000-8000-000000000000'],
      subject: 'Hi',
      message: '<p>Hi</p>',
    }),
  },
  { method: 'POST', path: '/api/admin/cleanup-all-entries', runs: 100, who: ANY },
  // unsubscribe, config, health
  {
    method: 'POST',
    path: '/api/unsubscribe',
    runs: 300,
    who: ANY,
    queryKeys: ['token'],
    template: () => ({ 'List-Unsubscribe': 'One-Click' }),
  },
  { method: 'GET', path: '/api/unsubscribe', runs: 150, who: ANY, queryKeys: ['token'] },
  { method: 'GET', path: '/api/config', runs: 80, who: ANY },
  { method: 'GET', path: '/health/live', runs: 50, who: ANY },
  { method: 'GET', path: '/health/ready', runs: 50, who: ANY },
];
const RANDOM_METHOD_RUNS = 1_200;
const RANDOM_PATH_RUNS = 1_000;

function profileTemplate(profile: UserDto): Record<string, Json> {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    timezone: profile.timezone,
    passport_issue_date: profile.passport_issue_date,
    passport_expiry_date: profile.passport_expiry_date,
    email_reminders: profile.email_reminders,
    weekly_summaries: profile.weekly_summaries,
    product_updates: profile.product_updates,
    language: profile.language ?? null,
  };
}

interface FuzzCase {
  kind: string;
  method: Method;
  url: string;
  who: Who;
  headers: Record<string, string>;
  payload?: string;
}

// ---------- arbitraries ----------

const printable = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength,
  });

/** Text of every kind: ASCII, unicode graphemes, lone surrogates and control characters. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '😀'.repeat(10),
    'ｆｕｌｌｗｉｄｔｈ',
    'مرحبا',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    '../../../../etc/passwd',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    'true',
    'null',
  ),
);

const huge = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.constantFrom('x', 'é', '😀', '\u0000'))
    .map(([n, c]) => c.repeat(Math.ceil(n / Buffer.byteLength(c))));

/** A value that is not what a known field wants (never a plain e-mail address). */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom<Json>(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    '',
    '2025-02-30',
    '2025-13-01',
    '0000-00-00',
    '1999-12-31',
    '2025-1-1',
    '2025-03-01T00:00:00Z',
    '99999-01-01',
    'Narnia',
    'entry ',
    'exit\u0000',
    [],
    {},
  ),
  anyText,
  huge(200, 5_000),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) as fc.Arbitrary<Json>,
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 4,
  }) as fc.Arbitrary<Json>,
);
const notAnEmail = wrongValue.filter((v) => typeof v !== 'string' || !v.includes('@'));

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  ';;;',
  '*/*',
];
const INVALID_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '{"a":1,}',
  '\u0000',
  ' ',
  '"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(3_000) + ']'.repeat(3_000),
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
];

interface Body {
  payload?: string;
  contentType?: string;
}

function bodyArbitrary(template: Record<string, Json> | undefined, alwaysBreak: string[]) {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...INVALID_JSON), printable(200)), fc.boolean())
        .map(([text, declared]) => ({
          payload: text,
          contentType: declared ? 'application/json' : undefined,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(printable(100), fc.constant('{}')))
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    {
      weight: 1,
      // Huge bodies: most under the 64 kB limit, some over it (413).
      arbitrary: huge(20_000, BODY_LIMIT_BYTES + 16_000).map((text) =>
        json({ ...(template ?? {}), notes: text.slice(0, BODY_LIMIT_BYTES + 16_000) }),
      ),
    },
  ];
  if (template) {
    const keys = Object.keys(template);
    const free = keys.filter((k) => !alwaysBreak.includes(k));
    options.push(
      {
        // One or more known fields get wrong values; maybe an unknown one is added.
        weight: 5,
        arbitrary: fc
          .record({
            broken: fc.dictionary(fc.constantFrom(...(free.length ? free : keys)), wrongValue, {
              minKeys: 1,
              maxKeys: 3,
            }),
            forced: fc.tuple(...alwaysBreak.map(() => notAnEmail)),
            dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
            extra: fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }))),
          })
          .map(({ broken, forced, dropped, extra }) => {
            const body: Record<string, unknown> = { ...template, ...broken };
            alwaysBreak.forEach((key, i) => (body[key] = forced[i]));
            for (const key of dropped) if (!alwaysBreak.includes(key)) delete body[key];
            if (extra) body[extra[0]] = extra[1];
            return json(body);
          }),
      },
      {
        // Every field of the wrong type at once.
        weight: 1,
        arbitrary: fc
          .tuple(...keys.map(() => notAnEmail))
          .map((values) => json(Object.fromEntries(keys.map((k, i) => [k, values[i]])))),
      },
    );
  }
  return fc.oneof(...options);
}

/** A path parameter: a random id (never the fixture's), random text, unicode, long, traversal. */
function paramArbitrary(fixture: Fixture): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.uuid().filter((id) => !fixture.ids.has(id)) },
    {
      weight: 2,
      arbitrary: anyText.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '?'))),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 90, max: 4_000 }).map((n) => 'a'.repeat(n)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..',
        '%2e%2e',
        '..%2f..%2fuser',
        '%2e%2e%2f%2e%2e%2fuser',
        '..%5c..%5cuser',
        '%00',
        '%',
        '%E0%A4%A',
        '%ZZ',
        '%C0%AF',
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
        '{00000000-0000-4000-8000-000000000000}',
        '00000000000040008000000000000000',
        'urn:uuid:00000000-0000-4000-8000-000000000000',
        '-1',
        '0',
        'null',
        'undefined',
        '%20',
        '+',
        ';',
        ':id',
        '*',
      ),
    },
  );
}

const queryValue = fc.oneof(
  fc.constantFrom('0', '-1', '1', '100', '101', '1.5', '1e3', 'NaN', '', 'en-GB', 'xx', 'bm9wZQ'),
  fc.constantFrom('Europe/London', 'Mars/Base', 'Etc/GMT+99', '../../etc', 'UTC'),
  anyText.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '?'))),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'q'.repeat(n)),
);

function queryArbitrary(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 3, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant('q') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][x]', 'a[b]', 'limit[]'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map(encodeURIComponent) },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 6,
      arbitrary: fc
        .array(fc.tuple(key, queryValue), { minLength: 1, maxLength: 4 })
        .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('?', '?&&&', '?%%%', '?=1', '?a=%E0%A4%A', '?#x') },
  );
}

/** What a browser sends with a write from the app itself (inject's host is localhost:80). */
const BROWSER_SAME_ORIGIN: Record<string, string> = {
  origin: 'http://localhost:80',
  'sec-fetch-site': 'same-origin',
};
const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(BROWSER_SAME_ORIGIN) },
  { weight: 2, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'origin',
          'sec-fetch-site',
          'x-request-id',
          'idempotency-key',
          'stripe-signature',
          'accept',
          'accept-language',
          'x-forwarded-for',
        ),
        printable(300),
      )
      .map(([name, value]) => ({ ...BROWSER_SAME_ORIGIN, [name]: value })),
  },
);

const METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function fillParams(routePath: string, params: string[]): string {
  let i = 0;
  return routePath.replace(/:[A-Za-z]+/g, () => params[i++] ?? '');
}

function routeCases(route: Route, fixture: Fixture): fc.Arbitrary<FuzzCase> {
  const paramCount = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
  const template = route.template?.(fixture);
  return fc
    .record({
      params: fc.array(paramArbitrary(fixture), { minLength: paramCount, maxLength: paramCount }),
      query: route.queryKeys
        ? queryArbitrary(route.queryKeys)
        : fc.oneof(
            { weight: 5, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: queryArbitrary([]) },
          ),
      body: bodyArbitrary(template, route.alwaysBreak ?? []),
      who: fc.constantFrom(...route.who),
      headers: headersArbitrary,
    })
    .map(({ params, query, body, who, headers }) => ({
      kind: `${route.method} ${route.path}`,
      method: route.method,
      url: fillParams(route.path, params) + query,
      who,
      headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      payload: body.payload,
    }));
}

/** Any method on a known path (its params random), with a random body. */
function randomMethodCases(fixture: Fixture): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      route: fc.constantFrom(...ROUTES),
      method: fc.constantFrom(...METHODS),
      params: fc.array(paramArbitrary(fixture), { minLength: 2, maxLength: 2 }),
      body: bodyArbitrary(undefined, []),
      who: fc.constantFrom<Who>('anon', 'user', 'admin'),
      headers: headersArbitrary,
    })
    .map(({ route, method, params, body, who, headers }) => ({
      kind: 'random method',
      method,
      url: fillParams(route.path, params),
      who,
      headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      payload: method === 'GET' || method === 'HEAD' ? undefined : body.payload,
    }));
}

/** Random paths: random segments under /api and elsewhere, unicode, very long, traversals. */
function randomPathCases(fixture: Fixture): fc.Arbitrary<FuzzCase> {
  const segment = fc.oneof(
    fc.constantFrom(
      'api',
      'user',
      'admin',
      'users',
      'travel-entries',
      'visit',
      'reports',
      'health',
      '..',
      '.',
      '%2e%2e',
      '%2f',
      '',
      'index.html',
      'assets',
      '%00',
    ),
    paramArbitrary(fixture),
  );
  return fc
    .record({
      prefix: fc.constantFrom('/api/', '/', '/api/admin/', '/health/', '//', '/api//'),
      segments: fc.array(segment, { minLength: 0, maxLength: 6 }),
      query: queryArbitrary([]),
      method: fc.constantFrom(...METHODS),
      body: bodyArbitrary(undefined, []),
      who: fc.constantFrom<Who>('anon', 'user', 'admin'),
      headers: headersArbitrary,
    })
    .map(({ prefix, segments, query, method, body, who, headers }) => ({
      kind: 'random path',
      method,
      url: prefix + segments.join('/') + query,
      who,
      headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      payload: method === 'GET' || method === 'HEAD' ? undefined : body.payload,
    }));
}

/**
 * The last guard against ending the fixture's sessions: a (normalised) path that reaches
 * `DELETE /api/user` or `POST /api/logout` is only ever sent signed out.
 */
function safeWho(c: FuzzCase): Who {
  if (c.who !== 'user' && c.who !== 'admin') return c.who;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(c.url, 'http://localhost').pathname);
  } catch {
    return c.who;
  }
  const normalised = pathname.toLowerCase().replace(/\/+/g, '/').replace(/\/$/, '');
  if (normalised === '/api/user' || normalised === '/api/logout') return 'anon';
  return c.who;
}

// ---------- the stack and the fixture ----------

function promote(stack: TestStack, username: string): void {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'services/auth/dist/cli.js'), 'promote', username],
    { env: { ...process.env, DATABASE_URL: stack.database.url }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`auth promote ${username}: ${run.stderr}${run.stdout}`);
}

async function register(
  stack: TestStack,
  username: string,
): Promise<{ cookie: string; id: string }> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: A_GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { cookie: sessionCookie(response), id: response.json().id };
}

async function statsWhen(
  stack: TestStack,
  cookie: string,
  done: (stats: AdminStatsDto) => boolean,
): Promise<AdminStatsDto> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await stack.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json() as AdminStatsDto;
    if (done(stats)) return stats;
    if (Date.now() > deadline) throw new Error(`The read model never converged: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Snapshot {
  entries: unknown;
  user: unknown;
  totals: { total_users: number; total_entries: number };
}

async function snapshot(stack: TestStack, fixture: Fixture): Promise<Snapshot> {
  const get = async (url: string, cookie: string) => {
    const response = await stack.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };
  const stats = (await get('/api/admin/stats', fixture.admin.cookie)) as AdminStatsDto;
  return {
    entries: await get('/api/travel-entries', fixture.user.cookie),
    user: await get('/api/user', fixture.user.cookie),
    totals: { total_users: stats.total_users, total_entries: stats.total_entries },
  };
}

interface Failure {
  kind: string;
  request: string;
  status: number | 'threw';
  response: string;
}

function describeRequest(c: FuzzCase, who: Who): string {
  const body = c.payload === undefined ? '' : ` body=${c.payload.slice(0, 300)}`;
  const more = c.payload && c.payload.length > 300 ? `… (${c.payload.length} chars)` : '';
  return `${c.method} ${c.url.slice(0, 300)} as ${who} headers=${JSON.stringify(c.headers)}${body}${more}`;
}

/** A 4xx answer must say what went wrong: a JSON body with a message (HEAD has no body). */
function explainsItself(method: Method, response: LightMyRequestResponse): boolean {
  if (method === 'HEAD') return true;
  try {
    const body = response.json() as { message?: unknown };
    return typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}

describe('API fuzz: random and malformed requests to every route', () => {
  let stack: TestStack;
  let stripe: FakeStripeApi;
  let fixture: Fixture;

  beforeAll(async () => {
    stripe = await FakeStripeApi.start();
    // Limits high enough that the fuzz reaches validation and the services, not only 429s.
    stack = await startTestStack(
      {
        RATE_LIMIT_SIGN_UP_PER_IP: '100000',
        RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '100000',
        RATE_LIMIT_SIGN_IN_PER_IP: '100000',
        RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000',
        RATE_LIMIT_RECOVERY_PER_IP: '100000',
        RATE_LIMIT_RECOVERY_PER_ACCOUNT: '100000',
        RATE_LIMIT_PAYMENT_PER_IP: '100000',
        RATE_LIMIT_PAYMENT_PER_ACCOUNT: '100000',
      },
      stripe.env,
    );
    const admin = await register(stack, 'fuzzadmin');
    promote(stack, 'fuzzadmin');
    const adminCookie = await signInAsAdmin(stack, 'fuzzadmin');
    const user = await register(stack, 'fuzzuser');
    const throwaway = await register(stack, 'fuzzthrowaway');
    const ids = new Set([admin.id, user.id, throwaway.id]);
    // Both the traveller and the admin have these visits: the travel templates below collide with
    // them (409) whatever fields a mutation leaves valid.
    for (const cookie of [user.cookie, adminCookie]) {
      for (const visit of [
        { entry_date: '2025-03-01', exit_date: '2025-03-10', country: 'France', notes: 'Paris' },
        { entry_date: '2025-06-01', exit_date: '2025-06-20', country: 'Italy', notes: null },
      ]) {
        const response = await stack.inject({
          method: 'POST',
          url: '/api/travel-entries/visit',
          headers: { cookie },
          payload: visit,
        });
        expect(response.statusCode).toBe(201);
        const { entry, exit } = response.json();
        ids.add(entry.id);
        ids.add(exit.id);
      }
    }
    const profile = await stack.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: user.cookie },
    });
    fixture = {
      user: { ...user, username: 'fuzzuser', email: 'fuzzuser@example.com' },
      admin: { cookie: adminCookie, id: admin.id },
      throwaway,
      ids,
      profile: profile.json() as UserDto,
    };
    await statsWhen(
      stack,
      fixture.admin.cookie,
      (s) => s.total_users === 3 && s.total_entries === 8,
    );
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await stripe?.stop();
  });

  it('answers every request below 500, explains every 4xx, and changes nothing', async () => {
    const before = await snapshot(stack, fixture);

    const arbitraries: [fc.Arbitrary<FuzzCase>, number][] = [
      ...ROUTES.map((route): [fc.Arbitrary<FuzzCase>, number] => [
        routeCases(route, fixture),
        route.runs,
      ]),
      [randomMethodCases(fixture), RANDOM_METHOD_RUNS],
      [randomPathCases(fixture), RANDOM_PATH_RUNS],
    ];
    const cases = arbitraries.flatMap(([arbitrary, numRuns], i) =>
      fc.sample(arbitrary, { seed: SEED + i, numRuns }),
    );
    expect(cases.length).toBeGreaterThanOrEqual(10_000);

    const cookies: Record<Who, string | undefined> = {
      anon: undefined,
      user: fixture.user.cookie,
      admin: fixture.admin.cookie,
      throwaway: fixture.throwaway.cookie,
    };
    const histogram = new Map<number | 'threw', number>();
    const failures: Failure[] = [];
    const started = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        const who = safeWho(c);
        const cookie = cookies[who];
        const options: InjectOptions = {
          method: c.method,
          url: c.url,
          headers: { ...c.headers, ...(cookie ? { cookie } : {}) },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        };
        let response: LightMyRequestResponse;
        try {
          response = await stack.inject(options);
        } catch (error) {
          histogram.set('threw', (histogram.get('threw') ?? 0) + 1);
          failures.push({
            kind: c.kind,
            request: describeRequest(c, who),
            status: 'threw',
            response: String(error),
          });
          continue;
        }
        const status = response.statusCode;
        histogram.set(status, (histogram.get(status) ?? 0) + 1);
        if (status >= 500 || (status >= 400 && !explainsItself(c.method, response))) {
          failures.push({
            kind: c.kind,
            request: describeRequest(c, who),
            status,
            response: response.body.slice(0, 500),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    console.log(
      `API fuzz: ${cases.length} requests in ${seconds} s (seed ${SEED}); statuses: ${JSON.stringify(
        Object.fromEntries([...histogram].sort(([a], [b]) => String(a).localeCompare(String(b)))),
      )}${failures.length ? `\nfirst failures:\n${JSON.stringify(failures.slice(0, 8), null, 2)}` : ''}`,
    );

    // Both at once, so that a failing run shows the 5xx requests and any change of the data.
    expect({ failures: failures.slice(0, 8), data: await snapshot(stack, fixture) }).toEqual({
      failures: [],
      data: before,
    });
  }, 300_000);

  // The 5xx the fuzz found (seed 42), each as the smallest request that shows it.
  describe('its findings', () => {
    const post = (url: string, payload: string, cookie?: string) =>
      stack.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      });

    it.each([
      ['/api/register', { username: 'surrogate', email: '\uD800', password: A_GOOD_PASSWORD }],
      ['/api/forgot-username', { email: '\uD800' }],
      ['/api/forgot-password', { email: '\uD800' }],
    ])('POST %s answers 400, not 500, to an e-mail that is a lone surrogate', async (url, body) => {
      // JSON.stringify writes the lone surrogate as the escape \ud800, as a client would send it;
      // validator's isEmail calls encodeURI on it, which throws URIError.
      const response = await post(url, JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('answers 400, not 500, to a deeply nested JSON body under the size limit', async () => {
      // class-transformer (the validation pipe's transform) recurses once per level.
      const response = await post(
        '/api/travel-entries',
        '['.repeat(3_000) + ']'.repeat(3_000),
        fixture.user.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });
  });
});
