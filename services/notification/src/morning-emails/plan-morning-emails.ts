import { EmailJobs, type NotificationRecipientDto } from '@app/contracts';
import { differenceInDays } from '@app/schengen-rules';

import { listedRecipient } from '../email-queue/email-recipient';
import type { LocalMorning } from './morning-window';
import { scheduledEmailJobId, type ScheduledEmail } from './scheduled-email';
import type { TravelFacts } from './travel-facts';

/** Inside the area, the daily reminder goes out when the last day is this many days away. */
export const LAST_DAY_REMINDER_DAYS: readonly number[] = [14, 7, 3, 1];

/**
 * The e-mails one user gets this morning:
 * - a last-day reminder ('compliance-reminder-email', reason 'last-day') when `email_reminders`
 *   is on, today falls in a visit (an ongoing one, or one whose recorded exit is today or later:
 *   `facts.current`), and that visit's last day to stay (schengen-rules' `lastDayToStay`) is
 *   exactly 14, 7, 3 or 1 days away; once per local date;
 * - on Mondays, a weekly summary when `weekly_summaries` is on; once per ISO week.
 *
 * @example
 * planMorningEmails(recipient, travelFacts(records, morning.date), morning) // → [ScheduledEmail]
 */
export function planMorningEmails(
  recipient: NotificationRecipientDto,
  facts: TravelFacts,
  morning: LocalMorning,
): ScheduledEmail[] {
  return [lastDayReminder(recipient, facts), weeklySummary(recipient, facts, morning)].flatMap(
    (email) => (email ? [email] : []),
  );
}

function lastDayReminder(
  recipient: NotificationRecipientDto,
  facts: TravelFacts,
): ScheduledEmail | null {
  const visit = facts.current;
  if (!recipient.email_reminders || !visit || visit.lastDayToStay === null) return null;
  const daysUntilLastDay = differenceInDays(visit.lastDayToStay, facts.today);
  if (!LAST_DAY_REMINDER_DAYS.includes(daysUntilLastDay)) return null;
  const kind = 'last-day-reminder';
  return {
    userId: recipient.id,
    kind,
    period: facts.today,
    request: {
      name: EmailJobs.ComplianceReminder,
      data: {
        reason: 'last-day',
        ...listedRecipient(recipient),
        asOf: facts.today,
        daysUsed: facts.daysUsed,
        daysRemaining: facts.daysLeft,
        level: facts.level,
        entryDate: visit.entryDate,
        lastDayToStay: visit.lastDayToStay,
        daysUntilLastDay,
      },
      jobId: scheduledEmailJobId(kind, recipient.id, facts.today),
    },
  };
}

function weeklySummary(
  recipient: NotificationRecipientDto,
  facts: TravelFacts,
  morning: LocalMorning,
): ScheduledEmail | null {
  if (!recipient.weekly_summaries || !morning.isMonday) return null;
  const kind = 'weekly-summary';
  return {
    userId: recipient.id,
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
        lastDayToStay: facts.isInside ? (facts.current?.lastDayToStay ?? null) : null,
        nextTrip: facts.nextTrip,
      },
      jobId: scheduledEmailJobId(kind, recipient.id, morning.week),
    },
  };
}
