/** Injection token of the process's `EventBus` (provided by @app/event-bus's EventBusModule). */
export { EVENT_BUS } from '@app/event-bus';

/** The consumer group of this service on the bus (one delivery per event across its replicas). */
export const NOTIFICATION_CONSUMER_GROUP = 'notification';
