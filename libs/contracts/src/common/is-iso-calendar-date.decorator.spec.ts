import { problemsOf } from '../_testing/dto-test-helpers';
import { IsIsoCalendarDate } from './is-iso-calendar-date.decorator';

class DatedDto {
  @IsIsoCalendarDate()
  day!: string;
}

const MESSAGE = 'day must be a real calendar date in the form YYYY-MM-DD';

describe('IsIsoCalendarDate', () => {
  it.each([
    ['a day past the end of February', '2025-02-30'],
    ['a leap day in a common year', '2023-02-29'],
    ['a thirteenth month', '2025-13-01'],
    ['a month without its leading zero', '2025-1-01'],
    ['a timestamp', '2025-01-01T00:00:00Z'],
    ['the 31st of a 30-day month', '2025-04-31'],
    ['month zero', '2025-00-10'],
    ['the basic format without hyphens', '20250101'],
    ['a week date', '2025-W01'],
    ['an ordinal date', '2025-001'],
    ['surrounding spaces', ' 2025-01-01 '],
    ['an empty string', ''],
  ])('rejects %s (%p)', async (_case, day) => {
    expect(await problemsOf(DatedDto, { day })).toEqual({ day: [MESSAGE] });
  });

  it.each([
    ['a number', 20250101],
    ['a Date-like object', { year: 2025 }],
    ['null', null],
  ])('rejects %s', async (_case, day) => {
    expect(await problemsOf(DatedDto, { day })).toEqual({ day: [MESSAGE] });
  });

  it('accepts the leap day of a leap year', async () => {
    expect(await problemsOf(DatedDto, { day: '2024-02-29' })).toEqual({});
  });

  it.each(['2025-01-01', '2025-12-31', '2021-06-15'])('accepts %p', async (day) => {
    expect(await problemsOf(DatedDto, { day })).toEqual({});
  });

  it('takes a custom message', async () => {
    class CustomDto {
      @IsIsoCalendarDate({ message: 'Pick a real day' })
      day!: string;
    }
    expect(await problemsOf(CustomDto, { day: '2025-02-30' })).toEqual({
      day: ['Pick a real day'],
    });
  });
});
