import { validateEvent } from '../../events/validate-event';
import { DONATION_SUCCEEDED_TOPIC } from './donation-succeeded.event';

const anEvent = (overrides: Record<string, unknown> = {}) => ({
  eventId: '0b8f5a8e-6a43-4c3b-9d52-3f3f1c1e2a10',
  occurredAt: '2025-06-15T12:00:00.000Z',
  aggregateId: 'pi_3Nabc123',
  userId: '7f1c2b7e-3f0a-4c55-9a49-1d2c9c0e8a11',
  email: 'ada@example.com',
  displayName: 'Ada',
  amountPence: 750,
  productCode: 'kuchen',
  ...overrides,
});

describe('DonationSucceededEvent', () => {
  it('accepts a signed-in donor', async () => {
    expect((await validateEvent(DONATION_SUCCEEDED_TOPIC, anEvent())).ok).toBe(true);
  });

  it('accepts a visitor without an address', async () => {
    const result = await validateEvent(
      DONATION_SUCCEEDED_TOPIC,
      anEvent({ userId: null, email: null, displayName: null }),
    );
    expect(result.ok).toBe(true);
  });

  it('accepts an event from before displayName was added', async () => {
    const { displayName: _dropped, ...older } = anEvent();
    expect((await validateEvent(DONATION_SUCCEEDED_TOPIC, older)).ok).toBe(true);
  });

  it.each([
    ['amountPence', 0],
    ['productCode', 'champagne'],
    ['userId', 'ada'],
    ['email', 'not-an-address'],
  ])('refuses %s = %p', async (field, value) => {
    const result = await validateEvent(DONATION_SUCCEEDED_TOPIC, anEvent({ [field]: value }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.errors.map((error) => error.field)).toEqual([field]);
  });
});
