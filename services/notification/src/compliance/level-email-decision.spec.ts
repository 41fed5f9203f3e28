import type { ComplianceLevel } from '@app/schengen-rules';

import { decideLevelEmail } from './level-email-decision';

const on = { emailReminders: true };
const off = { emailReminders: false };

describe('decideLevelEmail', () => {
  it.each<[ComplianceLevel, ComplianceLevel]>([
    ['safe', 'warning'],
    ['safe', 'danger'],
    ['safe', 'exceeded'],
    ['warning', 'danger'],
    ['warning', 'exceeded'],
    ['danger', 'exceeded'],
  ])('e-mails a rise from %s to %s', (previous, current) => {
    expect(decideLevelEmail(previous, current, on)).toEqual({
      send: true,
      level: current,
      previousLevel: previous,
    });
  });

  it.each<ComplianceLevel>(['safe', 'warning', 'danger', 'exceeded'])(
    'sends nothing when the level is still %s',
    (level) => {
      expect(decideLevelEmail(level, level, on)).toEqual({ send: false, reason: 'unchanged' });
    },
  );

  it.each<[ComplianceLevel, ComplianceLevel]>([
    ['warning', 'safe'],
    ['danger', 'safe'],
    ['danger', 'warning'],
    ['exceeded', 'safe'],
    ['exceeded', 'warning'],
    ['exceeded', 'danger'],
  ])('sends nothing for a fall from %s to %s', (previous, current) => {
    expect(decideLevelEmail(previous, current, on)).toEqual({ send: false, reason: 'fell' });
  });

  it('sends nothing for a rise while email_reminders is off', () => {
    expect(decideLevelEmail('safe', 'exceeded', off)).toEqual({
      send: false,
      reason: 'reminders-off',
    });
    expect(decideLevelEmail('exceeded', 'safe', off)).toEqual({ send: false, reason: 'fell' });
  });

  it('covers every pair of levels: e-mails exactly the six rises', () => {
    const levels: ComplianceLevel[] = ['safe', 'warning', 'danger', 'exceeded'];
    const sent = levels.flatMap((previous) =>
      levels
        .filter((current) => decideLevelEmail(previous, current, on).send)
        .map((current) => `${previous}→${current}`),
    );
    expect(sent).toEqual([
      'safe→warning',
      'safe→danger',
      'safe→exceeded',
      'warning→danger',
      'warning→exceeded',
      'danger→exceeded',
    ]);
  });
});
