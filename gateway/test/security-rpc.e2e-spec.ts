/**
 * The security suite, "Services trust no unauthenticated caller" (issue 18; docs/security.md):
 * from anywhere in the services' network, a raw Nest TCP frame
 * (`<length>#{"pattern":…,"data":{"userId":…,"actorRole":"admin"},"id":…}`) to any service port,
 * for every read and write pattern of that service (all of `RPC_ACCESS`), gets an error and leaks
 * and changes nothing; so does one whose assertion is forged, meant for another service, expired,
 * signed by a caller the access table does not allow, or (on an admin pattern) not an admin's.
 * Against the real stack: every built service and worker as its own process, Postgres, Redis.
 */
import { generateKeyPairSync } from 'node:crypto';

import { Redis } from 'ioredis';
import { Client } from 'pg';

import {
  AuthPatterns,
  RPC_ACCESS,
  RPC_CALLERS,
  RPC_SERVICES,
  type RpcCaller,
  type RpcService,
  type UserDto,
} from '@app/contracts';
import { RPC_ASSERTION_LIFETIME_S, RpcSigner, type RpcClaims } from '@app/rpc';
import { testRpcSigner } from '@app/testing';

import { RawRpc, type RawRpcAnswer } from './support/raw-rpc';
import { type TestStack, signUpOn, startTestStack } from './support/test-stack';

let stack: TestStack;
let db: Client;
let redis: Redis;
let victim: { id: string; cookie: string };
let bystander: { id: string; cookie: string };
const rpc = {} as Record<RpcService, RawRpc>;

/** What an intruder puts in the payload: the victim, an admin role, its own address. */
function intruderPayload(): Record<string, unknown> {
  return {
    userId: victim.id,
    userIds: [victim.id],
    actorId: victim.id,
    actorRole: 'admin',
    email: 'intruder@evil.example',
    entry_type: 'entry',
    entry_date: '2025-06-01',
  };
}

const nowS = (): number => Math.floor(Date.now() / 1000);

/** Claims as the gateway would sign them for `service`, acting for the victim as an admin. */
function claims(service: RpcService, changes: Partial<RpcClaims> = {}): RpcClaims {
  const now = nowS();
  return {
    iss: 'gateway',
    aud: service,
    sub: victim.id,
    role: 'admin',
    iat: now,
    exp: now + RPC_ASSERTION_LIFETIME_S,
    jti: `intruder-${now}`,
    ...changes,
  };
}

/** A signer with a key no service trusts, calling itself the gateway. */
const forger = new RpcSigner('gateway', generateKeyPairSync('ed25519').privateKey);

