import { todayOf } from './today';

describe('todayOf', () => {
  const noonUtc = () => new Date('2025-06-15T12:00:00.000Z');

  it('is the UTC date without a time zone', () => {
    expect(todayOf(noonUtc)).toBe('2025-06-15');
  });

  it("is the date in the user's time zone", () => {
    expect(todayOf(noonUtc, 'Pacific/Kiritimati')).toBe('2025-06-16');
    expect(todayOf(() => new Date('2025-06-15T05:00:00.000Z'), 'Pacific/Honolulu')).toBe(
      '2025-06-14',
    );
  });

  it('falls back to UTC for a zone this runtime does not know', () => {
    expect(todayOf(noonUtc, 'Mars/Olympus_Mons')).toBe('2025-06-15');
  });
});
