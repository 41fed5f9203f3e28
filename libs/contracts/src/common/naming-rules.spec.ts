import { AuthPatterns } from '../auth/auth.patterns';
import { BillingPatterns } from '../billing/billing.patterns';
import { TOPICS } from '../events/topics';
import { NotificationPatterns } from '../notification/notification.patterns';
import { ReportingPatterns } from '../reporting/reporting.patterns';
import { TravelPatterns } from '../travel/travel.patterns';
import { EVENT_TOPIC_FORMAT, RPC_PATTERN_FORMAT } from './naming-rules';

const patternsByService = {
  auth: AuthPatterns,
  travel: TravelPatterns,
  billing: BillingPatterns,
  notification: NotificationPatterns,
  reporting: ReportingPatterns,
};

const allPatterns = Object.values(patternsByService).flatMap((patterns) => Object.values(patterns));

describe('RPC patterns', () => {
  it('uses the format of the brief', () => {
    expect(RPC_PATTERN_FORMAT.source).toBe('^[a-z-]+\\.[a-z-]+\\.[a-z-]+$');
  });

  it.each(allPatterns)('names %p as <service>.<resource>.<verb>', (pattern) => {
    expect(pattern).toMatch(RPC_PATTERN_FORMAT);
  });

  it.each(Object.entries(patternsByService))(
    'starts every %s pattern with its service',
    (service, patterns) => {
      for (const pattern of Object.values(patterns)) expect(pattern.split('.')[0]).toBe(service);
    },
  );

  it('has no duplicates', () => {
    expect(new Set(allPatterns).size).toBe(allPatterns.length);
  });
});

describe('event topics', () => {
  it('uses the format of the brief', () => {
    expect(EVENT_TOPIC_FORMAT.source).toBe('^[a-z-]+\\.[a-z-]+\\.[a-z-]+\\.v\\d+$');
  });

  it.each([...TOPICS])('names %p as <service>.<entity>.<past-verb>.v<n>', (topic) => {
    expect(topic).toMatch(EVENT_TOPIC_FORMAT);
    expect(Object.keys(patternsByService)).toContain(topic.split('.')[0]);
  });

  it('has no duplicates', () => {
    expect(new Set(TOPICS).size).toBe(TOPICS.length);
  });

  it('keeps topics apart from RPC patterns', () => {
    for (const topic of TOPICS) expect(topic).not.toMatch(RPC_PATTERN_FORMAT);
  });
});
