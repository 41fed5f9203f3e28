import { UnrecoverableError } from 'bullmq';

import { classifySmtpError } from './smtp-errors';

describe('classifySmtpError', () => {
  it('makes a 5xx reply permanent', () => {
    const error = Object.assign(new Error('550 No such user'), { responseCode: 550 });
    expect(classifySmtpError(error)).toBeInstanceOf(UnrecoverableError);
  });

  it.each([
    ['a 4xx reply', Object.assign(new Error('451 Try later'), { responseCode: 451 })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })],
  ])('leaves %s to be retried', (_case, error) => {
    expect(classifySmtpError(error)).toBe(error);
  });
});
