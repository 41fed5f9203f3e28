import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

import { IsIsoTimestamp } from '../common/is-iso-timestamp.decorator';
import {
  MAX_REQUEST_ID_LENGTH,
  MAX_TRACESTATE_LENGTH,
  TRACEPARENT_FORMAT,
  type TraceCarrier,
} from '../transport/trace-carrier';

/**
 * The fields every event payload carries; each event class extends it. Topics are named
 * `<service>.<entity>.<past-verb>.v<n>` (see `EVENT_TOPIC_FORMAT`). Adding a field to an event is
 * fine; renaming or removing one means a new version published beside the old for a while.
 *
 * The outbox adds the request and trace the event was recorded in (`TraceCarrier`): a consumer's
 * log lines name that request, and its work continues that trace.
 *
 * Consumers are idempotent on `eventId`. Producers key messages by `userId` where the event has
 * one, so that one user's events stay in order, and by `aggregateId` otherwise.
 *
 * @example
 * const event: UserDeletedEvent = {
 *   eventId: randomUUID(), occurredAt: new Date().toISOString(), aggregateId: user.id, ...
 * };
 */
export abstract class EventEnvelope implements TraceCarrier {
  /** Unique per event; the consumer's idempotency key. */
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId!: string;

  /** When the fact happened, as an ISO 8601 timestamp with its zone. */
  @IsIsoTimestamp()
  occurredAt!: string;

  /** The id of the record the event is about (a user, a travel entry, a payment intent). */
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  aggregateId!: string;

  /** The request the event was recorded in (set by the outbox). */
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REQUEST_ID_LENGTH)
  reqId?: string;

  /** The W3C trace context the event was recorded in (set by the outbox when tracing is on). */
  @IsOptional()
  @Matches(TRACEPARENT_FORMAT, { message: 'traceparent must be a W3C traceparent' })
  traceparent?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_TRACESTATE_LENGTH)
  tracestate?: string;
}
