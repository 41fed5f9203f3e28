import type { ComplianceLevelName } from '@app/contracts';
import { MAX_DAYS_IN_WINDOW } from '@app/schengen-rules';

import type { EmailTranslator } from './email-translator';

/**
 * The dashboard's status alert text for a level (SPEC §4 "Status alert"), so that e-mails say
 * what the dashboard says, in the recipient's language; about another traveller of the account
 * when `travellerName` is given (in the third person: "Caution: Sam has used 74 out of 90 days").
 *
 * @example
 * statusMessage(t, 'warning', 74) // → "Caution: You've used 74 out of 90 days"
 */
export function statusMessage(
  { t }: EmailTranslator,
  level: ComplianceLevelName,
  daysUsed: number,
  travellerName?: string,
): string {
  const values = { daysUsed, maxDays: MAX_DAYS_IN_WINDOW };
  return travellerName === undefined
    ? t(`status.${level}`, values)
    : t(`travellerStatus.${level}`, { ...values, name: travellerName });
}
