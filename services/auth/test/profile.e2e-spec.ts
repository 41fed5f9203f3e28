import {
  AuthPatterns,
  type AuthUserDataDto,
  EMAIL_TAKEN_MESSAGE,
  ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE,
  INSURANCE_END_BEFORE_START_MESSAGE,
  LANGUAGE_NOT_SUPPORTED_MESSAGE,
  PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
  PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
  USER_UPDATED_TOPIC,
  type UserDto,
} from '@app/contracts';
import { NO_TRAVEL_SETTINGS } from '@app/testing';

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
    // The same address in other letters needs no confirmation (a new one: account-security spec).
    const updated = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      email: user.email.toUpperCase(),
    });
    expect(updated).toEqual({
      ...user,
      ...form,
      email: user.email.toUpperCase(),
    });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(
      updated,
    );
  });

  it('records auth.user.updated.v1 with the e-mail and time zone, in its transaction', async () => {
    const { user, body } = await auth.register();
    await auth.call(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      timezone: 'Pacific/Kiritimati',
      email: user.email,
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
        email: user.email,
        timezone: 'Pacific/Kiritimati',
      },
    ]);

    // A refused change records nothing.
    await expect(
      auth.call(AuthPatterns.UpdateProfile, { userId: user.id, ...form, email: 'not-an-email' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const other = await auth.register();
    await expect(
      auth.call(AuthPatterns.UpdateProfile, {
        userId: user.id,
        ...form,
        email: other.user.email,
        current_password: body.password,
      }),
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
    const { user, body } = await auth.register();
    const other = await auth.register();
    await expect(
      auth.call(AuthPatterns.UpdateProfile, {
        userId: user.id,
        ...form,
        email: other.user.email.toUpperCase(),
        current_password: body.password,
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

describe('auth.profile.update: passport dates', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  // 11:30 UTC on 10 March 2026: already 11 March in Kiritimati (UTC+14), still 10 March in London.
  beforeEach(() => auth.clock.setTo(new Date('2026-03-10T11:30:00Z')));

  const save = (userId: string, email: string, changes: object) =>
    auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId,
      ...form,
      email,
      passport_issue_date: null,
      passport_expiry_date: null,
      ...changes,
    });

  it("refuses an issue date after the user's today, in the profile's time zone, and changes nothing", async () => {
    const { user } = await auth.register();
    await expect(
      save(user.id, user.email, { timezone: 'Europe/London', passport_issue_date: '2026-03-11' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
      details: {
        errors: [{ field: 'passport_issue_date', messages: [PASSPORT_ISSUE_IN_FUTURE_MESSAGE] }],
      },
    });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(user);
    // The same day is today in Kiritimati: a passport issued today is fine.
    await expect(
      save(user.id, user.email, {
        timezone: 'Pacific/Kiritimati',
        passport_issue_date: '2026-03-11',
      }),
    ).resolves.toMatchObject({ passport_issue_date: '2026-03-11' });
  });

  it('refuses an expiry on or before the issue date, also against the stored issue date', async () => {
    const { user } = await auth.register();
    for (const expiry of ['2020-02-29', '2019-12-31']) {
      await expect(
        save(user.id, user.email, {
          passport_issue_date: '2020-02-29',
          passport_expiry_date: expiry,
        }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
      });
    }
    await save(user.id, user.email, { passport_issue_date: '2020-02-29' });
    const { passport_issue_date: _issue, ...withoutIssue } = form;
    await expect(
      auth.call(AuthPatterns.UpdateProfile, {
        userId: user.id,
        ...withoutIssue,
        email: user.email,
        passport_expiry_date: '2020-01-01',
      }),
    ).rejects.toMatchObject({ message: PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toMatchObject({
      passport_issue_date: '2020-02-29',
      passport_expiry_date: null,
    });
  });

  it('reports both problems at once', async () => {
    const { user } = await auth.register();
    await expect(
      save(user.id, user.email, {
        passport_issue_date: '2027-01-01',
        passport_expiry_date: '2026-01-01',
      }),
    ).rejects.toMatchObject({
      details: {
        errors: [
          { field: 'passport_issue_date', messages: [PASSPORT_ISSUE_IN_FUTURE_MESSAGE] },
          { field: 'passport_expiry_date', messages: [PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE] },
        ],
      },
    });
  });
});

describe('auth.profile.update: product_updates', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  it('is on for a new account, saved when sent, kept when absent, and never null', async () => {
    const { user } = await auth.register();
    expect(user.product_updates).toBe(true);
    const off = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      email: user.email,
      product_updates: false,
    });
    expect(off).toMatchObject({ product_updates: false, email_reminders: false });
    const kept = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      email: user.email,
      email_reminders: true,
    });
    expect(kept).toMatchObject({ product_updates: false, email_reminders: true });
    await expect(
      auth.call(AuthPatterns.UpdateProfile, {
        userId: user.id,
        ...form,
        email: user.email,
        product_updates: null,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'product_updates must be true or false',
    });
  });
});

describe('auth.profile.update: language', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  it('follows the browser (null) for a new account, is saved when sent, kept when absent, and cleared with null', async () => {
    const { user } = await auth.register();
    expect(user.language).toBeNull();
    const save = (changes: object) =>
      auth.call<UserDto>(AuthPatterns.UpdateProfile, {
        userId: user.id,
        ...form,
        email: user.email,
        ...changes,
      });
    expect(await save({ language: 'pt-BR' })).toMatchObject({ language: 'pt-BR' });
    expect(await save({})).toMatchObject({ language: 'pt-BR' });
    expect(await save({ language: null })).toMatchObject({ language: null });
  });

  it('refuses a language the product does not speak with a 400 naming the supported ones, saving nothing', async () => {
    const { user } = await auth.register();
    for (const language of ['nl', 'pt-br', 'EN', 7]) {
      await expect(
        auth.call(AuthPatterns.UpdateProfile, {
          userId: user.id,
          ...form,
          email: user.email,
          language,
        }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message: LANGUAGE_NOT_SUPPORTED_MESSAGE,
      });
    }
    const unchanged = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      email: user.email,
    });
    expect(unchanged.language).toBeNull();
  });
});

