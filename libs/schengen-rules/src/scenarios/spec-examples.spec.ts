/**
 * The worked rules of SPEC §1, §3, §4 and §9 as named scenarios, read end to end the way the
 * dashboard uses the library: records → visits → stays → figures.
 */
import {
  complianceLevel,
  daysLeft,
  daysUsed,
  isInside,
  latestExit,
  pairVisits,
  usagePercent,
  visitsToStays,
} from '../index';

const today = '2025-07-15';

function dashboard(records: Parameters<typeof pairVisits>[0]) {
  const stays = visitsToStays(pairVisits(records, { today }));
  const used = daysUsed(stays, today, { today });
  return {
    used,
    left: daysLeft(stays, today, { today }),
    percent: usagePercent(used),
    level: complianceLevel(used, 'dashboard'),
    presence: isInside(stays, today) ? 'inside' : 'outside',
  };
}

describe('SPEC scenarios', () => {
  it('with no entries: 0 days used, 90 left, safe and outside', () => {
    expect(dashboard([])).toEqual({
      used: 0,
      left: 90,
      percent: 0,
      level: 'safe',
      presence: 'outside',
    });
  });

  it('an ongoing visit counts up to today, both ends included, and the traveller is inside', () => {
    expect(dashboard([{ id: 1, entry_type: 'entry', entry_date: '2025-07-01' }])).toMatchObject({
      used: 15,
      left: 75,
      presence: 'inside',
    });
  });

  it('a traveller who used 74 days sees the caution level and 82%', () => {
    const records = [
      { id: 1, entry_type: 'entry' as const, entry_date: '2025-03-01' },
      { id: 2, entry_type: 'exit' as const, entry_date: '2025-05-13' },
    ];
    expect(dashboard(records)).toEqual({
      used: 74,
      left: 16,
      percent: 82,
      level: 'warning',
      presence: 'outside',
    });
  });

  it('an overstay shows exceeded with 0 days left', () => {
    const records = [
      { id: 1, entry_type: 'entry' as const, entry_date: '2025-03-01' },
      { id: 2, entry_type: 'exit' as const, entry_date: '2025-06-30' },
    ];
    expect(dashboard(records)).toMatchObject({ used: 122, left: 0, level: 'exceeded' });
  });

  it('the last day to stay of a new trip accounts for the days already used', () => {
    const stays = [{ entry: '2025-03-01', exit: '2025-05-13' }]; // 74 days
    // 16 days left on 1 August: from 28 August the March days start leaving the window.
    expect(latestExit(stays, '2025-08-01')).toBe('2025-08-16');
  });
});
