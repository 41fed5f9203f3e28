import { problemsOf } from '../../_testing/dto-test-helpers';
import { UpdateVisitDto } from './update-visit.dto';

describe('UpdateVisitDto', () => {
  it('accepts new dates, country and notes', async () => {
    expect(
      await problemsOf(UpdateVisitDto, {
        entry_date: '2025-06-01',
        exit_date: '2025-06-10',
        country: 'Spain',
        notes: 'Moved a week later',
      }),
    ).toEqual({});
  });

  it('accepts an ongoing visit with no exit date, sent as null or left out', async () => {
    expect(await problemsOf(UpdateVisitDto, { entry_date: '2025-06-01', exit_date: null })).toEqual(
      {},
    );
    expect(await problemsOf(UpdateVisitDto, { entry_date: '2025-06-01' })).toEqual({});
  });

  it('requires the entry date with the SPEC message', async () => {
    expect(await problemsOf(UpdateVisitDto, { exit_date: '2025-06-10' })).toEqual({
      entry_date: ['Entry date is required'],
    });
  });

  it('rejects an exit before the entry with the SPEC message', async () => {
    expect(
      await problemsOf(UpdateVisitDto, { entry_date: '2025-06-10', exit_date: '2025-06-09' }),
    ).toEqual({ exit_date: ['Exit date must be after entry date'] });
  });

  it('rejects an impossible date and an unknown country', async () => {
    expect(
      await problemsOf(UpdateVisitDto, {
        entry_date: '2025-02-30',
        country: 'Narnia',
      }),
    ).toEqual({
      entry_date: ['entry_date must be a real calendar date in the form YYYY-MM-DD'],
      country: expect.any(Array),
    });
  });
});
