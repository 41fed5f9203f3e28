import { randomBytes, randomUUID } from 'node:crypto';

import type { BusEvent, DeliveredEvent, EventBus, EventHandler } from '../event-bus.port';

/**
 * The behaviour every EventBus adapter must show, as one jest suite that each adapter's spec runs
 * with its own factory (`redis-streams.spec.ts`, `kafka.spec.ts`). Every case uses fresh topics and
 * groups, so the cases share nothing, and waits by polling with a bounded deadline.
 */
export interface EventBusContractOptions {
  /** A new bus on the engine under test; the suite closes every bus it made after each case. */
  createBus(): Promise<EventBus> | EventBus;
  /** The longest wait for a delivery (a Kafka group join takes seconds, Redis milliseconds). */
  readonly waitMs: number;
  /** Each case's jest timeout. */
  readonly testTimeoutMs: number;
  /**
   * Whether the broker counts deliveries, so that a count survives a move to another member
   * (Redis keeps it in the pending-entries list; Kafka has no such count: each member counts its
   * own attempts).
   */
  readonly countsDeliveriesAcrossMembers: boolean;
  /**
   * Why the engine is not reachable here (e.g. no KAFKA_BROKERS): every case is then registered
   * as skipped, so jest counts each one under "skipped" rather than running or hiding it.
   */
  readonly skipReason?: string;
}

