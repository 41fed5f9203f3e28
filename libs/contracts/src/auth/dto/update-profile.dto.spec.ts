import { problemsOf, validInstance } from '../../_testing/dto-test-helpers';
import { UpdateProfileDto } from './update-profile.dto';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  timezone: 'Europe/London',
  passport_issue_date: '2020-02-29',
  passport_expiry_date: '2030-02-28',
  email_reminders: true,
  weekly_summaries: false,
};

describe('UpdateProfileDto', () => {
  it('accepts the SPEC §7 fields', async () => {
    expect(await problemsOf(UpdateProfileDto, valid)).toEqual({});
  });

  it('needs only the email and both booleans', async () => {
    expect(
      await problemsOf(UpdateProfileDto, {
        email: 'ada@example.com',
        email_reminders: false,
        weekly_summaries: true,
      }),
    ).toEqual({});
  });

  it('takes product_updates as true or false, optionally, never null', async () => {
    expect(await problemsOf(UpdateProfileDto, { ...valid, product_updates: false })).toEqual({});
    for (const product_updates of [null, 'false']) {
      expect(await problemsOf(UpdateProfileDto, { ...valid, product_updates })).toEqual({
        product_updates: ['product_updates must be true or false'],
      });
    }
  });

  it('requires both booleans', async () => {
    const { email_reminders: _r, weekly_summaries: _w, ...rest } = valid;
    expect(await problemsOf(UpdateProfileDto, rest)).toEqual({
      email_reminders: ['Email reminders is required'],
      weekly_summaries: ['Weekly summaries is required'],
    });
  });

  it('rejects booleans sent as text', async () => {
    expect(await problemsOf(UpdateProfileDto, { ...valid, email_reminders: 'true' })).toEqual({
      email_reminders: ['email_reminders must be true or false'],
    });
  });

  it.each(['not-an-email', 'ada@', '', 'ada@example'])(
    'rejects the email %p with the SPEC message',
    async (email) => {
      expect(await problemsOf(UpdateProfileDto, { ...valid, email })).toEqual({
        email: ['Invalid email'],
      });
    },
  );

  it.each(['UTC', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])(
    'accepts the time zone %p',
    async (timezone) => {
      expect(await problemsOf(UpdateProfileDto, { ...valid, timezone })).toEqual({});
    },
  );

  it.each(['Mars/Olympus', '+01:00', '', null])('rejects the time zone %p', async (timezone) => {
    expect(await problemsOf(UpdateProfileDto, { ...valid, timezone })).toEqual({
      timezone: ['Timezone must be a valid IANA time zone'],
    });
  });

  it('clears names and passport dates with null', async () => {
    const dto = await validInstance(UpdateProfileDto, {
      ...valid,
      first_name: null,
      last_name: null,
      passport_issue_date: null,
      passport_expiry_date: null,
    });
    expect(dto.passport_issue_date).toBeNull();
  });

  it.each(['2025-02-30', '2023-02-29', '2025-13-01', '2025-1-01', '2025-01-01T00:00:00Z'])(
    'rejects the passport date %p',
    async (date) => {
      expect(
        await problemsOf(UpdateProfileDto, {
          ...valid,
          passport_issue_date: date,
          passport_expiry_date: date,
        }),
      ).toEqual({
        passport_issue_date: [
          'passport_issue_date must be a real calendar date in the form YYYY-MM-DD',
        ],
        passport_expiry_date: [
          'passport_expiry_date must be a real calendar date in the form YYYY-MM-DD',
        ],
      });
    },
  );

  it('rejects a change of username', async () => {
    expect(await problemsOf(UpdateProfileDto, { ...valid, username: 'someone' })).toEqual({
      username: ['property username should not exist'],
    });
  });

  it('rejects a name longer than 100 characters', async () => {
    expect(await problemsOf(UpdateProfileDto, { ...valid, first_name: 'A'.repeat(101) })).toEqual({
      first_name: ['First name must be at most 100 characters'],
    });
  });
});
