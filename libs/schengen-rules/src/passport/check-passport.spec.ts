import { checkPassport } from './check-passport';

const longValid = { issueDate: '2020-01-01', expiryDate: '2030-01-01' };

describe('checkPassport', () => {
  it('passes both rules with wide margins and shows the green panel', () => {
    const result = checkPassport(longValid, { entry: '2025-06-01', exit: '2025-06-10' });
    expect(result.tenYearRule.status).toBe('pass');
    expect(result.threeMonthRule.status).toBe('pass');
    expect(result.level).toBe('ok');
    expect(result.messages).toEqual([]);
  });

  describe('the 10-year rule (issued less than 10 years before entry)', () => {
    const passport = { issueDate: '2015-06-15', expiryDate: '2030-01-01' };

    it('allows entry on the last allowed day (the day before the 10th anniversary), with no day to spare', () => {
      const result = checkPassport(passport, { entry: '2025-06-14', exit: '2025-06-20' });
      expect(result.tenYearRule).toEqual({
        status: 'warn',
        marginDays: 0,
        lastAllowedEntry: '2025-06-14',
      });
      expect(result.level).toBe('warning');
      expect(result.messages).toEqual([{ code: 'ten-year-warn', days: 0 }]);
    });

    it('counts the days to spare up to the last allowed day, not to the failing anniversary', () => {
      const result = checkPassport(passport, { entry: '2025-05-14', exit: '2025-05-20' });
      expect(result.tenYearRule).toEqual({
        status: 'warn',
        marginDays: 31,
        lastAllowedEntry: '2025-06-14',
      });
      expect(result.messages).toEqual([{ code: 'ten-year-warn', days: 31 }]);
    });

    it('fails on the 10th anniversary itself, one day past the last allowed day', () => {
      const result = checkPassport(passport, { entry: '2025-06-15', exit: '2025-06-20' });
      expect(result.tenYearRule).toMatchObject({ status: 'fail', marginDays: -1 });
      expect(result.level).toBe('stop');
      expect(result.messages).toEqual([{ code: 'ten-year-fail' }]);
    });

    it('warns when the anniversary is 90 days after the entry and passes at 91', () => {
      expect(
        checkPassport(passport, { entry: '2025-03-17', exit: '2025-03-18' }).tenYearRule,
      ).toMatchObject({
        status: 'warn',
        marginDays: 89,
      });
      expect(
        checkPassport(passport, { entry: '2025-03-16', exit: '2025-03-18' }).tenYearRule,
      ).toMatchObject({
        status: 'pass',
        marginDays: 90,
      });
    });

    it('clamps a 29 February issue date to 28 February ten years on', () => {
      const result = checkPassport(
        { issueDate: '2016-02-29', expiryDate: '2030-01-01' },
        { entry: '2026-02-26', exit: '2026-02-27' },
      );
      expect(result.tenYearRule).toMatchObject({ marginDays: 1, lastAllowedEntry: '2026-02-27' });
    });
  });

  describe('the 3-month rule (valid more than 3 months after exit)', () => {
    it('fails when the passport expires exactly 3 months after the exit (30 Nov + 3 months = 28 Feb)', () => {
      const result = checkPassport(
        { issueDate: '2020-01-01', expiryDate: '2026-02-28' },
        { entry: '2025-11-01', exit: '2025-11-30' },
      );
      expect(result.threeMonthRule).toMatchObject({
        status: 'fail',
        marginDays: -1,
        earliestAllowedExpiry: '2026-03-01',
      });
      expect(result.messages).toEqual([{ code: 'three-month-fail' }]);
    });

    it('warns with no day to spare when the passport expires on the earliest allowed day', () => {
      const result = checkPassport(
        { issueDate: '2020-01-01', expiryDate: '2026-03-01' },
        { entry: '2025-11-01', exit: '2025-11-30' },
      );
      expect(result.threeMonthRule).toMatchObject({ status: 'warn', marginDays: 0 });
      expect(result.messages).toEqual([{ code: 'three-month-warn', days: 0 }]);
    });

    it('counts the margin from the earliest allowed expiry', () => {
      const result = checkPassport(
        { issueDate: '2020-01-01', expiryDate: '2026-03-02' },
        { entry: '2025-11-01', exit: '2025-11-30' },
      );
      expect(result.messages).toEqual([{ code: 'three-month-warn', days: 1 }]);
    });

    it('warns when the failing expiry is 90 days before the expiry and passes at 91', () => {
      const exit = { entry: '2025-11-01', exit: '2025-11-30' };
      expect(
        checkPassport({ issueDate: '2020-01-01', expiryDate: '2026-05-29' }, exit).threeMonthRule,
      ).toMatchObject({ status: 'warn', marginDays: 89 });
      expect(
        checkPassport({ issueDate: '2020-01-01', expiryDate: '2026-05-30' }, exit).threeMonthRule,
      ).toMatchObject({ status: 'pass', marginDays: 90 });
    });

    it('clamps to 29 February in a leap year', () => {
      const result = checkPassport(
        { issueDate: '2020-01-01', expiryDate: '2024-03-01' },
        { entry: '2023-11-01', exit: '2023-11-30' },
      );
      expect(result.threeMonthRule).toMatchObject({
        marginDays: 0,
        earliestAllowedExpiry: '2024-03-01',
      });
    });

    it('uses today when the trip has no exit', () => {
      const result = checkPassport(
        { issueDate: '2020-01-01', expiryDate: '2025-08-10' },
        { entry: '2025-05-01' },
        { today: '2025-05-10' },
      );
      expect(result.threeMonthRule).toMatchObject({
        exitDate: '2025-05-10',
        marginDays: -1,
        status: 'fail',
      });
    });

    it('throws RangeError without an exit and without today', () => {
      expect(() => checkPassport(longValid, { entry: '2025-05-01' })).toThrow(RangeError);
    });
  });

  it('names the double failure with one message', () => {
    const result = checkPassport(
      { issueDate: '2010-01-01', expiryDate: '2025-07-01' },
      { entry: '2025-06-01', exit: '2025-06-10' },
    );
    expect(result.level).toBe('stop');
    expect(result.messages).toEqual([{ code: 'both-fail' }]);
  });

  it('lets a failure replace the warning of the other rule', () => {
    const result = checkPassport(
      { issueDate: '2015-06-15', expiryDate: '2025-07-01' },
      { entry: '2025-06-01', exit: '2025-06-10' },
    );
    expect(result.tenYearRule.status).toBe('warn');
    expect(result.messages).toEqual([{ code: 'three-month-fail' }]);
  });

  it('gives both soft warnings when both margins are short', () => {
    const result = checkPassport(
      { issueDate: '2015-06-15', expiryDate: '2025-09-20' },
      { entry: '2025-06-01', exit: '2025-06-10' },
    );
    expect(result.messages).toEqual([
      { code: 'ten-year-warn', days: 13 },
      { code: 'three-month-warn', days: 9 },
    ]);
  });
});
