import { earliestEntryFor } from './earliest-entry-for';

describe('earliestEntryFor', () => {
  it('is the from day itself without stays', () => {
    expect(earliestEntryFor([], '2025-04-01', 90)).toBe('2025-04-01');
  });

  it('waits until enough earlier days have left the window', () => {
    expect(earliestEntryFor([{ entry: '2025-01-01', exit: '2025-03-31' }], '2025-04-01', 10)).toBe(
      '2025-06-30',
    );
  });

  it('is null for a stay of more than 90 days', () => {
    expect(earliestEntryFor([], '2025-04-01', 91)).toBeNull();
  });

  it('respects a later booked stay with considerLaterStays', () => {
    const stays = [{ entry: '2025-06-01', exit: '2025-08-29' }]; // 90 days booked
    expect(earliestEntryFor(stays, '2025-03-01', 5)).toBe('2025-03-01');
    // A new day before 1 June would join a full window of the booked stay; days inside it add nothing.
    expect(earliestEntryFor(stays, '2025-03-01', 5, { considerLaterStays: true })).toBe(
      '2025-06-01',
    );
    expect(earliestEntryFor(stays, '2025-03-01', 90, { considerLaterStays: true })).toBe(
      '2025-06-01',
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('throws RangeError for a length of %p days', (days) => {
    expect(() => earliestEntryFor([], '2025-04-01', days)).toThrow(RangeError);
  });
});
