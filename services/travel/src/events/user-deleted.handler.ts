import { Injectable, Logger } from '@nestjs/common';
import type { ClientBase } from 'pg';

import { USER_DELETED_TOPIC, type UserDeletedEvent } from '@app/contracts';

/**
 * `auth.user.deleted.v1` → every travel record of the user is deleted (SPEC §3: "entries are
 * removed when the user is deleted"), in the transaction that records the event as processed.
 */
@Injectable()
export class UserDeletedHandler {
  readonly topic = USER_DELETED_TOPIC;
  private readonly logger = new Logger('UserDeletedHandler');

  async handle(event: UserDeletedEvent, client: ClientBase): Promise<void> {
    const result = await client.query('DELETE FROM travel_entries WHERE user_id = $1', [
      event.userId,
    ]);
    this.logger.log(
      `Deleted ${result.rowCount ?? 0} travel record(s) of deleted user ${event.userId} (event ${event.eventId})`,
    );
  }
}
