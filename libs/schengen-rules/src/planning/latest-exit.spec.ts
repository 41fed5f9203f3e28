import { latestExit } from './latest-exit';

describe('latestExit', () => {
  it('is 89 days after the entry without earlier stays', () => {
    expect(latestExit([], '2025-01-01')).toBe('2025-03-31');
  });

  it('gives the last day to stay after an earlier 30-day visit', () => {
    expect(latestExit([{ entry: '2025-01-01', exit: '2025-01-30' }], '2025-02-10')).toBe(
      '2025-04-10',
    );
  });

  it('lets the stay run longer as earlier days leave the window', () => {
    // 60 days used in Jan-Feb; entering on 1 June, those days drop out one by one from 30 June.
    expect(latestExit([{ entry: '2025-01-01', exit: '2025-03-01' }], '2025-06-01')).toBe(
      '2025-08-29',
    );
  });

  it('is null when not even the entry day is allowed', () => {
    expect(latestExit([{ entry: '2025-01-01', exit: '2025-03-31' }], '2025-04-01')).toBeNull();
  });

  it('is the entry day itself when exactly one day is left', () => {
    expect(latestExit([{ entry: '2025-01-01', exit: '2025-03-30' }], '2025-04-01')).toBe(
      '2025-04-01',
    );
  });

  it('stops before a later booked stay would break, with considerLaterStays', () => {
    const stays = [{ entry: '2025-06-01', exit: '2025-07-30' }]; // 60 days booked
    expect(latestExit(stays, '2025-03-01')).toBe('2025-05-29');
    expect(latestExit(stays, '2025-03-01', { considerLaterStays: true })).toBe('2025-03-30');
  });

  it('counts an ongoing stay to today', () => {
    expect(
      latestExit([{ entry: '2025-01-01', exit: null }], '2025-01-01', { today: '2025-01-10' }),
    ).toBe('2025-03-31');
  });

  it('throws RangeError for an invalid entry date', () => {
    expect(() => latestExit([], '2025-02-30')).toThrow(RangeError);
  });
});
