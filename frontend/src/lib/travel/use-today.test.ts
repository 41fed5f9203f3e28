import { todayIn } from './use-today';

describe('todayIn', () => {
  const instant = new Date(Date.parse('2025-06-30T23:30:00Z'));

  afterEach(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    jest.restoreAllMocks();
  });

  it("is the date in the user's zone", () => {
    expect(todayIn(instant, 'Pacific/Auckland')).toBe('2025-07-01');
    expect(todayIn(instant, 'America/Los_Angeles')).toBe('2025-06-30');
  });

  it('falls back to UTC for no zone and for an unknown one', () => {
    expect(todayIn(instant, null)).toBe('2025-06-30');
    expect(todayIn(instant, 'Mars/Olympus')).toBe('2025-06-30');
  });

  it("builds no Intl formatter for UTC, nor for the browser's own zone (its local date)", () => {
    // The browser says (through Temporal) that its zone is the user's: its local date is the
    // user's today. Jest runs in UTC, where the local date is the UTC one.
    (globalThis as { Temporal?: unknown }).Temporal = {
      Now: { timeZoneId: () => 'Asia/Tokyo' },
    };
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    expect(todayIn(instant, 'UTC')).toBe('2025-06-30');
    expect(todayIn(instant, 'Asia/Tokyo')).toBe(
      [
        instant.getFullYear(),
        String(instant.getMonth() + 1).padStart(2, '0'),
        String(instant.getDate()).padStart(2, '0'),
      ].join('-'),
    );
    expect(built).not.toHaveBeenCalled();
    // Another zone than the browser's needs the formatter.
    expect(todayIn(instant, 'Pacific/Auckland')).toBe('2025-07-01');
  });
});
