/**
 * The auth service's own admin check (issue #9: "checked in the gateway AND in the owning
 * service"): every admin pattern refuses an actor who is not an admin, by the request's claim or
 * by the stored role (403), and a missing or malformed actor (400), and works for an admin,
 * including the refusal to delete oneself (409). Driven over TCP as the gateway does.
 */
import {
  AuthPatterns,
  CANNOT_DELETE_SELF_MESSAGE,
  NOT_AN_ADMIN_MESSAGE,
  USER_DELETED_TOPIC,
  type AdminUserDto,
  type BulkEmailRecipientDto,
  type OkResult,
} from '@app/contracts';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

const NO_ID = '00000000-0000-4000-8000-000000000000';

describe('auth admin patterns', () => {
  let auth: AuthTestService;
  let admin: { id: string };

  beforeAll(async () => {
    auth = await startAuthService();
    const { user } = await auth.register();
    await auth.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    admin = { id: user.id };
  });

  afterAll(async () => {
    await auth.close();
  });

  const asAdmin = () => ({ actorId: admin.id, actorRole: 'admin' as const });

  const userCount = async (id: string): Promise<number> => {
    const [row] = await auth.dataSource.query<Array<{ count: string }>>(
      'SELECT count(*) FROM users WHERE id = $1',
      [id],
    );
    return Number(row?.count);
  };

  /** Each admin pattern with a payload that is valid apart from the actor. */
  const patterns: [string, (userId: string) => object][] = [
    [AuthPatterns.AdminGetUser, (userId) => ({ userId })],
    [AuthPatterns.AdminListUsers, (userId) => ({ userIds: [userId] })],
    [AuthPatterns.AdminDeleteUser, (userId) => ({ userId })],
  ];

  describe.each(patterns)('%s', (pattern, payloadFor) => {
    it('refuses an actor whose request says they are a user with FORBIDDEN', async () => {
      const { user } = await auth.register();
      const target = await auth.register();

      await expect(
        auth.call(pattern, { actorId: user.id, actorRole: 'user', ...payloadFor(target.user.id) }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });
      expect(await userCount(target.user.id)).toBe(1);
    });

    it('refuses an actor who claims the admin role but does not hold it with FORBIDDEN', async () => {
      const { user, sessionId } = await auth.register();
      const target = await auth.register();

      await expect(
        auth.call(pattern, { actorId: user.id, actorRole: 'admin', ...payloadFor(target.user.id) }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });
      await expect(
        auth.call(pattern, { actorId: NO_ID, actorRole: 'admin', ...payloadFor(target.user.id) }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });
      expect(await userCount(target.user.id)).toBe(1);
      expect(await auth.sessions.resolve(sessionId)).not.toBeNull();
    });

    it.each([
      ['no actor', { actorId: undefined, actorRole: undefined }],
      ['an unknown role', { actorRole: 'root' }],
    ])('refuses %s (no admin in the assertion) with FORBIDDEN', async (_case, actor) => {
      const target = await auth.register();

      await expect(
        auth.call(pattern, { ...asAdmin(), ...actor, ...payloadFor(target.user.id) }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: NOT_AN_ADMIN_MESSAGE });
      expect(await userCount(target.user.id)).toBe(1);
    });

    it.each([
      ['an actor id that is not an id', { actorId: 'admin', actorRole: 'admin' }, ['actorId']],
    ])('refuses %s with VALIDATION_FAILED', async (_case, actor, fields) => {
      const target = await auth.register();

      const error = await auth
        .call(pattern, { ...asAdmin(), ...actor, ...payloadFor(target.user.id) })
        .catch((e: unknown) => e);

      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      const details = (error as { details: { errors: { field: string }[] } }).details;
      expect(details.errors.map((problem) => problem.field).sort()).toEqual(fields);
      expect(await userCount(target.user.id)).toBe(1);
    });
  });

  describe(AuthPatterns.AdminGetUser, () => {
    it('answers the user of the details dialog for an admin', async () => {
      const { user, body } = await auth.register();
      await auth.dataSource.query(
        `UPDATE users SET first_name = 'Ada', last_name = 'Lovelace' WHERE id = $1`,
        [user.id],
      );

      const found = await auth.call<AdminUserDto>(AuthPatterns.AdminGetUser, {
        ...asAdmin(),
        userId: user.id,
      });

      expect(found).toEqual({
        id: user.id,
        username: body.username,
        email: body.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('answers NOT_FOUND for an unknown user', async () => {
      await expect(
        auth.call(AuthPatterns.AdminGetUser, { ...asAdmin(), userId: NO_ID }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    });
  });

  describe(AuthPatterns.AdminListUsers, () => {
    it('resolves the selected users that exist to e-mail recipients, with product_updates, for an admin', async () => {
      const ada = await auth.register();
      const bob = await auth.register();
      await auth.call(AuthPatterns.UpdateProfile, {
        userId: bob.user.id,
        email: bob.body.email,
        email_reminders: true,
        weekly_summaries: true,
        product_updates: false,
      });

      const recipients = await auth.call<BulkEmailRecipientDto[]>(AuthPatterns.AdminListUsers, {
        ...asAdmin(),
        userIds: [ada.user.id, NO_ID, bob.user.id],
      });

      const byId = (a: BulkEmailRecipientDto, b: BulkEmailRecipientDto) =>
        a.userId.localeCompare(b.userId);
      expect([...recipients].sort(byId)).toEqual(
        [
          {
            userId: ada.user.id,
            email: ada.body.email,
            username: ada.body.username,
            product_updates: true,
            language: null,
          },
          {
            userId: bob.user.id,
            email: bob.body.email,
            username: bob.body.username,
            product_updates: false,
            language: null,
          },
        ].sort(byId),
      );
    });
  });

  describe(AuthPatterns.AdminDeleteUser, () => {
    it('deletes the account for an admin, records the event and ends its sessions', async () => {
      const { user, sessionId } = await auth.register();

      await expect(
        auth.call<OkResult>(AuthPatterns.AdminDeleteUser, { ...asAdmin(), userId: user.id }),
      ).resolves.toEqual({ ok: true });

      expect(await userCount(user.id)).toBe(0);
      expect(await auth.sessions.resolve(sessionId)).toBeNull();
      const events = await auth.outbox(USER_DELETED_TOPIC);
      expect(events.map((event) => event.payload)).toContainEqual(
        expect.objectContaining({ userId: user.id, deletedBy: 'admin' }),
      );
    });

    it('refuses to delete the acting admin with CONFLICT', async () => {
      await expect(
        auth.call(AuthPatterns.AdminDeleteUser, { ...asAdmin(), userId: admin.id }),
      ).rejects.toMatchObject({
        code: 'CONFLICT',
        status: 409,
        message: CANNOT_DELETE_SELF_MESSAGE,
      });
      expect(await userCount(admin.id)).toBe(1);
    });

    it('answers NOT_FOUND for an unknown user', async () => {
      await expect(
        auth.call(AuthPatterns.AdminDeleteUser, { ...asAdmin(), userId: NO_ID }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    });
  });
});
