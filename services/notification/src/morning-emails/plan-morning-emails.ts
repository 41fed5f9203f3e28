import {
  EmailJobs,
  type EmailTraveller,
  type NotificationRecipientDto,
  type TravellerWeekSummary,
} from '@app/contracts';
import { differenceInDays } from '@app/schengen-rules';

import { listedRecipient } from '../email-queue/email-recipient';
import type { LocalMorning } from './morning-window';
import { scheduledEmailJobId, type ScheduledEmail } from './scheduled-email';
import type { TravelFacts } from './travel-facts';

/** Inside the area, the daily reminder goes out when the last day is this many days away. */
export const LAST_DAY_REMINDER_DAYS: readonly number[] = [14, 7, 3, 1];

/** One traveller's figures this morning (`traveller` null: the account holder). */
export interface TravellerFacts {
  traveller: EmailTraveller | null;
  /** Their own reminders switch (the account holder's: true; the account's gates every one). */
  emailReminders: boolean;
  facts: TravelFacts;
}

/**
 * The e-mails one account gets this morning, from its travellers' figures (the account holder's
 * first, then the others: ADR 0034 part 5):
 * - a last-day reminder ('compliance-reminder-email', reason 'last-day') per traveller when
 *   `email_reminders` is on (the account's, and another traveller's own switch), today falls in a visit of theirs (an ongoing one, or one whose
 *   recorded exit is today or later: `facts.current`), and that visit's last day to stay
 *   (schengen-rules' `lastDayToStay`) is exactly 14, 7, 3 or 1 days away; once per traveller and
 *   local date; one about another traveller names them;
 * - on Mondays, one weekly summary when `weekly_summaries` is on: the account holder's figures,
 *   then a line for each other traveller; once per ISO week.
 *
 * @example
 * planMorningEmails(recipient, [{ traveller: null, emailReminders: true, facts }], morning)
 * // → [ScheduledEmail]
 */
export function planMorningEmails(
  recipient: NotificationRecipientDto,
  account: readonly [TravellerFacts, ...TravellerFacts[]],
  morning: LocalMorning,
): ScheduledEmail[] {
  return [
    ...account.map((traveller) => lastDayReminder(recipient, traveller)),
    weeklySummary(recipient, account, morning),
  ].flatMap((email) => (email ? [email] : []));
}

function lastDayReminder(
  recipient: NotificationRecipientDto,
  { traveller, emailReminders, facts }: TravellerFacts,
): ScheduledEmail | null {
  const visit = facts.current;
  const wanted = recipient.email_reminders && emailReminders;
  if (!wanted || !visit || visit.lastDayToStay === null) return null;
  const daysUntilLastDay = differenceInDays(visit.lastDayToStay, facts.today);
  if (!LAST_DAY_REMINDER_DAYS.includes(daysUntilLastDay)) return null;
  const kind = 'last-day-reminder';
  const travellerId = traveller?.id ?? null;
  return {
    userId: recipient.id,
    travellerId,
    kind,
    period: facts.today,
    request: {
      name: EmailJobs.ComplianceReminder,
      data: {
        reason: 'last-day',
        ...listedRecipient(recipient),
        ...(traveller ? { traveller } : {}),
        asOf: facts.today,
        daysUsed: facts.daysUsed,
        daysRemaining: facts.daysLeft,
        level: facts.level,
        entryDate: visit.entryDate,
        lastDayToStay: visit.lastDayToStay,
        daysUntilLastDay,
      },
      jobId: scheduledEmailJobId(kind, recipient.id, facts.today, travellerId),
    },
  };
}

function weeklySummary(
  recipient: NotificationRecipientDto,
  [holder, ...others]: readonly [TravellerFacts, ...TravellerFacts[]],
  morning: LocalMorning,
): ScheduledEmail | null {
  if (!recipient.weekly_summaries || !morning.isMonday) return null;
  const kind = 'weekly-summary';
  const { facts } = holder;
  return {
    userId: recipient.id,
    travellerId: null,
    kind,
    period: morning.week,
    request: {
      name: EmailJobs.WeeklySummary,
      data: {
        ...listedRecipient(recipient),
        asOf: facts.today,
        week: morning.week,
        daysUsed: facts.daysUsed,
        daysRemaining: facts.daysLeft,
        level: facts.level,
        isInsideSchengen: facts.isInside,
        lastDayToStay: lastDayWhileInside(facts),
        nextTrip: facts.nextTrip,
        otherTravellers: others.flatMap(({ traveller, facts: theirs }) =>
          traveller ? [travellerWeek(traveller, theirs)] : [],
        ),
      },
      jobId: scheduledEmailJobId(kind, recipient.id, morning.week),
    },
  };
}

function travellerWeek(traveller: EmailTraveller, facts: TravelFacts): TravellerWeekSummary {
  return {
    ...traveller,
    daysUsed: facts.daysUsed,
    daysRemaining: facts.daysLeft,
    level: facts.level,
    isInsideSchengen: facts.isInside,
    lastDayToStay: lastDayWhileInside(facts),
  };
}

/** The last day to stay of the visit holding today, when inside the area (null otherwise). */
function lastDayWhileInside(facts: TravelFacts): string | null {
  return facts.isInside ? (facts.current?.lastDayToStay ?? null) : null;
}
