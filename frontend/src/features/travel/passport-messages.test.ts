import type { IntlShape } from 'react-intl';

import { intlIn } from '../../testing/page-language';
import { passportMessageText, passportWarningsFor } from './passport-messages';

const TODAY = '2025-06-30';

let english: IntlShape;

beforeAll(async () => {
  english = await intlIn('en');
});

/** The Passport Warning's texts for a visit, in English (SPEC §5) or `intl`'s language. */
function warningTexts(
  user: Parameters<typeof passportWarningsFor>[0],
  visit: Parameters<typeof passportWarningsFor>[1],
  today: string,
  intl: IntlShape = english,
): string[] {
  return passportWarningsFor(user, visit, today).map((message) =>
    passportMessageText(message, intl),
  );
}

describe('passportWarningsFor and passportMessageText', () => {
  it.each([
    { issue: null, expiry: '2030-01-01' },
    { issue: '2010-01-01', expiry: null },
  ])('says nothing unless both passport dates are known ($issue, $expiry)', ({ issue, expiry }) => {
    const user = { passport_issue_date: issue, passport_expiry_date: expiry };
    expect(
      warningTexts(user, { entry_date: '2025-07-01', exit_date: '2025-07-10' }, TODAY),
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
        'Your passport will be close to its 10-year limit (30 days remaining). Consider renewing your passport before traveling.',
        'Your passport will be close to expiring within 3 months of your exit (9 days margin). Consider renewing your passport before traveling.',
      ],
    },
    { rule: 'a passport in good order', issue: '2020-01-01', expiry: '2030-01-01', texts: [] },
  ])('gives SPEC §5 texts for $rule', ({ issue, expiry, texts }) => {
    const user = { passport_issue_date: issue, passport_expiry_date: expiry };
    expect(
      warningTexts(user, { entry_date: '2025-07-01', exit_date: '2025-07-10' }, TODAY),
    ).toEqual(texts);
  });

  it('checks an unfinished trip against today', () => {
    const user = { passport_issue_date: '2020-01-01', passport_expiry_date: '2025-10-15' };
    expect(warningTexts(user, { entry_date: '2025-06-01', exit_date: null }, TODAY)).toEqual([
      'Your passport will be close to expiring within 3 months of your exit (14 days margin). Consider renewing your passport before traveling.',
    ]);
  });

  describe('counts to the last allowed day, as the passport check panel does', () => {
    // Issued 1 November 2016: the last allowed entry day is 31 October 2026.
    const user = { passport_issue_date: '2016-11-01', passport_expiry_date: '2030-01-01' };
    const warningFor = (entry: string) =>
      warningTexts(user, { entry_date: entry, exit_date: entry }, TODAY);

    it.each([
      ['2026-10-01', '30 days remaining'],
      ['2026-10-30', '1 day remaining'],
      ['2026-10-31', '0 days remaining'],
    ])('entering on %s: (%s)', (entry, remaining) => {
      expect(warningFor(entry)).toEqual([
        `Your passport will be close to its 10-year limit (${remaining}). Consider renewing your passport before traveling.`,
      ]);
    });

    it('refuses the day after the last allowed day', () => {
      expect(warningFor('2026-11-01')).toEqual([
        'Your passport will be more than 10 years old when entering the Schengen Area. You need to renew your passport before traveling.',
      ]);
    });

    it('says 1 day of margin in the singular', () => {
      // Exit 10 July + 3 months = 10 October: valid until at least 11 October, expiring 12 October.
      const near = { passport_issue_date: '2020-01-01', passport_expiry_date: '2025-10-12' };
      expect(
        warningTexts(near, { entry_date: '2025-07-01', exit_date: '2025-07-10' }, TODAY),
      ).toEqual([
        'Your passport will be close to expiring within 3 months of your exit (1 day margin). Consider renewing your passport before traveling.',
      ]);
    });
  });
});
