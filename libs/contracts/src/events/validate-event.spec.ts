import type { Topic } from './topics';
import { TOPICS } from './topics';
import { validateEvent } from './validate-event';

const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const ENTRY_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const EXIT_ID = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';

const envelope = (aggregateId: string) => ({
  eventId: '9b2c6f2e-1f7a-4c57-9a0f-5b7b0c7b8c1d',
  occurredAt: '2025-06-01T09:30:00.000Z',
  aggregateId,
});

/** One valid payload per topic: the shapes producers publish. */
const examples: { [T in Topic]: Record<string, unknown> } = {
  'auth.user.registered.v1': {
    ...envelope(USER_ID),
    userId: USER_ID,
    username: 'ada',
    email: 'ada@example.com',
  },
  'auth.user.updated.v1': {
    ...envelope(USER_ID),
    userId: USER_ID,
    username: 'ada',
    email: 'ada@example.com',
    timezone: 'Europe/Paris',
  },
  'auth.user.deleted.v1': {
    ...envelope(USER_ID),
    userId: USER_ID,
    username: 'ada',
    email: 'ada@example.com',
    deletedBy: 'admin',
  },
  'auth.password-reset.requested.v1': {
    ...envelope(ENTRY_ID),
    userId: USER_ID,
    username: 'ada',
    email: 'ada@example.com',
    requestId: ENTRY_ID,
    expiresAt: '2025-06-01T10:30:00.000Z',
  },
  'auth.password.changed.v1': {
    ...envelope(USER_ID),
    userId: USER_ID,
    username: 'ada',
    email: 'ada@example.com',
  },
  'auth.email-change.requested.v1': {
    ...envelope(ENTRY_ID),
    userId: USER_ID,
    username: 'ada',
    email: 'ada@example.com',
    requestId: ENTRY_ID,
    newEmail: 'ada@new.example',
    expiresAt: '2025-06-02T09:30:00.000Z',
  },
  'auth.username-reminder.requested.v1': {
    ...envelope(USER_ID),
    userId: USER_ID,
    username: 'ada',
    email: 'ada@example.com',
  },
  'travel.entry.created.v1': {
    ...envelope(ENTRY_ID),
    userId: USER_ID,
    entryType: 'entry',
    entryDate: '2024-02-29',
    country: 'France',
    daysUsed: 12,
  },
  'travel.entry.updated.v1': {
    ...envelope(ENTRY_ID),
    userId: USER_ID,
    entryType: 'exit',
    entryDate: '2025-06-10',
    country: null,
    daysUsed: 10,
  },
  'travel.entry.deleted.v1': {
    ...envelope(ENTRY_ID),
    userId: USER_ID,
    entryType: 'entry',
    entryDate: '2025-06-01',
    daysUsed: 0,
  },
  'travel.visit.recorded.v1': {
    ...envelope(ENTRY_ID),
    userId: USER_ID,
    entryId: ENTRY_ID,
    exitId: EXIT_ID,
    entryDate: '2025-06-01',
    exitDate: '2025-06-10',
    country: null,
    daysUsed: 10,
  },
  'billing.donation.succeeded.v1': {
    ...envelope('pi_3Nabc123XYZ'),
    userId: null,
    email: null,
    amountPence: 750,
    productCode: 'kuchen',
  },
};

describe('validateEvent', () => {
  it.each([...TOPICS])('accepts a well-formed %s payload', async (topic) => {
    const result = await validateEvent(topic, examples[topic]);
    expect(result.ok ? [] : result.error.errors).toEqual([]);
  });

  it('drops a field added by a newer producer', async () => {
    const result = await validateEvent('auth.user.deleted.v1', {
      ...examples['auth.user.deleted.v1'],
      reason: 'gdpr-request',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('reason');
    expect(result.value.email).toBe('ada@example.com');
  });

  it.each([
    ['a missing eventId', { eventId: undefined }, 'eventId'],
    ['an eventId that is not a UUID', { eventId: 'evt-1' }, 'eventId'],
    ['an occurredAt without a time', { occurredAt: '2025-06-01' }, 'occurredAt'],
    ['an empty aggregateId', { aggregateId: '' }, 'aggregateId'],
  ])('rejects an envelope with %s', async (_case, change, field) => {
    const result = await validateEvent('auth.user.registered.v1', {
      ...examples['auth.user.registered.v1'],
      ...change,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors.map((error) => error.field)).toEqual([field]);
  });

  it('rejects an entry date that is not a real calendar date', async () => {
    const result = await validateEvent('travel.entry.created.v1', {
      ...examples['travel.entry.created.v1'],
      entryDate: '2023-02-29',
    });
    expect(result.ok).toBe(false);
  });

  it('requires a nullable country to be sent', async () => {
    const { country: _country, ...withoutCountry } = examples['travel.entry.created.v1'];
    const result = await validateEvent('travel.entry.created.v1', withoutCountry);
    expect(result.ok).toBe(false);
  });

  it('rejects a visit whose exit is before its entry', async () => {
    const result = await validateEvent('travel.visit.recorded.v1', {
      ...examples['travel.visit.recorded.v1'],
      exitDate: '2025-05-31',
    });
    expect(result.ok).toBe(false);
  });

  it('rejects a donation amount that is not whole pence', async () => {
    const result = await validateEvent('billing.donation.succeeded.v1', {
      ...examples['billing.donation.succeeded.v1'],
      amountPence: 7.5,
    });
    expect(result.ok).toBe(false);
  });
});
