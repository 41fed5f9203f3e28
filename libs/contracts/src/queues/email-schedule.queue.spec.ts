import { EMAIL_QUEUE } from './email.queue';
import { EMAIL_SCHEDULE_QUEUE, EmailScheduleJobs } from './email-schedule.queue';

describe('email-schedule queue', () => {
  it('is a queue of its own, apart from the e-mails it produces', () => {
    expect(EMAIL_SCHEDULE_QUEUE).toBe('email-schedule');
    expect(EMAIL_SCHEDULE_QUEUE).not.toBe(EMAIL_QUEUE);
  });

  it('has a tick and a batch job, in kebab case', () => {
    expect(Object.values(EmailScheduleJobs).sort()).toEqual([
      'morning-email-batch',
      'morning-email-tick',
    ]);
    for (const name of Object.values(EmailScheduleJobs))
      expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});
