import { Injectable, Logger } from '@nestjs/common';

import { EMAIL_PREFERENCES, type EmailPreference } from '@app/contracts';

import { AuthRecipientsClient } from '../clients/auth-recipients.client';
import { NotificationEnv } from '../config/env.schema';
import { EmailScheduleQueue } from './email-schedule-queue';
import { localMorning } from './morning-window';
import { ScheduledEmails } from './scheduled-emails';

/** How long the once-only keys of sent scheduled e-mails are kept (days; far beyond any retry). */
export const SCHEDULED_EMAIL_RETENTION_DAYS = 35;

export interface MorningTickResult {
  /** The time zones whose local time is in the morning hour. */
  timeZones: string[];
  batches: number;
  recipients: number;
}

/**
 * One tick of the morning e-mail scheduler at `now`: from the time zones in use (auth), the ones
 * whose local time is in the `MORNING_EMAIL_HOUR`; then their users with reminders on (and, if
 * it is Monday in any of them, with weekly summaries on), page by page of
 * `MORNING_EMAIL_BATCH_SIZE` by id, each page becoming one 'morning-email-batch' job. A tick also
 * drops once-only keys older than `SCHEDULED_EMAIL_RETENTION_DAYS`.
 */
@Injectable()
export class MorningTick {
  private readonly logger = new Logger('MorningTick');

  constructor(
    private readonly auth: AuthRecipientsClient,
    private readonly schedule: EmailScheduleQueue,
    private readonly scheduled: ScheduledEmails,
    private readonly env: NotificationEnv,
  ) {}

  async run(now: Date): Promise<MorningTickResult> {
    await this.scheduled.prune(
      new Date(now.getTime() - SCHEDULED_EMAIL_RETENTION_DAYS * 86_400_000),
    );
    const mornings = (await this.auth.timeZones(EMAIL_PREFERENCES)).flatMap((zone) => {
      const morning = localMorning(now, zone, this.env.MORNING_EMAIL_HOUR);
      return morning ? [{ zone, morning }] : [];
    });
    const result: MorningTickResult = {
      timeZones: mornings.map((m) => m.zone),
      batches: 0,
      recipients: 0,
    };
    if (mornings.length === 0) return result;
    const anyPreference: EmailPreference[] = mornings.some((m) => m.morning.isMonday)
      ? [...EMAIL_PREFERENCES]
      : ['email_reminders'];
    let afterId: string | undefined;
    do {
      const page = await this.auth.page({
        timeZones: result.timeZones,
        anyPreference,
        limit: this.env.MORNING_EMAIL_BATCH_SIZE,
        ...(afterId === undefined ? {} : { afterId }),
      });
      if (page.recipients.length > 0) {
        await this.schedule.addBatch(now, page.recipients);
        result.batches += 1;
        result.recipients += page.recipients.length;
      }
      afterId = page.nextAfterId ?? undefined;
    } while (afterId !== undefined);
    this.logger.log(
      `Tick ${now.toISOString()}: ${result.recipients} user(s) in ${result.batches} batch(es), zones ${result.timeZones.join(', ')}`,
    );
    return result;
  }
}
