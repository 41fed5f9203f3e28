import { Injectable, Logger } from '@nestjs/common';

import {
  ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  EmailJobs,
  VISIT_RECORDED_TOPIC,
  type EventPayload,
} from '@app/contracts';
import { complianceLevel, isoDateInTimeZone } from '@app/schengen-rules';

import { AuthRecipientsClient } from '../clients/auth-recipients.client';
import type { KnownLevel } from '../compliance/compliance-levels';
import { isRise, type RaisedLevel } from '../compliance/level-rise';
import { eventJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import type { EventTransaction, TopicHandler } from './topic-handler';

/** The travel events that carry the user's days used after a change of their records. */
export const TRAVEL_CHANGE_TOPICS = [
  ENTRY_CREATED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  VISIT_RECORDED_TOPIC,
] as const;

export type TravelChangeTopic = (typeof TRAVEL_CHANGE_TOPICS)[number];

/** What every travel change event says that matters here. */
export type TravelChange = Pick<
  EventPayload<TravelChangeTopic>,
  'eventId' | 'occurredAt' | 'userId' | 'daysUsed'
>;

/**
 * `travel.entry.created|updated|deleted.v1` and `travel.visit.recorded.v1` → the user's level on
 * the dashboard scale (SPEC §4), from the event's `daysUsed`, compared with the last one known
 * (`compliance_levels`, in the transaction that records the event as processed). When it rises
 * into warning, danger or exceeded, one 'compliance-reminder-email' is enqueued with the id
 * `event.<eventId>`, if the user's `email_reminders` is on at that moment (asked of auth). An
 * event older than the stored level changes nothing; staying or falling only updates the level.
 */
@Injectable()
export class TravelChangeHandler {
  private readonly logger = new Logger('TravelChangeHandler');

  constructor(
    private readonly auth: AuthRecipientsClient,
    private readonly emails: EmailQueue,
  ) {}

  /** This handler bound to one of the travel change topics. */
  forTopic<T extends TravelChangeTopic>(topic: T): TopicHandler<T> {
    return { topic, handle: (event, transaction) => this.handle(event, transaction) };
  }

  async handle(change: TravelChange, { levels }: EventTransaction): Promise<void> {
    const known = await levels.lockAndFind(change.userId);
    const next: KnownLevel = {
      level: complianceLevel(change.daysUsed, 'dashboard'),
      daysUsed: change.daysUsed,
      observedAt: new Date(change.occurredAt),
    };
    if (known && known.observedAt > next.observedAt) return; // older news than what is stored
    const previous = known?.level ?? 'safe';
    if (!isRise(previous, next.level)) {
      // No row means 'safe': a user who stays safe needs none.
      if (known || next.level !== 'safe') await levels.save(change.userId, next);
      return;
    }
    if (!(await this.remind(change, previous, next.level))) {
      await levels.forget(change.userId);
      return;
    }
    await levels.save(change.userId, next);
  }

  /** Enqueues the e-mail if the user wants it; false when the account no longer exists. */
  private async remind(
    change: TravelChange,
    previousLevel: KnownLevel['level'],
    level: RaisedLevel,
  ): Promise<boolean> {
    const recipient = await this.auth.find(change.userId);
    if (!recipient) return false;
    if (!recipient.email_reminders) return true;
    await this.emails.add({
      name: EmailJobs.ComplianceReminder,
      data: {
        reason: 'level-change',
        userId: recipient.id,
        to: recipient.email,
        displayName: recipient.display_name,
        asOf: isoDateInTimeZone(new Date(change.occurredAt), 'UTC'),
        daysUsed: change.daysUsed,
        level,
        previousLevel,
      },
      jobId: eventJobId(change.eventId),
    });
    this.logger.log(
      `User ${change.userId} rose from ${previousLevel} to ${level} (event ${change.eventId}); reminder enqueued`,
    );
    return true;
  }
}
