import { validateEvent } from '../../events/validate-event';
import { PASSWORD_RESET_REQUESTED_TOPIC } from './password-reset-requested.event';

const REQUEST_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const event = {
  eventId: '9b2c6f2e-1f7a-4c57-9a0f-5b7b0c7b8c1d',
  occurredAt: '2025-06-01T09:30:00.000Z',
  aggregateId: REQUEST_ID,
  requestId: REQUEST_ID,
  userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
  username: 'ada',
  email: 'ada@example.com',
  expiresAt: '2025-06-01T10:30:00.000Z',
};

describe('PasswordResetRequestedEvent', () => {
  it('carries the request, the user and the expiry', async () => {
    const result = await validateEvent(PASSWORD_RESET_REQUESTED_TOPIC, event);
    expect(result.ok).toBe(true);
  });

  it('never carries a token: a token field is dropped', async () => {
    const result = await validateEvent(PASSWORD_RESET_REQUESTED_TOPIC, { ...event, token: 'raw' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('token');
  });

  it('requires the request id', async () => {
    const { requestId: _requestId, ...withoutRequest } = event;
    const result = await validateEvent(PASSWORD_RESET_REQUESTED_TOPIC, withoutRequest);
    expect(result.ok).toBe(false);
  });
});
