import {
  addDays,
  addMonths,
  addYears,
  assertIsoDate,
  compareIsoDates,
  differenceInDays,
  eachDay,
  inclusiveDays,
  isIsoDate,
  isoDateInTimeZone,
  userToday,
} from './iso-date';

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2025-12-31', '1999-01-01'])('accepts the calendar date %p', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2025-02-30',
    '2023-02-29',
    '2025-04-31',
    '2025-00-10',
    '2025-13-01',
    '2025-1-1',
    '25-01-01',
    '2025-01-01T00:00:00Z',
    ' 2025-01-01',
    '0999-12-31',
    '',
    null,
    20250101,
  ])('rejects %p', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('assertIsoDate', () => {
  it('returns a valid date and throws RangeError for an impossible one', () => {
    expect(assertIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(() => assertIsoDate('2025-02-30')).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('adds days across a leap day and a year end', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('measures differences in calendar days', () => {
    expect(differenceInDays('2025-03-01', '2025-02-01')).toBe(28);
    expect(differenceInDays('2024-03-01', '2024-02-01')).toBe(29);
    expect(inclusiveDays('2025-01-01', '2025-01-10')).toBe(10);
    expect(inclusiveDays('2025-01-10', '2025-01-01')).toBe(0);
  });

  it('adds months and years with end-of-month clamping', () => {
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('sorts and enumerates dates', () => {
    expect(['2025-02-01', '2024-12-31', '2025-01-15'].sort(compareIsoDates)).toEqual([
      '2024-12-31',
      '2025-01-15',
      '2025-02-01',
    ]);
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('throws RangeError for a fractional count', () => {
    expect(() => addDays('2025-01-01', 0.5)).toThrow(RangeError);
    expect(() => addMonths('2025-01-01', 0.5)).toThrow(RangeError);
  });
});

describe('isoDateInTimeZone', () => {
  const instant = Date.parse('2025-06-30T23:30:00Z');

  it('gives the calendar date of an instant in the traveller zone', () => {
    expect(isoDateInTimeZone(instant, 'UTC')).toBe('2025-06-30');
    expect(isoDateInTimeZone(instant, 'Pacific/Auckland')).toBe('2025-07-01');
    expect(isoDateInTimeZone(new Date(instant), 'America/Los_Angeles')).toBe('2025-06-30');
  });

  it('gives the UTC date without building a formatter, as the formatter would', () => {
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const instants = [
      Date.parse('1000-01-01T00:00:00Z'),
      Date.parse('1999-12-31T23:59:59.999Z'),
      Date.parse('2000-01-01T00:00:00Z'),
      Date.parse('2024-02-29T12:00:00Z'),
      Date.parse('9999-12-31T23:59:59.999Z'),
    ];
    for (const time of instants) {
      expect(isoDateInTimeZone(time, 'UTC')).toBe(formatter.format(time));
    }
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('is unaffected by a daylight-saving change in the zone', () => {
    // Europe/London moves to summer time at 01:00 UTC on 30 March 2025.
    expect(isoDateInTimeZone(Date.parse('2025-03-30T00:30:00Z'), 'Europe/London')).toBe(
      '2025-03-30',
    );
    expect(isoDateInTimeZone(Date.parse('2025-03-30T23:30:00Z'), 'Europe/London')).toBe(
      '2025-03-31',
    );
  });

  it('throws RangeError for an unknown zone or an invalid instant', () => {
    expect(() => isoDateInTimeZone(instant, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => isoDateInTimeZone(Number.NaN, 'UTC')).toThrow(RangeError);
  });

  it('keeps answering for each zone and instant when called again (formatters are reused)', () => {
    const zones = ['Pacific/Auckland', 'America/Los_Angeles', 'Pacific/Auckland', 'UTC'];
    const answers = zones.map((zone) => [
      isoDateInTimeZone(Date.parse('2025-01-01T10:59:00Z'), zone),
      isoDateInTimeZone(Date.parse('2025-01-01T11:01:00Z'), zone),
    ]);
    expect(answers).toEqual([
      ['2025-01-01', '2025-01-02'],
      ['2025-01-01', '2025-01-01'],
      ['2025-01-01', '2025-01-02'],
      ['2025-01-01', '2025-01-01'],
    ]);
    // An unknown zone is refused every time, never remembered as some other zone's answer.
    expect(() => isoDateInTimeZone(instant, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => isoDateInTimeZone(instant, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('userToday', () => {
  const instant = Date.parse('2025-06-15T12:00:00Z');

  it("gives the date in the user's profile zone", () => {
    expect(userToday(instant, 'Pacific/Kiritimati')).toBe('2025-06-16'); // UTC+14
    expect(userToday(instant, 'Pacific/Pago_Pago')).toBe('2025-06-15'); // UTC-11
    expect(userToday(new Date(Date.parse('2025-06-15T23:30:00Z')), 'Europe/Paris')).toBe(
      '2025-06-16',
    );
  });

  it('falls back to UTC for no zone or one the runtime does not know', () => {
    const lateUtc = Date.parse('2025-06-15T23:30:00Z');
    expect(userToday(lateUtc, null)).toBe('2025-06-15');
    expect(userToday(lateUtc, 'Mars/Olympus_Mons')).toBe('2025-06-15');
  });

  it('throws RangeError for an invalid instant, whatever the zone', () => {
    expect(() => userToday(Number.NaN, 'Europe/Paris')).toThrow(RangeError);
    expect(() => userToday(new Date('nope'), null)).toThrow(RangeError);
  });
});
