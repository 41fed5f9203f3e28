import { Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';

import { USER_REGISTERED_TOPIC, type UserRegisteredEvent } from '@app/contracts';

import { keepTimeZone } from '../time-zones/keep-time-zone';
import { accountHolderOf } from '../travellers/account-holder';
import type { TopicHandler } from './topic-handler';

/**
 * `auth.user.registered.v1` → the new account's traveller (the account holder's, issue #22) and
 * its time zone, when the event carries one.
 */
@Injectable()
export class UserRegisteredHandler implements TopicHandler<typeof USER_REGISTERED_TOPIC> {
  readonly topic = USER_REGISTERED_TOPIC;

  async handle(event: UserRegisteredEvent, client: ClientBase): Promise<void> {
    await accountHolderOf(
      async (sql, params) => (await client.query<{ id: string }>(sql, params)).rows,
      'travellers',
      event.userId,
    );
    if (event.timezone === undefined) return;
    await keepTimeZone(client, {
      userId: event.userId,
      timeZone: event.timezone,
      changedAt: event.occurredAt,
    });
  }
}
