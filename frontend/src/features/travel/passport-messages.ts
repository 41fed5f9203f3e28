import type { IntlShape } from 'react-intl';

import type { PassportDates } from '@app/contracts';

import {
  checkPassport,
  type IsoDate,
  type PassportMessage,
  type PassportMessageCode,
} from '@app/schengen-rules';

/**
 * SPEC §5 "Passport rules": the message of each code the rules library can return (the `history`
 * namespace's, which the Passport Warning loads with its code).
 */
const MESSAGES = {
  'both-fail': 'history.passport.both',
  'three-month-fail': 'history.passport.threeMonth',
  'ten-year-fail': 'history.passport.tenYear',
  'ten-year-warn': 'history.passport.tenYearWarn',
  'three-month-warn': 'history.passport.threeMonthWarn',
} as const satisfies Record<PassportMessageCode, string>;

/** A Passport Warning message in `intl`'s language, with its days where it has some. */
export function passportMessageText(
  message: PassportMessage,
  intl: Pick<IntlShape, 'formatMessage'>,
): string {
  return intl.formatMessage({ id: MESSAGES[message.code] }, { days: message.days ?? 0 });
}

/**
 * The Passport Warning messages for a planned visit (SPEC §5): none unless both passport dates
 * are known, one per failed or nearly failed rule otherwise (a failure replaces the soft
 * warnings). `passportMessageText` words them.
 */
export function passportWarningsFor(
  passport: PassportDates | null | undefined,
  visit: { entry_date: IsoDate; exit_date: IsoDate | null },
  today: IsoDate,
): readonly PassportMessage[] {
  const issueDate = passport?.passport_issue_date;
  const expiryDate = passport?.passport_expiry_date;
  if (!issueDate || !expiryDate) return [];
  try {
    const check = checkPassport(
      { issueDate, expiryDate },
      { entry: visit.entry_date, exit: visit.exit_date },
      { today },
    );
    return check.messages;
  } catch {
    // A malformed stored date cannot be checked; the form that keeps it is where it gets fixed.
    return [];
  }
}
