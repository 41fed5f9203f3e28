import { countEesAffectedStays, needsEesWarning } from './needs-ees-warning';

describe('needsEesWarning', () => {
  it.each([
    ['2025-10-11', false, false],
    ['2025-10-12', false, true],
    ['2026-01-01', false, true],
    ['2026-01-01', true, false],
  ])('for a visit from %p with registration %p is %p', (entry, eesRegistered, expected) => {
    expect(needsEesWarning({ entry }, { eesRegistered })).toBe(expected);
  });
});

describe('countEesAffectedStays', () => {
  it('counts the stays planned from today on that start on or after 12 October 2025', () => {
    const stays = [
      { entry: '2025-09-01', exit: '2025-09-05' },
      { entry: '2025-10-12', exit: '2025-10-20' },
      { entry: '2025-12-01', exit: null },
    ];
    expect(countEesAffectedStays(stays, { today: '2025-09-01' })).toBe(2);
    expect(countEesAffectedStays(stays, { today: '2025-11-01' })).toBe(1);
  });
});
