import { Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';

import { inPoolTransaction } from '@app/event-bus';

import { NotificationDatabase } from '../database/notification-database';
import { EmailQueue } from '../email-queue/email-queue';
import type { Queryable } from '../compliance/compliance-levels';
import {
  scheduledEmailJobId,
  type ScheduledEmail,
  type ScheduledEmailKind,
} from './scheduled-email';

/**
 * The once-only memory of scheduled e-mails (`scheduled_emails`, unique by user, traveller
 * (null: the account holder, or the account), kind and period). Claiming and enqueueing happen in one transaction: the rows of the e-mails not sent
 * before are inserted, their jobs (id = the same key) are added, then it commits. If the enqueue
 * fails, the rows roll back and the retried batch sends them; if the commit fails after the
 * enqueue, the retry's enqueue is a no-op because the job ids exist.
 */
@Injectable()
export class ScheduledEmails {
  constructor(
    private readonly database: NotificationDatabase,
    private readonly emails: EmailQueue,
  ) {}

  /** Enqueues the e-mails that were never enqueued before; returns how many that was. */
  async claimAndEnqueue(planned: readonly ScheduledEmail[]): Promise<number> {
    if (planned.length === 0) return 0;
    return inPoolTransaction(this.database.pool, async (client) => {
      const fresh = await this.claim(client, planned);
      await this.emails.addBulk(fresh.map((email) => email.request));
      return fresh.length;
    });
  }

  /** Removes the rows older than `before` (their periods are long past; nothing can repeat them). */
  async prune(before: Date): Promise<number> {
    const result = await this.database.pool.query(
      'DELETE FROM scheduled_emails WHERE created_at < $1',
      [before],
    );
    return result.rowCount ?? 0;
  }

  private async claim(
    client: ClientBase,
    planned: readonly ScheduledEmail[],
  ): Promise<ScheduledEmail[]> {
    const { rows } = await client.query<{
      user_id: string;
      traveller_id: string | null;
      kind: ScheduledEmailKind;
      period: string;
    }>(
      `INSERT INTO scheduled_emails (user_id, traveller_id, kind, period)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[])
       ON CONFLICT DO NOTHING
       RETURNING user_id, traveller_id, kind, period`,
      [
        planned.map((e) => e.userId),
        planned.map((e) => e.travellerId),
        planned.map((e) => e.kind),
        planned.map((e) => e.period),
      ],
    );
    const claimed = new Set(
      rows.map((row) => scheduledEmailJobId(row.kind, row.user_id, row.period, row.traveller_id)),
    );
    return planned.filter((email) => claimed.has(email.request.jobId));
  }
}

/** Forgets a deleted user's scheduled e-mails (inside the caller's transaction). */
export async function forgetScheduledEmails(client: Queryable, userId: string): Promise<void> {
  await client.query('DELETE FROM scheduled_emails WHERE user_id = $1', [userId]);
}
