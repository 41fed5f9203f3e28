import type { ClassConstructor } from 'class-transformer';

import {
  PASSWORD_RESET_REQUESTED_TOPIC,
  PasswordResetRequestedEvent,
} from '../auth/events/password-reset-requested.event';
import {
  EMAIL_CHANGE_REQUESTED_TOPIC,
  EmailChangeRequestedEvent,
} from '../auth/events/email-change-requested.event';
import {
  PASSWORD_CHANGED_TOPIC,
  PasswordChangedEvent,
} from '../auth/events/password-changed.event';
import { USER_DELETED_TOPIC, UserDeletedEvent } from '../auth/events/user-deleted.event';
import { USER_REGISTERED_TOPIC, UserRegisteredEvent } from '../auth/events/user-registered.event';
import { USER_UPDATED_TOPIC, UserUpdatedEvent } from '../auth/events/user-updated.event';
import {
  USERNAME_REMINDER_REQUESTED_TOPIC,
  UsernameReminderRequestedEvent,
} from '../auth/events/username-reminder-requested.event';
import {
  DONATION_SUCCEEDED_TOPIC,
  DonationSucceededEvent,
} from '../billing/events/donation-succeeded.event';
import { ENTRY_CREATED_TOPIC, EntryCreatedEvent } from '../travel/events/entry-created.event';
import { ENTRY_DELETED_TOPIC, EntryDeletedEvent } from '../travel/events/entry-deleted.event';
import { ENTRY_UPDATED_TOPIC, EntryUpdatedEvent } from '../travel/events/entry-updated.event';
import { VISIT_RECORDED_TOPIC, VisitRecordedEvent } from '../travel/events/visit-recorded.event';
import type { EventEnvelope } from './event-envelope';

/** Every event topic, e.g. for creating Kafka topics or Redis streams at start-up. */
export const TOPICS = [
  USER_REGISTERED_TOPIC,
  USER_UPDATED_TOPIC,
  USER_DELETED_TOPIC,
  PASSWORD_RESET_REQUESTED_TOPIC,
  USERNAME_REMINDER_REQUESTED_TOPIC,
  PASSWORD_CHANGED_TOPIC,
  EMAIL_CHANGE_REQUESTED_TOPIC,
  ENTRY_CREATED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  VISIT_RECORDED_TOPIC,
  DONATION_SUCCEEDED_TOPIC,
] as const;

export type Topic = (typeof TOPICS)[number];

const classesByTopic = {
  [USER_REGISTERED_TOPIC]: UserRegisteredEvent,
  [USER_UPDATED_TOPIC]: UserUpdatedEvent,
  [USER_DELETED_TOPIC]: UserDeletedEvent,
  [PASSWORD_RESET_REQUESTED_TOPIC]: PasswordResetRequestedEvent,
  [USERNAME_REMINDER_REQUESTED_TOPIC]: UsernameReminderRequestedEvent,
  [PASSWORD_CHANGED_TOPIC]: PasswordChangedEvent,
  [EMAIL_CHANGE_REQUESTED_TOPIC]: EmailChangeRequestedEvent,
  [ENTRY_CREATED_TOPIC]: EntryCreatedEvent,
  [ENTRY_UPDATED_TOPIC]: EntryUpdatedEvent,
  [ENTRY_DELETED_TOPIC]: EntryDeletedEvent,
  [VISIT_RECORDED_TOPIC]: VisitRecordedEvent,
  [DONATION_SUCCEEDED_TOPIC]: DonationSucceededEvent,
} as const satisfies { [T in Topic]: ClassConstructor<EventEnvelope> };

/** The payload type published on a topic, e.g. `EventPayload<'auth.user.deleted.v1'>`. */
export type EventPayload<T extends Topic> = InstanceType<(typeof classesByTopic)[T]>;

/** The payload class of each topic, for consumers that validate generically. */
export const EVENT_CLASSES: { readonly [T in Topic]: ClassConstructor<EventPayload<T>> } =
  classesByTopic;