describe('auth.travel-settings.update', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  const update = (userId: string, settings: object) =>
    auth.call<UserDto>(AuthPatterns.UpdateTravelSettings, { userId, ...settings });

  it('starts with nothing set, saves what is sent and keeps what is absent', async () => {
    const { user } = await auth.register();
    expect(user).toMatchObject(NO_TRAVEL_SETTINGS);
    const registered = await update(user.id, { ees_registered: true });
    expect(registered).toEqual({ ...user, ees_registered: true });
    const period = await update(user.id, {
      insurance_start_date: '2025-01-01',
      insurance_end_date: '2025-12-31',
      etias_applied_date: '2026-01-05',
      etias_received: true,
      etias_valid_until: '2029-01-04',
      ees_notice_shown: true,
    });
    expect(period).toEqual({
      ...user,
      ees_registered: true,
      ees_notice_shown: true,
      insurance_start_date: '2025-01-01',
      insurance_end_date: '2025-12-31',
      etias_applied_date: '2026-01-05',
      etias_received: true,
      etias_valid_until: '2029-01-04',
    });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(period);
    const cleared = await update(user.id, { insurance_end_date: null });
    expect(cleared).toMatchObject({ insurance_start_date: '2025-01-01', insurance_end_date: null });
  });

  it('keeps each account its own settings', async () => {
    const first = await auth.register();
    const second = await auth.register();
    await update(first.user.id, { ees_registered: true, insurance_start_date: '2025-02-01' });
    expect(
      await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: second.user.id }),
    ).toMatchObject(NO_TRAVEL_SETTINGS);
  });

  it('refuses a period that ends before it starts, with the stored half too, and changes nothing', async () => {
    const { user } = await auth.register();
    await expect(
      update(user.id, { insurance_start_date: '2025-02-01', insurance_end_date: '2025-01-31' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: INSURANCE_END_BEFORE_START_MESSAGE,
    });
    const saved = await update(user.id, { insurance_start_date: '2025-02-01' });
    await expect(update(user.id, { insurance_end_date: '2025-01-31' })).rejects.toMatchObject({
      message: INSURANCE_END_BEFORE_START_MESSAGE,
    });
    await expect(
      update(user.id, { etias_applied_date: '2026-02-01', etias_valid_until: '2026-01-01' }),
    ).rejects.toMatchObject({ message: ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(saved);
    // A one-day period is fine.
    await expect(update(user.id, { insurance_end_date: '2025-02-01' })).resolves.toMatchObject({
      insurance_end_date: '2025-02-01',
    });
  });

  it.each([
    [{ ees_registered: null }, 'ees_registered must be true or false'],
    [{ etias_received: 'yes' }, 'etias_received must be true or false'],
    [
      { insurance_start_date: '2025-02-30' },
      'Insurance start date must be a real calendar date in the form YYYY-MM-DD',
    ],
    [
      { etias_valid_until: '2025-01-01T00:00:00Z' },
      'ETIAS valid-until date must be a real calendar date in the form YYYY-MM-DD',
    ],
    [{ email: 'x@example.com' }, 'property email should not exist'],
  ])('refuses %j with VALIDATION_FAILED', async (settings, message) => {
    const { user } = await auth.register();
    await expect(update(user.id, settings)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
    });
    expect(await auth.call<UserDto>(AuthPatterns.CurrentUser, { userId: user.id })).toEqual(user);
  });

  it('answers NOT_FOUND for a user who is gone', async () => {
    await expect(
      update('5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f', { ees_registered: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('auth.user-data.export', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  it('returns the account and its e-mail preferences as stored, never the password hash', async () => {
    const { user } = await auth.register();
    const saved = await auth.call<UserDto>(AuthPatterns.UpdateProfile, {
      userId: user.id,
      ...form,
      email: user.email,
      product_updates: false,
    });
    const exported = await auth.call<AuthUserDataDto>(AuthPatterns.ExportUserData, {
      userId: user.id,
    });
    const { email_reminders, weekly_summaries, product_updates, ...profile } = saved;
    expect(exported).toEqual({
      profile,
      email_preferences: {
        email_reminders,
        weekly_summaries,
        product_updates,
        reset_notifications: false,
      },
    });
    expect(JSON.stringify(exported)).not.toMatch(/argon2|password/i);
  });
});
