import type { ComplianceLevel } from '@app/schengen-rules';

import { isRise } from './level-rise';

describe('isRise', () => {
  it.each<[ComplianceLevel, ComplianceLevel, boolean]>([
    ['safe', 'warning', true],
    ['safe', 'danger', true],
    ['safe', 'exceeded', true],
    ['warning', 'danger', true],
    ['danger', 'exceeded', true],
    ['safe', 'safe', false],
    ['warning', 'warning', false],
    ['exceeded', 'exceeded', false],
    ['danger', 'warning', false],
    ['exceeded', 'safe', false],
  ])('from %s to %s is %s', (previous, next, expected) => {
    expect(isRise(previous, next)).toBe(expected);
  });
});
