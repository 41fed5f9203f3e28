import { monthOf, shiftMonth } from './use-demo-month';

describe('shiftMonth', () => {
  it.each([
    [{ year: 2025, month: 6 }, 1, { year: 2025, month: 7 }],
    [{ year: 2025, month: 12 }, 1, { year: 2026, month: 1 }],
    [{ year: 2025, month: 1 }, -1, { year: 2024, month: 12 }],
    [{ year: 2025, month: 6 }, -12, { year: 2024, month: 6 }],
    [{ year: 2021, month: 3 }, -12, { year: 2021, month: 1 }],
    [{ year: 2021, month: 1 }, -1, { year: 2021, month: 1 }],
    [{ year: 9998, month: 12 }, 1, { year: 9998, month: 12 }],
  ])('moves %o by %i months to %o, never before January 2021', (from, months, to) => {
    expect(shiftMonth(from, months)).toEqual(to);
  });
});

describe('monthOf', () => {
  it("is today's month, or January 2021 for an earlier today", () => {
    expect(monthOf('2025-06-30')).toEqual({ year: 2025, month: 6 });
    expect(monthOf('2019-08-01')).toEqual({ year: 2021, month: 1 });
  });
});
