import { Injectable, Logger } from '@nestjs/common';
import type { ClientBase } from 'pg';

import { USER_DELETED_TOPIC, type UserDeletedEvent } from '@app/contracts';

import { ListVersions } from '../entries/list-versions';
import type { TopicHandler } from './topic-handler';

/**
 * `auth.user.deleted.v1` → every travel record of the user (and their travellers and kept time
 * zone) is deleted (SPEC §3: "entries are removed when the user is deleted"), in the transaction
 * that records the event as processed; once committed, the user's list is marked changed for the gateway's list
 * cache (ADR 0008), as every other write of travel records does.
 */
@Injectable()
export class UserDeletedHandler implements TopicHandler<typeof USER_DELETED_TOPIC> {
  readonly topic = USER_DELETED_TOPIC;
  private readonly logger = new Logger('UserDeletedHandler');

  constructor(private readonly listVersions: ListVersions) {}

  async handle(event: UserDeletedEvent, client: ClientBase): Promise<void> {
    const result = await client.query('DELETE FROM travel_entries WHERE user_id = $1', [
      event.userId,
    ]);
    await client.query('DELETE FROM excluded_periods WHERE user_id = $1', [event.userId]);
    await client.query('DELETE FROM travellers WHERE user_id = $1', [event.userId]);
    await client.query('DELETE FROM user_time_zones WHERE user_id = $1', [event.userId]);
    this.logger.log(
      `Deleted ${result.rowCount ?? 0} travel record(s) of deleted user ${event.userId} (event ${event.eventId})`,
    );
  }

  async afterCommit(event: UserDeletedEvent): Promise<void> {
    await this.listVersions.changed(event.userId);
  }
}
