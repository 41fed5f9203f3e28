import {
  PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
  PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
  passportDateProblems,
} from './passport-date-problems';

const TODAY = '2026-11-28';

describe('passportDateProblems', () => {
  it('accepts dates that are not set, or an issue date up to today and a later expiry', () => {
    expect(
      passportDateProblems({ passport_issue_date: null, passport_expiry_date: null }, TODAY),
    ).toEqual([]);
    expect(
      passportDateProblems(
        { passport_issue_date: TODAY, passport_expiry_date: '2036-11-27' },
        TODAY,
      ),
    ).toEqual([]);
  });

  it('refuses an issue date after today', () => {
    expect(
      passportDateProblems(
        { passport_issue_date: '2026-11-29', passport_expiry_date: null },
        TODAY,
      ),
    ).toEqual([{ field: 'passport_issue_date', messages: [PASSPORT_ISSUE_IN_FUTURE_MESSAGE] }]);
  });

  it.each(['2020-01-01', '2019-12-31'])(
    'refuses an expiry (%s) on or before the issue date',
    (expiry) => {
      expect(
        passportDateProblems(
          { passport_issue_date: '2020-01-01', passport_expiry_date: expiry },
          TODAY,
        ),
      ).toEqual([
        { field: 'passport_expiry_date', messages: [PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE] },
      ]);
    },
  );
});
