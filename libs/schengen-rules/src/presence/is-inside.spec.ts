import { isInside } from './is-inside';

describe('isInside', () => {
  const stays = [{ entry: '2025-01-01', exit: '2025-01-10' }];

  it.each([
    ['2024-12-31', false],
    ['2025-01-01', true],
    ['2025-01-10', true],
    ['2025-01-11', false],
  ])('on %p is %p for a closed stay (both ends count)', (today, inside) => {
    expect(isInside(stays, today)).toBe(inside);
  });

  it('is inside during an ongoing stay that has started', () => {
    expect(isInside([{ entry: '2025-01-01', exit: null }], '2025-03-01')).toBe(true);
  });

  it('is outside before a planned ongoing stay starts', () => {
    expect(isInside([{ entry: '2025-04-01', exit: null }], '2025-03-01')).toBe(false);
  });

  it('is outside without stays', () => {
    expect(isInside([], '2025-03-01')).toBe(false);
  });
});
