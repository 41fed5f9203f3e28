import { emailResultText, formatMoment } from './admin-format';

describe('emailResultText', () => {
  it.each([
    [3, 0, undefined, 'Successfully sent 3 emails.'],
    [1, 1, undefined, 'Successfully sent 1 email. 1 failed.'],
    [40, 0, 60, 'Successfully sent 40 emails. 60 are still being sent.'],
    [40, 2, 58, 'Successfully sent 40 emails. 2 failed. 58 are still being sent.'],
    [5, 0, 0, 'Successfully sent 5 emails.'],
  ])('reads %p sent, %p failed, %p pending as %p', (sent, failed, pending, text) => {
    expect(emailResultText(sent, failed, pending)).toBe(text);
  });
});

describe('emailResultText with users who turned product updates off', () => {
  it('says how many selected users were not e-mailed, apart from the sent and the failed', () => {
    expect(emailResultText(3, 1, 0, 2)).toBe(
      'Successfully sent 3 emails. 1 failed. Not sent to 2: product updates turned off.',
    );
    expect(emailResultText(0, 0, undefined, 1)).toBe(
      'Successfully sent 0 emails. Not sent to 1: product updates turned off.',
    );
  });
});

describe('formatMoment', () => {
  it("writes a moment as its day in the browser's zone, British long form, with Intl", () => {
    expect(formatMoment('2026-03-03T12:00:00.000Z')).toBe('3 March 2026');
  });

  it('shows anything that is no moment as it is', () => {
    expect(formatMoment('not a date')).toBe('not a date');
  });
});
