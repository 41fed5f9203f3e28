import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { ClientBase } from 'pg';

import { validateEvent, type EventPayload, type Topic } from '@app/contracts';

import type { DeliveredEvent, EventBus, Subscription } from '../event-bus.port';

/**
 * What became of one delivery (for logs and tests): `Applied` names a fresh event's effect
 * ('applied', 'enqueued'), 'duplicate' one already processed.
 */
export type ConsumeOutcome<Applied extends string = 'applied'> =
  Applied | 'duplicate' | 'malformed' | 'ignored';

/**
 * Base of a service's event consumer (one consumer group): subscribes to `topics` once the app
 * has started (with `consumeBatch` as the batch handler when the subclass has one) and stops
 * fetching before it shuts down. A subclass validates and applies each delivery; the helpers
 * below drop a payload that breaks its contract and log a failed effect before the bus delivers
 * the event again.
 *
 * @example
 * @Injectable()
 * class TravelEventConsumer extends EventConsumer {
 *   constructor(@Inject(EVENT_BUS) bus: EventBus) {
 *     super(bus, { group: 'reporting', loggerName: 'AdminEventConsumer' });
 *   }
 *   get topics() { return [UserDeletedTopic]; }
 *   async consume(delivered: DeliveredEvent) { … }
 * }
 */
