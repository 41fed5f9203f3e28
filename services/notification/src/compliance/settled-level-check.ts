import { Inject, Injectable, Logger } from '@nestjs/common';

import { EmailJobs, type NotificationRecipientDto } from '@app/contracts';
import { inPoolTransaction } from '@app/event-bus';
import { userToday } from '@app/schengen-rules';
import { CLOCK, type Clock } from '@app/nest-core';

import { AuthRecipientsClient } from '../clients/auth-recipients.client';
import { TravelEntriesClient } from '../clients/travel-entries.client';
import { NotificationDatabase } from '../database/notification-database';
import { levelChangeJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import { listedRecipient } from '../email-queue/email-recipient';
import { NO_TRAVEL_RECORDS, travelFacts, type TravelFacts } from '../morning-emails/travel-facts';
import {
  findLevel,
  forgetLevel,
  hasPendingChange,
  lockUserLevel,
  settleLevel,
  type KnownLevel,
} from './compliance-levels';
import { decideLevelEmail, type QuietReason, type RaisedLevel } from './level-email-decision';

/** What a settled level check did (for logs and tests). */
export type SettledLevelOutcome = 'emailed' | QuietReason | 'nothing-pending' | 'account-gone';

/**
 * One user's 'settled-level-check', run when their travel records have not changed for the
 * settle window: re-reads the user (auth: still there? `email_reminders`? time zone) and their
 * records (travel), computes their level on the dashboard scale (SPEC §4) on their today with
 * @app/schengen-rules, and compares it with the last level settled (`compliance_levels`). A rise
 * into warning, danger or exceeded enqueues one 'compliance-reminder-email' (reason
 * `level-change`) when reminders are on; a fall or no change sends nothing; in every case the
 * level found becomes the last level settled. The evaluation, the enqueue and that record happen
 * under the user's lock in one transaction, and the e-mail's id is derived from the changes
 * settled before, so a retried check never sends twice. A user whose account is gone gets
 * nothing and their level is forgotten.
 */
@Injectable()
export class SettledLevelCheck {
  private readonly logger = new Logger('SettledLevelCheck');

  constructor(
    private readonly auth: AuthRecipientsClient,
    private readonly travel: TravelEntriesClient,
    private readonly emails: EmailQueue,
    private readonly database: NotificationDatabase,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  run(userId: string): Promise<SettledLevelOutcome> {
    return inPoolTransaction(this.database.pool, async (client) => {
      // Held to the commit: an event of this user waits, so no change is counted unseen.
      await lockUserLevel(client, userId);
      const known = await findLevel(client, userId);
      if (!hasPendingChange(known)) return 'nothing-pending';
      const recipient = await this.auth.find(userId);
      if (!recipient) {
        await forgetLevel(client, userId);
        return 'account-gone';
      }
      const now = this.clock();
      const facts = await this.factsOf(recipient, now);
      const decision = decideLevelEmail(known.level, facts.level, {
        emailReminders: recipient.email_reminders,
      });
      if (decision.send) await this.remind(recipient, known, facts, decision.level);
      await settleLevel(client, userId, {
        level: facts.level,
        daysUsed: facts.daysUsed,
        observedAt: now,
        changesSettled: known.changesSeen,
      });
      return decision.send ? 'emailed' : decision.reason;
    });
  }

  /** The user's figures on their today, from their records as travel has them now. */
  private async factsOf(recipient: NotificationRecipientDto, now: Date): Promise<TravelFacts> {
    const records = await this.travel.recordsOf([recipient.id]);
    return travelFacts(
      records.get(recipient.id) ?? NO_TRAVEL_RECORDS,
      userToday(now, recipient.timezone),
    );
  }

  private async remind(
    recipient: NotificationRecipientDto,
    known: KnownLevel,
    facts: TravelFacts,
    level: RaisedLevel,
  ): Promise<void> {
    await this.emails.add({
      name: EmailJobs.ComplianceReminder,
      data: {
        reason: 'level-change',
        ...listedRecipient(recipient),
        asOf: facts.today,
        daysUsed: facts.daysUsed,
        level,
        previousLevel: known.level,
      },
      jobId: levelChangeJobId(recipient.id, known.changesSettled),
    });
    this.logger.log(
      `User ${recipient.id} rose from ${known.level} to ${level} (${facts.daysUsed} days on ${facts.today}); reminder enqueued`,
    );
  }
}
