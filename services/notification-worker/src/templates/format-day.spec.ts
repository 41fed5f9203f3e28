import { formatDay } from './format-day';

describe('formatDay', () => {
  it('writes a calendar day in British English, never shifted by a time zone', () => {
    expect(formatDay('2026-06-08')).toBe('Monday 8 June 2026');
    expect(formatDay('2026-01-01')).toBe('Thursday 1 January 2026');
    expect(formatDay('2028-02-29')).toBe('Tuesday 29 February 2028');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => formatDay('2026-02-30')).toThrow(RangeError);
  });
});
