import { formatCount, pluralNoun } from './plural';

describe('formatCount', () => {
  it.each([
    [0, 'day', '0 days'],
    [1, 'day', '1 day'],
    [2, 'day', '2 days'],
    [1, 'entry', '1 entry'],
    [3, 'entry', '3 entries'],
    [1, 'orphaned entry', '1 orphaned entry'],
    [1, 'planned visit', '1 planned visit'],
    [1, 'user', '1 user'],
    [1, 'email', '1 email'],
    [12, 'email', '12 emails'],
  ] as const)('%i %s → %s', (n, noun, text) => {
    expect(formatCount(n, noun)).toBe(text);
  });

  it('gives the noun alone', () => {
    expect(pluralNoun(1, 'day')).toBe('day');
    expect(pluralNoun(90, 'day')).toBe('days');
  });
});
