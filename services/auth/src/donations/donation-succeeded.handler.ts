import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import { DONATION_SUCCEEDED_TOPIC, type DonationSucceededEvent } from '@app/contracts';

import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';

/** What an event did to the account (for logs and tests). */
export type DonationOutcome = 'marked' | 'unchanged' | 'visitor';

/**
 * `billing.donation.succeeded.v1` → the donor's `has_donated` becomes true (SPEC §3; its only
 * shown effect is that the donation prompt stops). The billing service emits the event only for a
 * payment Stripe confirmed, so this is the one way the flag is set. Setting a flag to true is
 * idempotent in itself: a redelivered event changes nothing, so no processed-events record is
 * needed. A visitor's donation (no user) and a since-deleted account change nothing.
 */
@Injectable()
export class DonationSucceededHandler {
  readonly topic = DONATION_SUCCEEDED_TOPIC;
  private readonly logger = new Logger('DonationSucceededHandler');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly userVersions: UserVersions,
  ) {}

  async handle(event: DonationSucceededEvent): Promise<DonationOutcome> {
    if (event.userId === null) return 'visitor';
    const result = await this.dataSource
      .getRepository(UserEntity)
      .update({ id: event.userId, hasDonated: false }, { hasDonated: true });
    const marked = (result.affected ?? 0) > 0;
    if (marked) {
      await this.userVersions.changed(event.userId);
      this.logger.log(`User ${event.userId} has donated (payment ${event.aggregateId})`);
    }
    return marked ? 'marked' : 'unchanged';
  }
}
