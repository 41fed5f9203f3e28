/**
 * The event bus port (ARCHITECTURE.md "event bus"): domain events flow from each service's outbox
 * to consumer groups, at least once; consumers make the effect idempotent by event id. Two
 * adapters implement it: Kafka (kafkajs) when KAFKA_BROKERS is set, Redis Streams otherwise.
 */

/** One event on the wire. `payload` is the validated event class instance as plain JSON. */
export interface BusEvent {
  /** `<service>.<entity>.<past-verb>.v<n>` from @app/contracts. */
  readonly topic: string;
  /** Ordering key: events with the same key are delivered in publish order (the aggregate id). */
  readonly key: string;
  /** The event's own id (also `payload.eventId`): consumers deduplicate on it. */
  readonly eventId: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** An event handed to a consumer, with how many times it has been delivered so far (1 = first). */
export interface DeliveredEvent extends BusEvent {
  readonly deliveryCount: number;
}

/**
 * Handles one event. Resolving acknowledges it; throwing leaves it unacknowledged, so it is
 * delivered again later (to this or another consumer of the group).
 */
export type EventHandler = (event: DeliveredEvent) => Promise<void>;

/**
 * Handles the events of one read together, in delivery order (e.g. in one database transaction).
 * Resolving acknowledges them all; throwing hands each of them to the subscription's `handler`,
 * one at a time, with its usual retries and dead-lettering.
 */
export type BatchEventHandler = (events: readonly DeliveredEvent[]) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group: each group receives every event once in effect; members share the work. */
  readonly group: string;
  readonly topics: readonly string[];
  readonly handler: EventHandler;
  /**
   * Optional: the events of one read (several, first deliveries) at once, which costs a consumer
   * one transaction and one acknowledgement per read instead of per event under load. Redis
   * Streams uses it; Kafka hands every event to `handler`.
   */
  readonly batchHandler?: BatchEventHandler;
  /** This member's name within the group (default: host + pid + random). */
  readonly consumerName?: string;
}

export interface Subscription {
  /**
   * Stops fetching, waits for in-flight handlers, then releases the connection. A handler still
   * running after the adapter's `drainTimeoutMs` is abandoned: its event stays unacknowledged and
   * is delivered again (to another member), as if the process had died.
   */
  close(): Promise<void>;
}

export interface EventBus {
  readonly kind: 'redis-streams' | 'kafka';
  /** Publishes in order; resolves once the broker has durably accepted every event. */
  publish(events: readonly BusEvent[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Throws when the broker cannot be reached (for /health/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
