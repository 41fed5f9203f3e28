import { passportWarningsFor } from './passport-messages';

const TODAY = '2025-06-30';

describe('passportWarningsFor', () => {
  it.each([
    { issue: null, expiry: '2030-01-01' },
    { issue: '2010-01-01', expiry: null },
  ])('says nothing unless both passport dates are known ($issue, $expiry)', ({ issue, expiry }) => {
    const user = { passport_issue_date: issue, passport_expiry_date: expiry };
    expect(
      passportWarningsFor(user, { entry_date: '2025-07-01', exit_date: '2025-07-10' }, TODAY),
    ).toEqual([]);
  });

  it.each([
    {
      rule: 'both rules failing',
      issue: '2015-01-01',
      expiry: '2025-09-01',
      texts: [
        "Your passport will be more than 10 years old when entering AND won't be valid for 3 months after your planned exit. You need to renew your passport before traveling.",
      ],
    },
    {
      rule: 'the 3-month rule failing',
      issue: '2020-01-01',
      expiry: '2025-09-01',
      texts: [
        "Your passport won't be valid for at least 3 months after your planned exit date. You need to renew your passport before traveling.",
      ],
    },
    {
      rule: 'the 10-year rule failing',
      issue: '2015-01-01',
      expiry: '2030-01-01',
      texts: [
        'Your passport will be more than 10 years old when entering the Schengen Area. You need to renew your passport before traveling.',
      ],
    },
    {
      rule: 'both rules close to failing',
      issue: '2015-08-01',
      expiry: '2025-10-20',
      texts: [
        'Your passport will be close to its 10-year limit (31 days remaining). Consider renewing your passport before traveling.',
        'Your passport will be close to expiring within 3 months of your exit (10 days margin). Consider renewing your passport before traveling.',
      ],
    },
    { rule: 'a passport in good order', issue: '2020-01-01', expiry: '2030-01-01', texts: [] },
  ])('gives SPEC §5 texts for $rule', ({ issue, expiry, texts }) => {
    const user = { passport_issue_date: issue, passport_expiry_date: expiry };
    expect(
      passportWarningsFor(user, { entry_date: '2025-07-01', exit_date: '2025-07-10' }, TODAY),
    ).toEqual(texts);
  });

  it('checks an unfinished trip against today', () => {
    const user = { passport_issue_date: '2020-01-01', passport_expiry_date: '2025-10-15' };
    expect(passportWarningsFor(user, { entry_date: '2025-06-01', exit_date: null }, TODAY)).toEqual(
      [
        'Your passport will be close to expiring within 3 months of your exit (15 days margin). Consider renewing your passport before traveling.',
      ],
    );
  });
});
