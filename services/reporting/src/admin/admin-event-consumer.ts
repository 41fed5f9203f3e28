import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import { validateEvent } from '@app/contracts';
import {
  EVENT_BUS,
  IdempotentConsumer,
  runCheckedOnceEach,
  type DeliveredEvent,
  type EventBus,
  type Subscription,
} from '@app/event-bus';

import { ReportingEnv } from '../config/env.schema';
import {
  ADMIN_READ_MODEL_TOPICS,
  applyAdminEvent,
  applyAdminEvents,
  type AdminReadModelEvent,
  type AdminReadModelTopic,
} from './admin-read-model';
import { ReportingDatabase } from './reporting-database';

/** The consumer group of the reporting service on the bus. */
export const REPORTING_CONSUMER_GROUP = 'reporting';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = 'applied' | 'duplicate' | 'malformed' | 'ignored';

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
export class AdminEventConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AdminEventConsumer');
  private readonly processed: IdempotentConsumer;
  private subscription: Subscription | undefined;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    database: ReportingDatabase,
    env: ReportingEnv,
  ) {
    this.processed = new IdempotentConsumer(
      database.pool,
      env.DATABASE_SCHEMA,
      REPORTING_CONSUMER_GROUP,
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe({
      group: REPORTING_CONSUMER_GROUP,
      topics: [...ADMIN_READ_MODEL_TOPICS],
      handler: async (event) => {
        await this.consume(event);
      },
      batchHandler: async (events) => {
        await this.consumeBatch(events);
      },
    });
    this.logger.log(`Consuming ${ADMIN_READ_MODEL_TOPICS.join(', ')} (${this.bus.kind})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
  }

  /**
   * Handles the deliveries of one read in one transaction (`runOnceAll`): malformed ones are
   * dropped as `consume` drops them, the others applied together once each (`applyAdminEvents`).
   * Throws when applying failed; the bus then hands each delivery to `consume` on its own.
   */
  async consumeBatch(deliveries: readonly DeliveredEvent[]): Promise<ConsumeOutcome[]> {
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
      const fields = result.error.errors.map((error) => error.field).join(', ');
      this.logger.error(`Dropped ${delivered.topic} event ${delivered.eventId}: invalid ${fields}`);
      return 'malformed';
    }
    return { topic, payload: result.value } as AdminReadModelEvent;
  }

  /** Handles one delivery; throws (so the bus redelivers) only when the effect failed. */
  async consume(delivered: DeliveredEvent): Promise<ConsumeOutcome> {
    const event = await this.check(delivered);
    if (typeof event === 'string') return event;
    try {
      const ran = await this.processed.runOnce(event.payload.eventId, (client) =>
        applyAdminEvent(client, event),
      );
      return ran ? 'applied' : 'duplicate';
    } catch (error) {
      this.logger.error(
        `Could not apply ${event.topic satisfies AdminReadModelTopic} event ${event.payload.eventId} (delivery ${delivered.deliveryCount}); it will be delivered again: ${(error as Error).message}`,
      );
      throw error;
    }
  }
}
