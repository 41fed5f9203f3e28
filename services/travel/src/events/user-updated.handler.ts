import { Injectable, Logger } from '@nestjs/common';
import type { ClientBase } from 'pg';

import { USER_UPDATED_TOPIC, type UserUpdatedEvent } from '@app/contracts';

import { keepTimeZone } from '../time-zones/keep-time-zone';
import type { TopicHandler } from './topic-handler';

/** `auth.user.updated.v1` → the user's time zone as saved in their profile (their today). */
@Injectable()
export class UserUpdatedHandler implements TopicHandler<typeof USER_UPDATED_TOPIC> {
  readonly topic = USER_UPDATED_TOPIC;
  private readonly logger = new Logger('UserUpdatedHandler');

  async handle(event: UserUpdatedEvent, client: ClientBase): Promise<void> {
    await keepTimeZone(client, {
      userId: event.userId,
      timeZone: event.timezone,
      changedAt: event.occurredAt,
    });
    this.logger.log(
      `Time zone of user ${event.userId}: ${event.timezone} (event ${event.eventId})`,
    );
  }
}
