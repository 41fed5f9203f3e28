import { problemsOf } from '../../_testing/dto-test-helpers';
import { UpdateTravelSettingsDto } from './update-travel-settings.dto';

describe('UpdateTravelSettingsDto', () => {
  it('accepts any subset of the settings, nothing included', async () => {
    expect(await problemsOf(UpdateTravelSettingsDto, {})).toEqual({});
    expect(
      await problemsOf(UpdateTravelSettingsDto, {
        ees_registered: true,
        ees_notice_shown: false,
        insurance_start_date: '2024-02-29',
        insurance_end_date: null,
        etias_applied_date: '2026-01-05',
        etias_received: true,
        etias_valid_until: '2029-01-04',
      }),
    ).toEqual({});
  });

  it('refuses a flag that is null or not a boolean', async () => {
    expect(
      await problemsOf(UpdateTravelSettingsDto, { ees_registered: null, etias_received: 'true' }),
    ).toEqual({
      ees_registered: ['ees_registered must be true or false'],
      etias_received: ['etias_received must be true or false'],
    });
  });

  it.each(['2025-02-30', '2025-2-1', '2025-01-01T00:00:00Z', 20250101])(
    'refuses %p as a date',
    async (date) => {
      expect(await problemsOf(UpdateTravelSettingsDto, { insurance_start_date: date })).toEqual({
        insurance_start_date: [
          'Insurance start date must be a real calendar date in the form YYYY-MM-DD',
        ],
      });
    },
  );

  it('refuses a field that is not a travel setting', async () => {
    expect(await problemsOf(UpdateTravelSettingsDto, { email_reminders: false })).toEqual({
      email_reminders: ['property email_reminders should not exist'],
    });
  });
});
