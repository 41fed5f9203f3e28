import { bullPrefix, EMAIL_QUEUE, EmailJobs } from './email.queue';

describe('email queue', () => {
  it('is named after the work', () => {
    expect(EMAIL_QUEUE).toBe('email');
  });

  it('names each job after its deliverable, in kebab case ending in -email', () => {
    for (const name of Object.values(EmailJobs)) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*-email$/);
  });

  it('has the seven jobs of the first release, without duplicates', () => {
    const names = Object.values(EmailJobs);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([
      'account-deleted-email',
      'bulk-admin-email',
      'compliance-reminder-email',
      'donation-receipt-email',
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
