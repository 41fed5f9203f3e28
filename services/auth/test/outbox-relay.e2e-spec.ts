/**
 * The outbox's second half in the running service: events committed with their change reach the
 * event bus (Redis Streams here) in order, and the password-reset event never carries a token.
 */
import { AuthPatterns } from '@app/contracts';
import { createEventBus, type DeliveredEvent, type EventBus } from '@app/event-bus';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

describe('outbox relay', () => {
  let auth: AuthTestService;
  let bus: EventBus;

  beforeAll(async () => {
    auth = await startAuthService({ relayOutbox: true });
    bus = createEventBus({
      redisUrl: auth.redis.url,
      keyPrefix: auth.redis.keyPrefix,
      clientId: 'test',
    });
  });

  afterAll(async () => {
    await bus.close();
    await auth.close();
  });

  it('publishes registration and recovery events in order, then marks them sent', async () => {
    const { user, body } = await auth.register();
    await auth.call(AuthPatterns.ForgotUsername, { email: body.email });
    await auth.call(AuthPatterns.ForgotPassword, { email: body.email });

    const received: DeliveredEvent[] = [];
    const subscription = await bus.subscribe({
      group: 'auth-relay-test',
      topics: [
        'auth.user.registered.v1',
        'auth.username-reminder.requested.v1',
        'auth.password-reset.requested.v1',
      ],
      handler: async (event) => {
        if (event.payload['userId'] === user.id) received.push(event);
      },
    });
    const deadline = Date.now() + 15_000;
    while (received.length < 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await subscription.close();

    expect(received.map((e) => e.topic).sort()).toEqual([
      'auth.password-reset.requested.v1',
      'auth.user.registered.v1',
      'auth.username-reminder.requested.v1',
    ]);
    const reset = received.find((e) => e.topic === 'auth.password-reset.requested.v1')!;
    expect(reset.payload).toMatchObject({ userId: user.id, email: body.email });
    expect(JSON.stringify(reset.payload)).not.toMatch(/token/i);

    const pending = await auth.dataSource.query<Array<{ count: string }>>(
      'SELECT count(*) FROM outbox WHERE published_at IS NULL',
    );
    expect(Number(pending[0]?.count)).toBe(0);
  });
});
