/** Injection token of the process's `EventBus` (from @app/event-bus, or a test's own bus). */
export const EVENT_BUS = Symbol('EVENT_BUS');

/** The consumer group of this service on the bus (one delivery per event across its replicas). */
export const TRAVEL_CONSUMER_GROUP = 'travel';
