import { problemsOf } from '../../_testing/dto-test-helpers';
import { RecordVisitDto } from './record-visit.dto';

describe('RecordVisitDto', () => {
  it('accepts a visit with only its dates', async () => {
    expect(
      await problemsOf(RecordVisitDto, { entry_date: '2025-06-01', exit_date: '2025-06-10' }),
    ).toEqual({});
  });

  it('accepts a one-day visit', async () => {
    expect(
      await problemsOf(RecordVisitDto, { entry_date: '2025-06-01', exit_date: '2025-06-01' }),
    ).toEqual({});
  });

  it('requires both dates with the SPEC messages', async () => {
    expect(await problemsOf(RecordVisitDto, { country: 'Spain' })).toEqual({
      entry_date: ['Entry date is required'],
      exit_date: ['Exit date is required'],
    });
  });

  it('rejects an exit before the entry with the SPEC message, on exit_date', async () => {
    expect(
      await problemsOf(RecordVisitDto, { entry_date: '2025-06-10', exit_date: '2025-06-09' }),
    ).toEqual({ exit_date: ['Exit date must be after entry date'] });
  });

  it('reports an impossible exit date once, not also as out of order', async () => {
    expect(
      await problemsOf(RecordVisitDto, { entry_date: '2025-06-10', exit_date: '2025-02-30' }),
    ).toEqual({ exit_date: ['exit_date must be a real calendar date in the form YYYY-MM-DD'] });
  });

  it('accepts a leap day exit', async () => {
    expect(
      await problemsOf(RecordVisitDto, { entry_date: '2024-02-20', exit_date: '2024-02-29' }),
    ).toEqual({});
  });

  it('accepts a country and notes, and an empty country', async () => {
    expect(
      await problemsOf(RecordVisitDto, {
        entry_date: '2025-06-01',
        exit_date: '2025-06-10',
        country: '',
        notes: 'Road trip',
      }),
    ).toEqual({});
  });
});
