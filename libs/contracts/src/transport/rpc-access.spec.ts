import { AuthPatterns } from '../auth/auth.patterns';
import { BillingPatterns } from '../billing/billing.patterns';
import { NotificationPatterns } from '../notification/notification.patterns';
import { ReportingPatterns } from '../reporting/reporting.patterns';
import { TravelPatterns } from '../travel/travel.patterns';
import { RPC_ACCESS, RPC_SERVICES, isOpenPattern, rpcAccessOf } from './rpc-access';

const PATTERNS = {
  auth: AuthPatterns,
  travel: TravelPatterns,
  billing: BillingPatterns,
  notification: NotificationPatterns,
  reporting: ReportingPatterns,
} as const;

describe('RPC_ACCESS', () => {
  it.each(RPC_SERVICES)('lists exactly the patterns of %s', (service) => {
    expect(Object.keys(RPC_ACCESS[service]).sort()).toEqual(
      Object.values(PATTERNS[service]).sort(),
    );
  });

  it('names at least one caller for every pattern', () => {
    for (const service of RPC_SERVICES) {
      for (const access of Object.values(RPC_ACCESS[service])) {
        expect(access.callers.length).toBeGreaterThan(0);
      }
    }
  });

  it('lets only the gateway act for an admin', () => {
    for (const service of RPC_SERVICES) {
      for (const access of Object.values(RPC_ACCESS[service])) {
        if (access.acting === 'admin') expect(access.callers).toEqual(['gateway']);
      }
    }
  });

  it('refuses a pattern it does not know, and one of another service', () => {
    expect(rpcAccessOf('travel', 'travel.entries.drop')).toBeUndefined();
    expect(rpcAccessOf('travel', AuthPatterns.CurrentUser)).toBeUndefined();
    expect(rpcAccessOf('travel', 'constructor')).toBeUndefined();
    expect(rpcAccessOf('test', 'test.fast')).toBeUndefined();
    expect(rpcAccessOf('travel', TravelPatterns.CreateEntry)).toEqual({
      callers: ['gateway'],
      acting: 'user',
    });
  });

  it('opens only the service’s own health check', () => {
    expect(isOpenPattern('travel', 'travel.health.check')).toBe(true);
    expect(isOpenPattern('travel', 'auth.health.check')).toBe(false);
    expect(isOpenPattern('travel', TravelPatterns.ListEntries)).toBe(false);
  });
});
