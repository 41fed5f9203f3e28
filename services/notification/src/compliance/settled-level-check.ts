import { Inject, Injectable, Logger } from '@nestjs/common';

import { EmailJobs, type NotificationRecipientDto } from '@app/contracts';
import { inPoolTransaction } from '@app/event-bus';
import { userToday } from '@app/schengen-rules';
import { CLOCK, type Clock } from '@app/nest-core';

import { AuthRecipientsClient } from '../clients/auth-recipients.client';
import {
  NO_ACCOUNT_RECORDS,
  TravelEntriesClient,
  travellerIdOf,
  type TravellerRecords,
} from '../clients/travel-entries.client';
import { NotificationDatabase } from '../database/notification-database';
import { levelChangeJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import { listedRecipient } from '../email-queue/email-recipient';
import { travelFacts, type TravelFacts } from '../morning-emails/travel-facts';
import {
  findLevel,
  forgetLevel,
  forgetTravellerLevel,
  hasPendingChange,
  lockUserLevel,
  settleLevel,
  type KnownLevel,
  type TravellerRef,
} from './compliance-levels';
import { decideLevelEmail, type QuietReason, type RaisedLevel } from './level-email-decision';

/** What a settled level check did (for logs and tests). */
export type SettledLevelOutcome =
  'emailed' | QuietReason | 'nothing-pending' | 'account-gone' | 'traveller-gone';

/**
 * One traveller's 'settled-level-check' (the account holder's, or another traveller's of the
 * account: ADR 0034 part 5), run when their travel records have not changed for the settle window:
 * re-reads the user (auth: still there? `email_reminders`? time zone) and the account's records
 * (travel), computes the traveller's level on the dashboard scale (SPEC §4) on the user's today
 * with @app/schengen-rules, and compares it with the traveller's last level settled
 * (`compliance_levels`). A rise into warning, danger or exceeded enqueues one
 * 'compliance-reminder-email' (reason `level-change`, naming another traveller) when reminders are
 * on (the account's `email_reminders`, and another traveller's own switch); a fall or no change sends nothing; in every case the level found becomes the last level
 * settled. The evaluation, the enqueue and that record happen under the user's lock in one
 * transaction, and the e-mail's id is derived from the changes settled before, so a retried check
 * never sends twice. A user whose account is gone gets nothing and every level of theirs is
 * forgotten; a traveller deleted from the account has their level forgotten.
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

  run(ref: TravellerRef): Promise<SettledLevelOutcome> {
    return inPoolTransaction(this.database.pool, async (client) => {
      // Held to the commit: an event of this user waits, so no change is counted unseen.
      await lockUserLevel(client, ref.userId);
      const known = await findLevel(client, ref);
      if (!hasPendingChange(known)) return 'nothing-pending';
      const recipient = await this.auth.find(ref.userId);
      if (!recipient) {
        await forgetLevel(client, ref.userId);
        return 'account-gone';
      }
      const records = await this.recordsOf(ref);
      if (!records) {
        await forgetTravellerLevel(client, ref);
        return 'traveller-gone';
      }
      const now = this.clock();
      const facts = travelFacts(records, userToday(now, recipient.timezone));
      const decision = decideLevelEmail(known.level, facts.level, {
        emailReminders: recipient.email_reminders && records.emailReminders,
      });
      if (decision.send) await this.remind(recipient, records, known, facts, decision.level);
      await settleLevel(client, ref, {
        level: facts.level,
        daysUsed: facts.daysUsed,
        observedAt: now,
        changesSettled: known.changesSeen,
      });
      return decision.send ? 'emailed' : decision.reason;
    });
  }

  /** The traveller's records as travel has them now; undefined when the traveller is gone. */
  private async recordsOf({ userId, travellerId }: TravellerRef) {
    const account = (await this.travel.recordsOf([userId])).get(userId) ?? NO_ACCOUNT_RECORDS;
    return account.find((records) => travellerIdOf(records) === travellerId);
  }

  private async remind(
    recipient: NotificationRecipientDto,
    { traveller }: TravellerRecords,
    known: KnownLevel,
    facts: TravelFacts,
    level: RaisedLevel,
  ): Promise<void> {
    await this.emails.add({
      name: EmailJobs.ComplianceReminder,
      data: {
        reason: 'level-change',
        ...listedRecipient(recipient),
        ...(traveller ? { traveller } : {}),
        asOf: facts.today,
        daysUsed: facts.daysUsed,
        level,
        previousLevel: known.level,
      },
      jobId: levelChangeJobId(recipient.id, known.changesSettled, traveller?.id),
    });
    this.logger.log(
      `User ${recipient.id}${traveller ? `'s traveller ${traveller.id}` : ''} rose from ${known.level} to ${level} (${facts.daysUsed} days on ${facts.today}); reminder enqueued`,
    );
  }
}
