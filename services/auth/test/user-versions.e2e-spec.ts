/**
 * The account's version token (`userVersionKey`, docs/adr/0014): every committed change of what a
 * UserDto shows sets a fresh token before the change is answered, so the gateway's copy of the
 * user is never served after it; reads and refused changes leave the token alone.
 */
import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import {
  AuthPatterns,
  DONATION_SUCCEEDED_TOPIC,
  signUnsubscribeToken,
  userVersionKey,
} from '@app/contracts';
import { A_GOOD_PASSWORD, RecordedOutput } from '@app/testing';

import { runCli } from '../src/cli/run-cli';
import { DonationsConsumer } from '../src/donations/donations-consumer';
import { startAuthService, type AuthTestService } from './support/auth-test-service';

const SECRET = 'an-unsubscribe-secret-of-enough-length-0123456789';

describe('the account version token', () => {
  let auth: AuthTestService;
  let redis: Redis;

  beforeAll(async () => {
    auth = await startAuthService({ env: { UNSUBSCRIBE_SECRET: SECRET } });
    redis = new Redis(auth.redis.url);
  });

  afterAll(async () => {
    redis.disconnect();
    await auth.close();
  });

  const tokenOf = (userId: string): Promise<string | null> =>
    redis.get(userVersionKey(auth.env.REDIS_KEY_PREFIX, userId));

  /** Runs `change` and returns whether the user's token was replaced by a new one. */
  async function changesToken(userId: string, change: () => Promise<unknown>): Promise<boolean> {
    const before = `before-${randomUUID()}`;
    await redis.set(userVersionKey(auth.env.REDIS_KEY_PREFIX, userId), before);
    await change().catch(() => undefined);
    const after = await tokenOf(userId);
    return after !== before;
  }

  it('changes with a saved profile, and not with a read or a refused one', async () => {
    const { user } = await auth.register();
    const other = await auth.register();
    const form = { userId: user.id, email_reminders: true, weekly_summaries: false };
    expect(
      await changesToken(user.id, () =>
        auth.call(AuthPatterns.UpdateProfile, { ...form, email: user.email }),
      ),
    ).toBe(true);
    expect(
      await changesToken(user.id, () => auth.call(AuthPatterns.CurrentUser, { userId: user.id })),
    ).toBe(false);
    // Someone else's e-mail: refused (409), nothing committed.
    expect(
      await changesToken(user.id, () =>
        auth.call(AuthPatterns.UpdateProfile, { ...form, email: other.user.email }),
      ),
    ).toBe(false);
  });

  it('changes with each sign-in (login_count)', async () => {
    const { user, body } = await auth.register();
    expect(
      await changesToken(user.id, () =>
        auth.call(AuthPatterns.Login, { username: body.username, password: body.password }),
      ),
    ).toBe(true);
    expect(
      await changesToken(user.id, () =>
        auth.call(AuthPatterns.Login, { username: body.username, password: 'wrong-password!' }),
      ),
    ).toBe(false);
  });

  it('changes with a one-click unsubscribe', async () => {
    const { user } = await auth.register();
    const token = signUnsubscribeToken(SECRET, { userId: user.id, preference: 'weekly_summaries' });
    expect(await changesToken(user.id, () => auth.call(AuthPatterns.Unsubscribe, { token }))).toBe(
      true,
    );
  });

  it('changes when a donation sets has_donated', async () => {
    const { user } = await auth.register();
    const eventId = randomUUID();
    const consume = () =>
      auth.app.get(DonationsConsumer).consume({
        topic: DONATION_SUCCEEDED_TOPIC,
        key: user.id,
        eventId,
        deliveryCount: 1,
        payload: {
          eventId,
          occurredAt: '2025-06-15T12:00:00.000Z',
          aggregateId: 'pi_versions',
          userId: user.id,
          email: user.email,
          displayName: user.username,
          amountPence: 500,
          productCode: 'espresso',
        },
      });
    expect(await changesToken(user.id, consume)).toBe(true);
    // Already a donor: nothing changes.
    expect(await changesToken(user.id, consume)).toBe(false);
  });

  it('changes with a password reset', async () => {
    const { user } = await auth.register();
    const { token } = await auth.issueResetToken(user.email);
    expect(
      await changesToken(user.id, () =>
        auth.call(AuthPatterns.ResetPassword, { token, newPassword: `${A_GOOD_PASSWORD}-2` }),
      ),
    ).toBe(true);
  });

  it('changes when the account is deleted, by its owner or by an admin', async () => {
    const own = await auth.register();
    expect(
      await changesToken(own.user.id, () =>
        auth.call(AuthPatterns.DeleteAccount, {
          userId: own.user.id,
          password: own.body.password,
        }),
      ),
    ).toBe(true);

    const admin = await auth.register();
    await auth.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    const target = await auth.register();
    expect(
      await changesToken(target.user.id, () =>
        auth.call(AuthPatterns.AdminDeleteUser, {
          actorId: admin.user.id,
          actorRole: 'admin',
          userId: target.user.id,
        }),
      ),
    ).toBe(true);
  });

  it('changes when the CLI promotes the account', async () => {
    const { user, body } = await auth.register();
    const output = new RecordedOutput();
    const env = {
      DATABASE_URL: auth.env.DATABASE_URL,
      DATABASE_SCHEMA: auth.env.DATABASE_SCHEMA,
      REDIS_URL: auth.redis.url,
      REDIS_KEY_PREFIX: auth.env.REDIS_KEY_PREFIX,
    };
    expect(
      await changesToken(user.id, async () => {
        expect(await runCli(['promote', body.username], { env, output })).toBe(0);
      }),
    ).toBe(true);
    expect(output.errors).toEqual([]);
  });
});