export abstract class EventConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private subscription: Subscription | undefined;

  private readonly group: string;

  protected constructor(
    protected readonly bus: EventBus,
    { group, loggerName }: { group: string; loggerName: string },
  ) {
    this.group = group;
    this.logger = new Logger(loggerName);
  }

  /** The topics this consumer subscribes to. */
  abstract get topics(): readonly string[];

  /** Handles one delivery; throws (so the bus redelivers) only when the effect failed. */
  abstract consume(delivered: DeliveredEvent): Promise<unknown>;

  /** Handles the deliveries of one read together; a subclass without it gets them one by one. */
  consumeBatch?(deliveries: readonly DeliveredEvent[]): Promise<unknown>;

  async onApplicationBootstrap(): Promise<void> {
    const topics = [...this.topics];
    const consumeBatch = this.consumeBatch?.bind(this);
    this.subscription = await this.bus.subscribe({
      group: this.group,
      topics,
      handler: async (event) => {
        await this.consume(event);
      },
      ...(consumeBatch && {
        batchHandler: async (events: readonly DeliveredEvent[]) => {
          await consumeBatch(events);
        },
      }),
    });
    this.logger.log(`Consuming ${topics.join(', ')} (${this.bus.kind})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
  }

  /**
   * Drops a delivery whose payload breaks its topic's contract: retrying cannot fix it, so it is
   * acknowledged, and logged with the offending field names (values may be personal data).
   */
  protected dropMalformed(delivered: DeliveredEvent, fields: readonly string[]): 'malformed' {
    this.logger.error(
      `Dropped ${delivered.topic} event ${delivered.eventId}: invalid ${fields.join(', ')}`,
    );
    return 'malformed';
  }

  /**
   * Runs a delivery's `effect`; when it fails, logs that the event will be delivered again and
   * rethrows, so that the bus does.
   */
  protected async redeliverOnFailure<T>(
    delivered: DeliveredEvent,
    eventId: string,
    verb: 'handle' | 'apply',
    effect: () => Promise<T>,
  ): Promise<T> {
    try {
      return await effect();
    } catch (error) {
      this.logger.error(
        `Could not ${verb} ${delivered.topic} event ${eventId} (delivery ${delivered.deliveryCount}); it will be delivered again: ${(error as Error).message}`,
      );
      throw error;
    }
  }
}

/**
 * One consumed topic: its effect within `Scope` (the transaction that marks the event processed,
 * or what a service builds on it), and an optional step once that has committed.
 */
export interface TopicHandler<T extends Topic, Scope> {
  readonly topic: T;
  handle(event: EventPayload<T>, scope: Scope): Promise<void>;
  /** Runs once the effect has committed (or was already applied), e.g. to bump a cache token. */
  afterCommit?(event: EventPayload<T>): Promise<void>;
}

/** A delivery validated against its topic's contract and bound to its handler, or the fields that broke it. */
export type PreparedEvent<Scope> =
  | {
      ok: true;
      eventId: string;
      run: (scope: Scope) => Promise<void>;
      afterCommit: () => Promise<void>;
    }
  /** The fields that broke the contract (names only: values may be personal data). */
  | { ok: false; fields: string[] };

/** Validates a raw payload against a handler's topic contract and binds the handler to it. */
export type PrepareEvent<Scope> = (payload: unknown) => Promise<PreparedEvent<Scope>>;

/**
 * The `PrepareEvent` of a handler: contracts' `validateEvent` (unknown fields dropped), then the
 * handler bound to the typed event.
 *
 * @example
 * const prepare = preparer(userDeletedHandler);
 * const event = await prepare(delivered.payload);
 */
export function preparer<T extends Topic, Scope>(
  handler: TopicHandler<T, Scope>,
): PrepareEvent<Scope> {
  return async (payload) => {
    const result = await validateEvent(handler.topic, payload);
    if (!result.ok) return { ok: false, fields: result.error.errors.map((error) => error.field) };
    const event = result.value;
    return {
      ok: true,
      eventId: event.eventId,
      run: (scope) => handler.handle(event, scope),
      afterCommit: async () => {
        await handler.afterCommit?.(event);
      },
    };
  };
}

/** Records event ids as processed, running each fresh event's effect in the same transaction. */
export interface ProcessedEventLedger {
  runOnce(eventId: string, effect: (client: ClientBase) => Promise<void>): Promise<boolean>;
}

/** What a `TopicConsumer` is made of, besides its bus. */
export interface TopicConsumerOptions<Scope, Applied extends string> {
  group: string;
  loggerName: string;
  /** The prepare step of each consumed topic (`preparer(handler)`). */
  prepares: ReadonlyMap<string, PrepareEvent<Scope>>;
  /** Where the consumer group's processed event ids are kept (`IdempotentConsumer`). */
  processed: ProcessedEventLedger;
  /** The scope a handler runs in, made from the transaction that records the event. */
  scopeOf: (client: ClientBase) => Scope;
  /** The outcome of a fresh event, e.g. 'applied'. */
  applied: Applied;
}

/**
 * An `EventConsumer` of one `TopicHandler` per topic: each delivery is validated against its
 * topic's contract and applied once per event id (in the transaction that records it as
 * processed), then its handler's after-commit step runs, also after a duplicate (the first
 * delivery may have committed and stopped right there). A failure leaves the event
 * unacknowledged, so the bus delivers it again.
 */
export abstract class TopicConsumer<Scope, Applied extends string> extends EventConsumer {
  private readonly options: TopicConsumerOptions<Scope, Applied>;

  protected constructor(bus: EventBus, options: TopicConsumerOptions<Scope, Applied>) {
    super(bus, options);
    this.options = options;
  }

  /** The topics this service consumes. */
  get topics(): string[] {
    return [...this.options.prepares.keys()];
  }

  async consume(delivered: DeliveredEvent): Promise<ConsumeOutcome<Applied>> {
    const event = await this.prepare(delivered);
    if (typeof event === 'string') return event;
    const { processed, scopeOf, applied } = this.options;
    return this.redeliverOnFailure(delivered, event.eventId, 'handle', async () => {
      const ran = await processed.runOnce(event.eventId, (client) => event.run(scopeOf(client)));
      await event.afterCommit();
      return ran ? applied : 'duplicate';
    });
  }

  /** The validated event of a delivery bound to its handler, or what became of it. */
  protected async prepare(
    delivered: DeliveredEvent,
  ): Promise<Extract<PreparedEvent<Scope>, { ok: true }> | 'ignored' | 'malformed'> {
    const prepare = this.options.prepares.get(delivered.topic);
    if (!prepare) return 'ignored';
    const event = await prepare(delivered.payload);
    return event.ok ? event : this.dropMalformed(delivered, event.fields);
  }
}
