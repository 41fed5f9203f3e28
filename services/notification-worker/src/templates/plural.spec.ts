import { formatCount } from './plural';

describe('formatCount', () => {
  it.each([
    [0, 'day', '0 days'],
    [1, 'day', '1 day'],
    [2, 'day', '2 days'],
    [1, 'hour', '1 hour'],
    [24, 'hour', '24 hours'],
    [1, 'minute', '1 minute'],
    [30, 'minute', '30 minutes'],
  ] as const)('%i %s → %s', (n, noun, text) => {
    expect(formatCount(n, noun)).toBe(text);
  });
});
