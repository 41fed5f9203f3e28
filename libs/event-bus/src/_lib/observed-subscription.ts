import { continueFrom, continueFromAll } from '@app/observability';

import type { SubscribeOptions } from '../event-bus.port';

/**
 * `options` with handlers that run each event in the request and trace it was recorded in (the
 * outbox wrote them into its payload: `reqId`, `traceparent`), in a consumer span
 * `<topic> process`; a batch continues its first event's trace and links the others.
 */
export function observedSubscription(options: SubscribeOptions): SubscribeOptions {
  const { group, handler, batchHandler } = options;
  const attributes = { 'messaging.system': 'event-bus', 'messaging.consumer.group.name': group };
  return {
    ...options,
    handler: (event) =>
      continueFrom(event.payload, `${event.topic} process`, 'consumer', () => handler(event), {
        ...attributes,
        'messaging.destination.name': event.topic,
        'messaging.message.id': event.eventId,
      }),
    ...(batchHandler === undefined
      ? {}
      : {
          batchHandler: (events) =>
            continueFromAll(
              events.map((event) => event.payload),
              `${group} process batch`,
              'consumer',
              () => batchHandler(events),
              { ...attributes, 'messaging.batch.message_count': events.length },
            ),
        }),
  };
}
