import { problemsOf, validInstance } from '../../_testing/dto-test-helpers';
import { CreateTravelEntryDto } from './create-travel-entry.dto';

describe('CreateTravelEntryDto', () => {
  it('accepts an entry with only a type and a date', async () => {
    expect(
      await problemsOf(CreateTravelEntryDto, { entry_type: 'entry', entry_date: '2025-06-01' }),
    ).toEqual({});
  });

  it('accepts an exit with a country and notes', async () => {
    expect(
      await problemsOf(CreateTravelEntryDto, {
        entry_type: 'exit',
        entry_date: '2024-02-29',
        country: 'France',
        notes: 'Back home',
      }),
    ).toEqual({});
  });

  it('requires the type and the date', async () => {
    expect(await problemsOf(CreateTravelEntryDto, {})).toEqual({
      entry_type: ['Entry type is required'],
      entry_date: ['Entry date is required'],
    });
  });

  it('rejects a type other than entry or exit', async () => {
    expect(
      await problemsOf(CreateTravelEntryDto, { entry_type: 'transit', entry_date: '2025-06-01' }),
    ).toEqual({ entry_type: ["entry_type must be 'entry' or 'exit'"] });
  });

  it.each(['2025-02-30', '2023-02-29', '2025-13-01', '2025-1-01', '2025-01-01T00:00:00Z'])(
    'rejects the date %p',
    async (entry_date) => {
      expect(await problemsOf(CreateTravelEntryDto, { entry_type: 'entry', entry_date })).toEqual({
        entry_date: ['entry_date must be a real calendar date in the form YYYY-MM-DD'],
      });
    },
  );

  it('rejects a country outside Schengen', async () => {
    expect(
      await problemsOf(CreateTravelEntryDto, {
        entry_type: 'entry',
        entry_date: '2025-06-01',
        country: 'United Kingdom',
      }),
    ).toEqual({
      country: [
        'country must be the English name of a Schengen state, Cyprus or Ireland (for example France)',
      ],
    });
  });

  it('turns an empty country into null', async () => {
    const dto = await validInstance(CreateTravelEntryDto, {
      entry_type: 'entry',
      entry_date: '2025-06-01',
      country: '',
    });
    expect(dto.country).toBeNull();
  });

  it('accepts notes of 500 characters and rejects 501', async () => {
    const base = { entry_type: 'entry', entry_date: '2025-06-01' };
    expect(await problemsOf(CreateTravelEntryDto, { ...base, notes: 'n'.repeat(500) })).toEqual({});
    expect(await problemsOf(CreateTravelEntryDto, { ...base, notes: 'n'.repeat(501) })).toEqual({
      notes: ['Notes must be at most 500 characters'],
    });
  });

  it('rejects a user_id in the body', async () => {
    expect(
      await problemsOf(CreateTravelEntryDto, {
        entry_type: 'entry',
        entry_date: '2025-06-01',
        user_id: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
      }),
    ).toEqual({ user_id: ['property user_id should not exist'] });
  });
});
