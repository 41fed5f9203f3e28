import {
  BULK_EMAIL_CONTENT_TTL_S,
  bulkEmailContentKey,
  bullPrefix,
  EMAIL_QUEUE,
  EmailJobs,
} from './email.queue';

describe('email queue', () => {
  it('is named after the work', () => {
    expect(EMAIL_QUEUE).toBe('email');
  });

  it('names each job after its deliverable, in kebab case ending in -email', () => {
    for (const name of Object.values(EmailJobs)) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*-email$/);
  });

  it('has the seven jobs of the first release and the three account notices, without duplicates', () => {
    const names = Object.values(EmailJobs);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([
      'account-deleted-email',
      'bulk-admin-email',
      'compliance-reminder-email',
      'donation-receipt-email',
      'email-change-confirm-email',
      'email-change-notice-email',
      'password-changed-email',
      'password-reset-email',
      'username-reminder-email',
      'weekly-summary-email',
    ]);
  });
});

describe('bullPrefix', () => {
  it("keeps BullMQ's 'bull' under the process's Redis key prefix", () => {
    expect(bullPrefix('')).toBe('bull');
    expect(bullPrefix('test:abc:')).toBe('test:abc:bull');
  });
});

describe('bulkEmailContentKey', () => {
  it("keys a send's content by its batch id under the process's Redis key prefix", () => {
    const batchId = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
    expect(bulkEmailContentKey('', batchId)).toBe(`email:bulk-content:${batchId}`);
    expect(bulkEmailContentKey('test:abc:', batchId)).toBe(
      `test:abc:email:bulk-content:${batchId}`,
    );
  });

  it('keeps the content 14 days, far past the retries of its jobs (about 11 minutes)', () => {
    expect(BULK_EMAIL_CONTENT_TTL_S).toBe(14 * 86_400);
    const defaultRetryHorizonS = 5 * (2 ** 7 - 1) * 1.5; // 8 attempts from 5 s, doubling, +50 %
    expect(BULK_EMAIL_CONTENT_TTL_S).toBeGreaterThan(100 * defaultRetryHorizonS);
  });
});
