import { validateEvent } from '../../events/validate-event';
import { USER_REGISTERED_TOPIC } from './user-registered.event';

const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const event = {
  eventId: '9b2c6f2e-1f7a-4c57-9a0f-5b7b0c7b8c1d',
  occurredAt: '2025-06-01T09:30:00.000Z',
  aggregateId: USER_ID,
  userId: USER_ID,
  username: 'ada',
  email: 'ada@example.com',
};

describe('UserRegisteredEvent', () => {
  it('may carry the account’s time zone, or none', async () => {
    await expect(validateEvent(USER_REGISTERED_TOPIC, event)).resolves.toMatchObject({ ok: true });
    const withZone = await validateEvent(USER_REGISTERED_TOPIC, {
      ...event,
      timezone: 'Pacific/Honolulu',
    });
    expect(withZone.ok && withZone.value.timezone).toBe('Pacific/Honolulu');
  });

  it('rejects a time zone that is not an IANA name', async () => {
    const result = await validateEvent(USER_REGISTERED_TOPIC, { ...event, timezone: '+01:00' });
    expect(result.ok).toBe(false);
  });
});
