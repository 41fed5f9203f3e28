import { EventEnvelope } from './event-envelope';
import { EVENT_CLASSES, TOPICS } from './topics';

describe('TOPICS', () => {
  it('lists every event: the nine of the first release, auth.user.updated.v1 and the account notices', () => {
    expect([...TOPICS].sort()).toEqual([
      'auth.email-change.requested.v1',
      'auth.password-reset.requested.v1',
      'auth.password.changed.v1',
      'auth.user.deleted.v1',
      'auth.user.registered.v1',
      'auth.user.updated.v1',
      'auth.username-reminder.requested.v1',
      'billing.donation.succeeded.v1',
      'travel.entry.created.v1',
      'travel.entry.deleted.v1',
      'travel.entry.updated.v1',
      'travel.visit.recorded.v1',
    ]);
  });
});

describe('EVENT_CLASSES', () => {
  it('has a payload class for every topic and no other', () => {
    expect(Object.keys(EVENT_CLASSES).sort()).toEqual([...TOPICS].sort());
  });

  it.each([...TOPICS])('gives %s a class that extends the envelope', (topic) => {
    expect(EVENT_CLASSES[topic].prototype).toBeInstanceOf(EventEnvelope);
  });
});
