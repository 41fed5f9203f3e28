import { Inject, Injectable } from '@nestjs/common';

import type { MorningEmailBatchJob } from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import {
  NO_ACCOUNT_RECORDS,
  TravelEntriesClient,
  travellerIdOf,
  type TravellerRecords,
} from '../clients/travel-entries.client';
import { refreshLevels, type LevelObservation } from '../compliance/compliance-levels';
import { NotificationEnv } from '../config/env.schema';
import { NotificationDatabase } from '../database/notification-database';
import { localMorning } from './morning-window';
import { planMorningEmails, type TravellerFacts } from './plan-morning-emails';
import type { ScheduledEmail } from './scheduled-email';
import { ScheduledEmails } from './scheduled-emails';
import { travelFacts } from './travel-facts';

export interface MorningBatchResult {
  users: number;
  /** E-mails due this morning. */
  planned: number;
  /** Of those, the ones enqueued now (the others were enqueued before). */
  enqueued: number;
}

/**
 * One 'morning-email-batch': the users' travel records in one travel call, the figures of each
 * traveller of their accounts on the user's local date at the tick's instant, the e-mails due
 * (`planMorningEmails`), enqueued once only (`ScheduledEmails`). It also stores each traveller's
 * level as of now, so that the level-change reminder knows about levels that fell with time.
 * Running it again sends nothing new.
 */
@Injectable()
export class MorningBatch {
  constructor(
    private readonly travel: TravelEntriesClient,
    private readonly scheduled: ScheduledEmails,
    private readonly database: NotificationDatabase,
    private readonly env: NotificationEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(job: MorningEmailBatchJob): Promise<MorningBatchResult> {
    const now = new Date(job.now);
    const observedAt = this.clock();
    const records = await this.travel.recordsOf(job.recipients.map((recipient) => recipient.id));
    const planned: ScheduledEmail[] = [];
    const levels: LevelObservation[] = [];
    for (const recipient of job.recipients) {
      const morning = localMorning(now, recipient.timezone, this.env.MORNING_EMAIL_HOUR);
      if (!morning) continue;
      const [holder, ...others] = records.get(recipient.id) ?? NO_ACCOUNT_RECORDS;
      const factsOf = (traveller: TravellerRecords): TravellerFacts => {
        const facts = travelFacts(traveller, morning.date);
        levels.push({
          userId: recipient.id,
          travellerId: travellerIdOf(traveller),
          level: facts.level,
          daysUsed: facts.daysUsed,
        });
        return { traveller: traveller.traveller, emailReminders: traveller.emailReminders, facts };
      };
      planned.push(
        ...planMorningEmails(recipient, [factsOf(holder), ...others.map(factsOf)], morning),
      );
    }
    await refreshLevels(this.database.pool, levels, observedAt);
    const enqueued = await this.scheduled.claimAndEnqueue(planned);
    return { users: job.recipients.length, planned: planned.length, enqueued };
  }
}
