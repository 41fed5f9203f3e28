import { validateEvent } from '../../events/validate-event';
import { USER_UPDATED_TOPIC } from './user-updated.event';

const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const event = {
  eventId: '9b2c6f2e-1f7a-4c57-9a0f-5b7b0c7b8c1d',
  occurredAt: '2025-06-01T09:30:00.000Z',
  aggregateId: USER_ID,
  userId: USER_ID,
  username: 'ada',
  email: 'ada@example.com',
  timezone: 'Pacific/Kiritimati',
};

describe('UserUpdatedEvent', () => {
  it('carries the user, the e-mail and the time zone after the change', async () => {
    const result = await validateEvent(USER_UPDATED_TOPIC, event);
    expect(result.ok ? result.value : result.error.errors).toMatchObject(event);
  });

  it.each(['Mars/Olympus', '+01:00', '', undefined])('rejects the time zone %p', async (zone) => {
    const result = await validateEvent(USER_UPDATED_TOPIC, { ...event, timezone: zone });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors.map((error) => error.field)).toEqual(['timezone']);
  });
});
