import {
  AuthPatterns,
  EMAIL_TAKEN_MESSAGE,
  USER_UPDATED_TOPIC,
  type UserDto,
  type UserExportDto,
} from '@app/contracts';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

const form = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  timezone: 'Europe/London',
  passport_issue_date: '2020-02-29',
  passport_expiry_date: '2030-02-28',
  email_reminders: false,
  weekly_summaries: true,
};

describe('auth.profile.update', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  it('saves the profile form and returns the user', async () => {
    const { user } = await auth.register();
    const updated = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      email: 'ada.new@example.com',
    });
    expect(updated).toEqual({
      ...user,
      ...form,
      email: 'ada.new@example.com',
    });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(
      updated,
    );
  });

  it('records auth.user.updated.v1 with the e-mail and time zone, in its transaction', async () => {
    const { user } = await auth.register();
    await auth.call(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      timezone: 'Pacific/Kiritimati',
      email: 'ada.kiritimati@example.com',
    });
    const events = (await auth.outbox(USER_UPDATED_TOPIC)).filter(
      (row) => row.aggregateId === user.id,
    );
    expect(events.map((row) => row.payload)).toEqual([
      {
        eventId: expect.any(String),
        occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        aggregateId: user.id,
        userId: user.id,
        username: user.username,
        email: 'ada.kiritimati@example.com',
        timezone: 'Pacific/Kiritimati',
      },
    ]);

    // A refused change records nothing.
    await expect(
      auth.call(AuthPatterns.UpdateProfile, { userId: user.id, ...form, email: 'not-an-email' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const other = await auth.register();
    await expect(
      auth.call(AuthPatterns.UpdateProfile, { userId: user.id, ...form, email: other.user.email }),
    ).rejects.toMatchObject({ code: 'AUTH_EMAIL_TAKEN' });
    expect(
      (await auth.outbox(USER_UPDATED_TOPIC)).filter((row) => row.aggregateId === user.id),
    ).toHaveLength(1);
  });

  it('keeps passport dates as calendar days', async () => {
    const { user } = await auth.register();
    await auth.call(AuthPatterns.UpdateProfile, { userId: user.id, ...form, email: user.email });
    const [row] = await auth.dataSource.query<Array<{ issue: string }>>(
      "SELECT to_char(passport_issue_date, 'YYYY-MM-DD') AS issue FROM users WHERE id = $1",
      [user.id],
    );
    expect(row?.issue).toBe('2020-02-29');
  });

  it('clears names and passport dates sent as null, and leaves absent fields alone', async () => {
    const { user } = await auth.register();
    await auth.call(AuthPatterns.UpdateProfile, { userId: user.id, ...form, email: user.email });
    const cleared = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      email: user.email,
      first_name: null,
      passport_expiry_date: null,
      email_reminders: true,
      weekly_summaries: true,
    });
    expect(cleared).toMatchObject({
      first_name: null,
      last_name: 'Lovelace',
      timezone: 'Europe/London',
      passport_issue_date: '2020-02-29',
      passport_expiry_date: null,
    });
  });

  it('keeps the e-mail of the user itself in another case', async () => {
    const { user } = await auth.register();
    const updated = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      email: user.email.toUpperCase(),
    });
    expect(updated.email).toBe(user.email.toUpperCase());
  });

  it("refuses another account's e-mail, in any case", async () => {
    const { user } = await auth.register();
    const other = await auth.register();
    await expect(
      auth.call(AuthPatterns.UpdateProfile, {
        userId: user.id,
        ...form,
        email: other.user.email.toUpperCase(),
      }),
    ).rejects.toMatchObject({
      code: 'AUTH_EMAIL_TAKEN',
      status: 409,
      message: EMAIL_TAKEN_MESSAGE,
    });
  });

  it("refuses an invalid e-mail with SPEC's message", async () => {
    const { user } = await auth.register();
    await expect(
      auth.call(AuthPatterns.UpdateProfile, { userId: user.id, ...form, email: 'not-an-email' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid email' });
  });

  it('refuses an impossible passport date and changes nothing', async () => {
    const { user } = await auth.register();
    await expect(
      auth.call(AuthPatterns.UpdateProfile, {
        userId: user.id,
        ...form,
        email: user.email,
        passport_issue_date: '2025-02-30',
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'passport_issue_date must be a real calendar date in the form YYYY-MM-DD',
    });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(user);
  });

  it('cannot change the username or the role', async () => {
    const { user } = await auth.register();
    for (const field of [{ username: 'root' }, { role: 'admin' }]) {
      await expect(
        auth.call(AuthPatterns.UpdateProfile, {
          userId: user.id,
          ...form,
          email: user.email,
          ...field,
        }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(user);
  });

  it('answers NOT_FOUND for a user who is gone', async () => {
    await expect(
      auth.call(AuthPatterns.UpdateProfile, {
        userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
        ...form,
        email: 'ghost@example.com',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('auth.users.export', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  it('returns the user with the time of the export, never the password hash', async () => {
    const { user } = await auth.register();
    const exported = await auth.call<UserExportDto>(AuthPatterns.ExportData, { userId: user.id });
    expect(exported).toEqual({
      exported_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      user,
    });
    expect(JSON.stringify(exported)).not.toMatch(/argon2|password/i);
  });
});
