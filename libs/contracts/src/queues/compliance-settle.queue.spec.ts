import {
  COMPLIANCE_SETTLE_QUEUE,
  ComplianceSettleJobs,
  complianceSettleKey,
} from './compliance-settle.queue';
import { EMAIL_QUEUE } from './email.queue';
import { EMAIL_SCHEDULE_QUEUE } from './email-schedule.queue';

describe('compliance-settle queue', () => {
  it('is a queue of its own, apart from the e-mails and the morning schedule', () => {
    expect(COMPLIANCE_SETTLE_QUEUE).toBe('compliance-settle');
    expect([EMAIL_QUEUE, EMAIL_SCHEDULE_QUEUE]).not.toContain(COMPLIANCE_SETTLE_QUEUE);
  });

  it('has one job, in kebab case', () => {
    expect(Object.values(ComplianceSettleJobs)).toEqual(['settled-level-check']);
  });

  it("keys each user's check by their id, without BullMQ's reserved ':'", () => {
    const userId = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
    expect(complianceSettleKey(userId)).toBe(`level.${userId}`);
    expect(complianceSettleKey(userId)).not.toContain(':');
    const travellerId = '9b2c6f2e-1d3a-4b5c-8d7e-6f5a4b3c2d1e';
    expect(complianceSettleKey(userId, travellerId)).toBe(`level.${userId}.${travellerId}`);
    expect(complianceSettleKey(userId, null)).toBe(`level.${userId}`);
    expect(complianceSettleKey(userId, travellerId)).not.toContain(':');
  });
});
