import { checkPassportAgainstStays } from './check-passport-against-stays';

describe('checkPassportAgainstStays', () => {
  const passport = { issueDate: '2015-06-15', expiryDate: '2026-01-01' };

  it('is null without stays', () => {
    expect(checkPassportAgainstStays(passport, [], { today: '2025-01-01' })).toBeNull();
  });

  it('checks the latest entry against the 10-year rule and the last exit against the 3-month rule', () => {
    const result = checkPassportAgainstStays(
      passport,
      [
        { entry: '2025-06-20', exit: '2025-06-25' },
        { entry: '2024-01-01', exit: '2024-01-10' },
      ],
      { today: '2025-01-01' },
    );
    expect(result?.tenYearRule.status).toBe('fail');
    expect(result?.threeMonthRule).toMatchObject({ exitDate: '2025-06-25', status: 'pass' });
  });

  it('takes today as the last exit of an ongoing stay', () => {
    const result = checkPassportAgainstStays(passport, [{ entry: '2025-01-01', exit: null }], {
      today: '2025-10-01',
    });
    expect(result?.threeMonthRule).toMatchObject({ exitDate: '2025-10-01', status: 'fail' });
  });
});
