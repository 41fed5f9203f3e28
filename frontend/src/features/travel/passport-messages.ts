import {
  checkPassport,
  type IsoDate,
  type PassportMessage,
  type PassportMessageCode,
} from '@app/schengen-rules';

import { formatCount } from '../../lib/plural';

/** SPEC §5 "Passport rules": the text of each message the rules library can return. */
const TEXTS: Record<PassportMessageCode, (days: number) => string> = {
  'both-fail': () =>
    "Your passport will be more than 10 years old when entering AND won't be valid for 3 months after your planned exit. You need to renew your passport before traveling.",
  'three-month-fail': () =>
    "Your passport won't be valid for at least 3 months after your planned exit date. You need to renew your passport before traveling.",
  'ten-year-fail': () =>
    'Your passport will be more than 10 years old when entering the Schengen Area. You need to renew your passport before traveling.',
  'ten-year-warn': (days) =>
    `Your passport will be close to its 10-year limit (${formatCount(days, 'day')} remaining). Consider renewing your passport before traveling.`,
  'three-month-warn': (days) =>
    `Your passport will be close to expiring within 3 months of your exit (${formatCount(days, 'day')} margin). Consider renewing your passport before traveling.`,
};

export function passportMessageText(message: PassportMessage): string {
  return TEXTS[message.code](message.days ?? 0);
}

interface PassportFields {
  passport_issue_date?: string | null;
  passport_expiry_date?: string | null;
}

/**
 * The Passport Warning texts for a planned visit (SPEC §5): none unless both passport dates are
 * known, one per failed or nearly failed rule otherwise (a failure replaces the soft warnings).
 */
export function passportWarningsFor(
  user: PassportFields | null | undefined,
  visit: { entry_date: IsoDate; exit_date: IsoDate | null },
  today: IsoDate,
): string[] {
  const issueDate = user?.passport_issue_date;
  const expiryDate = user?.passport_expiry_date;
  if (!issueDate || !expiryDate) return [];
  try {
    const check = checkPassport(
      { issueDate, expiryDate },
      { entry: visit.entry_date, exit: visit.exit_date },
      { today },
    );
    return check.messages.map(passportMessageText);
  } catch {
    // A malformed stored date cannot be checked; the profile form is where it gets fixed.
    return [];
  }
}
