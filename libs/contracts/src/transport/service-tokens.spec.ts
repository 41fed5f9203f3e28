import { SERVICE_TOKENS } from './service-tokens';

describe('SERVICE_TOKENS', () => {
  it('has one unique token per service', () => {
    expect([...SERVICE_TOKENS]).toEqual([
      'AUTH_SERVICE',
      'TRAVEL_SERVICE',
      'BILLING_SERVICE',
      'NOTIFICATION_SERVICE',
      'REPORTING_SERVICE',
    ]);
  });
});
