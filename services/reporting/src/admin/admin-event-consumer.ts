import { Inject, Injectable } from '@nestjs/common';

import { validateEvent } from '@app/contracts';
import {
  EVENT_BUS,
  EventConsumer,
  IdempotentConsumer,
  runCheckedOnceEach,
  type ConsumeOutcome as BusConsumeOutcome,
  type DeliveredEvent,
  type EventBus,
} from '@app/event-bus';

import { ReportingEnv } from '../config/env.schema';
import {
  ADMIN_READ_MODEL_TOPICS,
  applyAdminEvent,
  applyAdminEvents,
  type AdminReadModelEvent,
} from './admin-read-model';
import { ReportingDatabase } from './reporting-database';

/** The consumer group of the reporting service on the bus. */
export const REPORTING_CONSUMER_GROUP = 'reporting';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = BusConsumeOutcome<'applied'>;

/** A delivery that passed its contract, with its id. */
interface CheckedEvent {
  readonly eventId: string;
  readonly event: AdminReadModelEvent;
}

/**
 * Feeds the admin read model (group 'reporting'): each delivery is validated against its topic's
 * contract and applied once per event id, in the transaction that records it as processed. A
 * failure leaves the event unacknowledged, so the bus delivers it again.
 */
@Injectable()
export class AdminEventConsumer extends EventConsumer {
  private readonly processed: IdempotentConsumer;

  constructor(@Inject(EVENT_BUS) bus: EventBus, database: ReportingDatabase, env: ReportingEnv) {
    super(bus, { group: REPORTING_CONSUMER_GROUP, loggerName: 'AdminEventConsumer' });
    this.processed = new IdempotentConsumer(
      database.pool,
      env.DATABASE_SCHEMA,
      REPORTING_CONSUMER_GROUP,
    );
  }

  get topics(): readonly string[] {
    return ADMIN_READ_MODEL_TOPICS;
  }

  /**
   * Handles the deliveries of one read in one transaction (`runOnceAll`): malformed ones are
   * dropped as `consume` drops them, the others applied together once each (`applyAdminEvents`).
   * Throws when applying failed; the bus then hands each delivery to `consume` on its own.
   */
  override async consumeBatch(deliveries: readonly DeliveredEvent[]): Promise<ConsumeOutcome[]> {
    const checked: (CheckedEvent | ConsumeOutcome)[] = [];
    for (const delivered of deliveries) {
      const event = await this.check(delivered);
      checked.push(typeof event === 'string' ? event : { eventId: event.payload.eventId, event });
    }
    const results = await runCheckedOnceEach(checked, (events) =>
      this.processed.runOnceAll(events, (client, fresh) =>
        applyAdminEvents(
          client,
          fresh.map((item) => item.event),
        ),
      ),
    );
    return results.map((ran) => (typeof ran === 'string' ? ran : ran ? 'applied' : 'duplicate'));
  }

  /** The validated event of a delivery, or what became of it ('ignored', 'malformed'). */
  private async check(delivered: DeliveredEvent): Promise<AdminReadModelEvent | ConsumeOutcome> {
    const topic = ADMIN_READ_MODEL_TOPICS.find((known) => known === delivered.topic);
    if (!topic) return 'ignored';
    const result = await validateEvent(topic, delivered.payload);
    if (!result.ok) {
      return this.dropMalformed(
        delivered,
        result.error.errors.map((error) => error.field),
      );
    }
    return { topic, payload: result.value } as AdminReadModelEvent;
  }

  /** Handles one delivery; throws (so the bus redelivers) only when the effect failed. */
  async consume(delivered: DeliveredEvent): Promise<ConsumeOutcome> {
    const event = await this.check(delivered);
    if (typeof event === 'string') return event;
    return this.redeliverOnFailure(delivered, event.payload.eventId, 'apply', async () => {
      const ran = await this.processed.runOnce(event.payload.eventId, (client) =>
        applyAdminEvent(client, event),
      );
      return ran ? 'applied' : 'duplicate';
    });
  }
}
