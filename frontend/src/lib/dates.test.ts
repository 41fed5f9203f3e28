import {
  formatLongDate,
  formatMonthTitle,
  formatWeekdayDate,
  localIsoDate,
  todayIso,
} from './dates';

describe('formatLongDate', () => {
  it.each([
    ['2025-06-16', '16 June 2025'],
    ['2026-01-01', '1 January 2026'],
    ['2024-02-29', '29 February 2024'],
    ['2026-12-31', '31 December 2026'],
  ])('writes %s as %s', (isoDate, text) => {
    expect(formatLongDate(isoDate)).toBe(text);
  });

  it('shows what is not a date as it is', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('2026-13-01')).toBe('2026-13-01');
    expect(formatLongDate('16/06/2025')).toBe('16/06/2025');
  });
});

describe('formatWeekdayDate', () => {
  it('names the weekday', () => {
    expect(formatWeekdayDate('2026-03-03')).toBe('Tuesday 3 March 2026');
    expect(formatWeekdayDate('2000-01-01')).toBe('Saturday 1 January 2000');
  });
});

describe('in other languages, by Intl', () => {
  it('writes dates and months in the language', () => {
    expect(formatLongDate('2025-06-16', 'de')).toBe('16. Juni 2025');
    expect(formatWeekdayDate('2026-03-03', 'de')).toBe('Dienstag, 3. März 2026');
    expect(formatMonthTitle(2026, 3, 'fr')).toBe('mars 2026');
    expect(formatMonthTitle(2026, 3)).toBe('March 2026');
    expect(formatLongDate('2025-06-16', 'ar')).toMatch(/يونيو/);
  });
});

describe('localIsoDate', () => {
  it("is the instant's date in the runtime's own zone", () => {
    const instant = new Date(2026, 10, 25, 23, 59, 59);
    expect(localIsoDate(instant)).toBe('2026-11-25');
    expect(localIsoDate(new Date(2027, 0, 1, 0, 0, 0))).toBe('2027-01-01');
  });

  it('agrees with the Intl calendar date in the resolved zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const time of [0, Date.UTC(2026, 5, 30, 23, 30), Date.UTC(2026, 11, 31, 12)]) {
      expect(localIsoDate(new Date(time))).toBe(intl.format(time));
    }
  });

  it('gives today for file names', () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