/** Every table's rows, digested: what a refused call must leave as it was. */
async function storedState(): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE'
      ORDER BY 1, 2`,
    [[...RPC_SERVICES]],
  );
  const state: Record<string, string> = {};
  for (const { schema, name } of tables) {
    // The outbox relay marks rows as sent on its own schedule: what it sends is compared instead.
    const rows = /outbox/.test(name)
      ? `SELECT topic, payload FROM "${schema}"."${name}" t`
      : `SELECT * FROM "${schema}"."${name}" t`;
    const { rows: digest } = await db.query<{ md5: string }>(
      `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS md5 FROM (${rows}) r`,
    );
    state[`${schema}.${name}`] = digest[0]!.md5;
  }
  // E-mail jobs (the notification service queues every e-mail; the worker sends them).
  const emailKeys = await redis.keys(`${stack.redis.keyPrefix}*email*`);
  state['redis email keys'] = String(emailKeys.length);
  return state;
}

/**
 * Resolves once the sign-ups' and the visit's events have reached every read model (the state is
 * the same twice, a second apart, and reporting lists both users).
 */
async function settled(): Promise<void> {
  let last = '';
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const state = JSON.stringify(await storedState());
    const { rows } = await db.query<{ count: string }>(
      'SELECT count(*) FROM reporting.admin_users',
    );
    if (state === last && Number(rows[0]!.count) >= 2) return;
    last = state;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the events of the set-up did not settle within 60 s');
}

/** The answer must be a coded refusal with nothing of the service's data. */
function expectRefused(answer: RawRpcAnswer, codes: readonly string[], what: string): void {
  expect({ what, response: answer.response }).toEqual({ what, response: undefined });
  expect({ what, code: (answer.err as { code?: unknown } | undefined)?.code }).toEqual({
    what,
    code: expect.stringMatching(new RegExp(`^(${codes.join('|')})$`)),
  });
}

beforeAll(async () => {
  stack = await startTestStack();
  db = new Client({ connectionString: stack.database.url });
  await db.connect();
  redis = new Redis(stack.redis.url);
  victim = await signUpOn(stack, 'rpc-victim');
  const created = await stack.inject({
    method: 'POST',
    url: '/api/travel-entries/visit',
    headers: { cookie: victim.cookie },
    payload: { entry_date: '2025-05-01', exit_date: '2025-05-10' },
  });
  expect(created.statusCode).toBe(201);
  bystander = await signUpOn(stack, 'rpc-bystander');
  await settled();
  for (const service of RPC_SERVICES) {
    rpc[service] = await RawRpc.open(
      Number(stack.gatewayEnv[`${service.toUpperCase()}_SERVICE_PORT`]),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const connection of Object.values(rpc)) connection.close();
  await redis?.quit();
  await db?.end();
  await stack?.close();
});

describe('a service answers a call with a valid assertion of an allowed caller', () => {
  it('auth: the gateway asking for its user', async () => {
    const signer = testRpcSigner();
    const answer = await rpc.auth.ask(
      AuthPatterns.CurrentUser,
      signer.envelope('auth', AuthPatterns.CurrentUser, { userId: victim.id }),
    );
    expect((answer.response as UserDto).id).toBe(victim.id);
  });

  it('takes the user from the assertion, not from the payload', async () => {
    const assertion = testRpcSigner().envelope('auth', AuthPatterns.CurrentUser, {
      userId: victim.id,
    }).assertion;
    const answer = await rpc.auth.ask(AuthPatterns.CurrentUser, {
      assertion,
      payload: { userId: bystander.id },
    });
    expect((answer.response as UserDto).id).toBe(victim.id);
  });
});

describe.each(RPC_SERVICES)('every pattern of %s, called by an intruder', (service) => {
  const patterns = Object.keys(RPC_ACCESS[service]);
  let before: Record<string, string>;

  beforeAll(async () => {
    before = await storedState();
  });

  afterAll(async () => {
    // Nothing a refused call could have queued or written shows up later either.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await storedState()).toEqual(before);
  });

  it.each(patterns)('%s: a raw frame without an assertion', async (pattern) => {
    const answer = await rpc[service].ask(pattern, intruderPayload());
    expectRefused(answer, ['UNAUTHENTICATED'], `${service} ${pattern} bare`);
    const junk = await rpc[service].ask(pattern, {
      assertion: 'eyJhbGciOiJub25lIn0.e30.',
      payload: intruderPayload(),
    });
    expectRefused(junk, ['UNAUTHENTICATED'], `${service} ${pattern} alg none`);
  });

  it.each(patterns)('%s: a forged assertion (a key no service trusts)', async (pattern) => {
    const answer = await rpc[service].ask(pattern, {
      assertion: forger.sign(claims(service)),
      payload: intruderPayload(),
    });
    expectRefused(answer, ['UNAUTHENTICATED'], `${service} ${pattern} forged`);
  });

  it.each(patterns)('%s: a valid assertion for another service', async (pattern) => {
    const elsewhere = RPC_SERVICES.find((other) => other !== service)!;
    const answer = await rpc[service].ask(pattern, {
      assertion: testRpcSigner().sign(claims(elsewhere)),
      payload: intruderPayload(),
    });
    expectRefused(answer, ['UNAUTHENTICATED'], `${service} ${pattern} audience ${elsewhere}`);
  });

  it.each(patterns)('%s: an expired assertion', async (pattern) => {
    const then = nowS() - 2 * RPC_ASSERTION_LIFETIME_S;
    const answer = await rpc[service].ask(pattern, {
      assertion: testRpcSigner().sign(
        claims(service, { iat: then, exp: then + RPC_ASSERTION_LIFETIME_S }),
      ),
      payload: intruderPayload(),
    });
    expectRefused(answer, ['UNAUTHENTICATED'], `${service} ${pattern} expired`);
  });

  it.each(patterns)('%s: a valid assertion of a caller not allowed to call it', async (pattern) => {
    const allowed = RPC_ACCESS[service][pattern]!.callers;
    const outsider = RPC_CALLERS.find((caller) => !allowed.includes(caller)) as RpcCaller;
    const answer = await rpc[service].ask(pattern, {
      assertion: testRpcSigner(outsider).sign(claims(service, { iss: outsider })),
      payload: intruderPayload(),
    });
    expectRefused(answer, ['FORBIDDEN'], `${service} ${pattern} by ${outsider}`);
  });

  const adminPatterns = patterns.filter((p) => RPC_ACCESS[service][p]!.acting === 'admin');
  if (adminPatterns.length > 0) {
    it.each(adminPatterns)(
      '%s: the gateway acting for a user who is not an admin',
      async (pattern) => {
        const answer = await rpc[service].ask(pattern, {
          assertion: testRpcSigner().sign(claims(service, { role: 'user' })),
          payload: intruderPayload(),
        });
        expectRefused(answer, ['FORBIDDEN'], `${service} ${pattern} as a user`);
      },
    );
  }
});
