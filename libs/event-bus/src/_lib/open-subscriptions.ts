import { type ConsumerLagProbe, processMetrics } from '@app/observability';

import type { Subscription } from '../event-bus.port';

/** What a bus adapter's subscription offers: its loop starts, and closes. */
export interface StartableSubscription {
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A bus's open subscriptions: `open` starts one (closing it again when the start fails, and
 * rethrowing the start's error) and hands back the caller's handle; `closeAll` closes every
 * subscription still open when the bus closes. While open, a subscription reports its group's
 * lag per topic (`event_consumer_lag`) at each scrape of the process's metrics.
 */
export class OpenSubscriptions<S extends StartableSubscription> {
  private readonly subscriptions = new Set<S>();

  async open(
    subscription: S,
    consumer: { group: string; lag: ConsumerLagProbe },
  ): Promise<Subscription> {
    try {
      await subscription.start();
    } catch (error) {
      await subscription.close().catch(() => undefined);
      throw error;
    }
    this.subscriptions.add(subscription);
    const unwatch = processMetrics().watchConsumer(consumer.group, consumer.lag);
    return {
      close: async () => {
        unwatch();
        await subscription.close();
        this.subscriptions.delete(subscription);
      },
    };
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.subscriptions.clear();
  }
}