/** Registers the contract's describe block for one adapter. */
export function describeEventBusContract(name: string, options: EventBusContractOptions): void {
  const { waitMs, testTimeoutMs, skipReason } = options;
  // A skip chosen at run time from the environment, not a test switched off in the source.
  const describeContract = skipReason === undefined ? describe : describe.skip;
  const title = `${name}: EventBus contract${skipReason === undefined ? '' : ` (${skipReason})`}`;

  describeContract(title, () => {
    const buses: EventBus[] = [];
    const openBus = async (): Promise<EventBus> => {
      const bus = await options.createBus();
      buses.push(bus);
      return bus;
    };

    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
    });

    it(
      'delivers the topic, key, event id and payload of a published event',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const received = recorder();
        await bus.subscribe({ group: aGroup(), topics: [topic], handler: received.handler });

        const event = anEvent(topic, 'user-1', { username: 'ada' });
        await bus.publish([event]);

        await waitFor(() => received.events.length === 1, waitMs, 'the event');
        expect(received.events[0]).toEqual({ ...event, deliveryCount: 1 });
      },
      testTimeoutMs,
    );

    it(
      'keeps the publish order of the events of each key',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const received = recorder();
        await bus.subscribe({ group: aGroup(), topics: [topic], handler: received.handler });

        const keys = ['user-a', 'user-b', 'user-c'];
        const published: BusEvent[] = [];
        for (let round = 0; round < 3; round += 1) {
          const batch = Array.from({ length: 12 }, (_, i) =>
            anEvent(topic, keys[i % keys.length]!, { seq: round * 12 + i }),
          );
          await bus.publish(batch);
          published.push(...batch);
        }

        await waitFor(() => received.events.length === published.length, waitMs, 'all events');
        for (const key of keys) {
          const sent = published.filter((e) => e.key === key).map((e) => e.eventId);
          const got = received.events.filter((e) => e.key === key).map((e) => e.eventId);
          expect(got).toEqual(sent);
        }
      },
      testTimeoutMs,
    );

    it(
      'gives every event to each of two groups',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const first = recorder();
        const second = recorder();
        await bus.subscribe({ group: aGroup(), topics: [topic], handler: first.handler });
        await bus.subscribe({ group: aGroup(), topics: [topic], handler: second.handler });

        const events = Array.from({ length: 10 }, (_, i) => anEvent(topic, `user-${i}`));
        await bus.publish(events);

        await waitFor(
          () => first.events.length === 10 && second.events.length === 10,
          waitMs,
          'every event in both groups',
        );
        expect(ids(first.events).sort()).toEqual(ids(events).sort());
        expect(ids(second.events).sort()).toEqual(ids(events).sort());
      },
      testTimeoutMs,
    );

    it(
      'splits the events of a group between its members without duplicates',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const group = aGroup();
        const memberA = recorder();
        const memberB = recorder();
        await bus.subscribe({ group, topics: [topic], handler: memberA.handler });
        await bus.subscribe({ group, topics: [topic], handler: memberB.handler });

        // Publish rounds until both members have worked: membership settles at the broker's pace
        // (a Kafka rebalance), so the first round may all go to one member.
        const published: BusEvent[] = [];
        for (let round = 0; round < 10; round += 1) {
          const batch = Array.from({ length: 12 }, (_, i) => anEvent(topic, `user-${round}-${i}`));
          await bus.publish(batch);
          published.push(...batch);
          await waitFor(
            () => memberA.events.length + memberB.events.length >= published.length,
            waitMs,
            `round ${round}`,
          );
          if (memberA.events.length > 0 && memberB.events.length > 0) break;
        }

        expect(memberA.events.length).toBeGreaterThan(0);
        expect(memberB.events.length).toBeGreaterThan(0);
        const handled = [...ids(memberA.events), ...ids(memberB.events)];
        expect(handled.sort()).toEqual(ids(published).sort());
      },
      testTimeoutMs,
    );

    it(
      'delivers an event again after its handler threw, and loses nothing published after it',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const [first, failing, last] = [1, 2, 3].map((n) => anEvent(topic, 'user-1', { n }));
        const seen: Array<[string, number]> = [];
        await bus.subscribe({
          group: aGroup(),
          topics: [topic],
          handler: async (event) => {
            seen.push([event.eventId, event.deliveryCount]);
            if (event.eventId === failing!.eventId && event.deliveryCount === 1) {
              throw new Error('transient failure (expected by the test)');
            }
          },
        });

        await bus.publish([first!, failing!, last!]);

        await waitFor(() => seen.some(([id]) => id === last!.eventId), waitMs, 'the last event');
        expect(seen).toEqual([
          [first!.eventId, 1],
          [failing!.eventId, 1],
          [failing!.eventId, 2],
          [last!.eventId, 1],
        ]);
      },
      testTimeoutMs,
    );

    it(
      'hands the unacknowledged events of a member that dies to another member',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const group = aGroup();
        const stuck = anEvent(topic, 'user-1');
        const later = anEvent(topic, 'user-1');
        const gate = deferred();
        const dying: DeliveredEvent[] = [];
        try {
          const memberA = await bus.subscribe({
            group,
            topics: [topic],
            handler: async (event) => {
              dying.push(event);
              await gate.promise; // never acknowledges while the member lives
            },
          });
          await bus.publish([stuck]);
          await waitFor(() => dying.length === 1, waitMs, 'the first member to get the event');

          // The member "dies": its subscription closes while the handler still hangs.
          const closing = memberA.close();
          const survivor = recorder();
          await bus.subscribe({ group, topics: [topic], handler: survivor.handler });
          await closing;
          await bus.publish([later]);

          await waitFor(() => survivor.events.length === 2, waitMs, 'both events at the survivor');
          // A taken-over event may come after newer ones (Redis reclaims it once it is idle).
          expect(ids(survivor.events).sort()).toEqual([stuck.eventId, later.eventId].sort());
          const takenOver = survivor.events.find((e) => e.eventId === stuck.eventId)!;
          if (options.countsDeliveriesAcrossMembers) {
            expect(takenOver.deliveryCount).toBe(2);
          } else {
            expect(takenOver.deliveryCount).toBeGreaterThanOrEqual(1);
          }
        } finally {
          gate.resolve();
        }
      },
      testTimeoutMs,
    );

    it(
      'keeps published events for a group that subscribes afterwards, from the beginning',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const events = [1, 2, 3].map((n) => anEvent(topic, 'user-1', { n }));
        await bus.publish(events);

        const received = recorder();
        await bus.subscribe({ group: aGroup(), topics: [topic], handler: received.handler });

        await waitFor(() => received.events.length === 3, waitMs, 'the earlier events');
        expect(ids(received.events)).toEqual(ids(events));
      },
      testTimeoutMs,
    );

    it(
      'subscribes one handler to several topics',
      async () => {
        const bus = await openBus();
        const [topicA, topicB] = [aTopic(), aTopic()];
        const received = recorder();
        await bus.subscribe({
          group: aGroup(),
          topics: [topicA, topicB],
          handler: received.handler,
        });

        await bus.publish([anEvent(topicA, 'user-1'), anEvent(topicB, 'user-1')]);

        await waitFor(() => received.events.length === 2, waitMs, 'an event of each topic');
        expect(received.events.map((e) => e.topic).sort()).toEqual([topicA, topicB].sort());
      },
      testTimeoutMs,
    );

    it(
      'answers ping while the broker is reachable',
      async () => {
        const bus = await openBus();
        await expect(bus.ping()).resolves.toBeUndefined();
      },
      testTimeoutMs,
    );

    it(
      'closes a subscription only after its running handler finished',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const started = deferred();
        const gate = deferred();
        const steps: string[] = [];
        const subscription = await bus.subscribe({
          group: aGroup(),
          topics: [topic],
          handler: async () => {
            started.resolve();
            await gate.promise;
            steps.push('handler finished');
          },
        });
        await bus.publish([anEvent(topic, 'user-1')]);
        await started.promise;

        const closing = subscription.close().then(() => steps.push('subscription closed'));
        gate.resolve();
        await closing;

        expect(steps).toEqual(['handler finished', 'subscription closed']);
      },
      testTimeoutMs,
    );

    it(
      'closes cleanly and refuses to publish afterwards',
      async () => {
        const bus = await openBus();
        const topic = aTopic();
        const received = recorder();
        await bus.subscribe({ group: aGroup(), topics: [topic], handler: received.handler });
        await bus.publish([anEvent(topic, 'user-1')]);
        await waitFor(() => received.events.length === 1, waitMs, 'the event');

        await bus.close();
        await bus.close(); // a second close is harmless

        await expect(bus.publish([anEvent(topic, 'user-1')])).rejects.toThrow(/closed/);
      },
      testTimeoutMs,
    );
  });
}

/** A topic of its own for one case, in the `<service>.<entity>.<past-verb>.v<n>` form. */
function aTopic(): string {
  return `contract.t${randomBytes(5).toString('hex')}.happened.v1`;
}

function aGroup(): string {
  return `contract-group-${randomBytes(5).toString('hex')}`;
}

function anEvent(topic: string, key: string, extra: Record<string, unknown> = {}): BusEvent {
  const eventId = randomUUID();
  return {
    topic,
    key,
    eventId,
    payload: { eventId, occurredAt: new Date().toISOString(), aggregateId: key, ...extra },
  };
}

function ids(events: readonly BusEvent[]): string[] {
  return events.map((event) => event.eventId);
}

function recorder(): { events: DeliveredEvent[]; handler: EventHandler } {
  const events: DeliveredEvent[] = [];
  return {
    events,
    handler: async (event) => {
      events.push(event);
    },
  };
}

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Polls `condition` every 10 ms; fails naming `what` when `ms` pass first. */
async function waitFor(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
