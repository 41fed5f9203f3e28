import type { DemoEntry } from '@app/contracts';

import { summariseDemo } from './demo-summary';

const TODAY = '2025-06-30';
let id = 0;

function record(type: DemoEntry['entry_type'], date: string): DemoEntry {
  id += 1;
  return {
    id: `demo-${id}`,
    entry_type: type,
    entry_date: date,
    country: null,
    notes: type === 'entry' ? 'Calendar entry' : 'Calendar exit',
  };
}

/** The two records of a visit. */
function visit(entryDate: string, exitDate: string): DemoEntry[] {
  return [record('entry', entryDate), record('exit', exitDate)];
}

describe('summariseDemo', () => {
  it('shows 0 days used, 90 left, safe and Outside with no entries', () => {
    expect(summariseDemo([], TODAY)).toEqual({
      visits: [],
      daysUsed: 0,
      daysLeft: 90,
      level: 'safe',
      percent: 0,
      barPercent: 0,
      isInside: false,
    });
  });

  it('pairs each entry with the next exit after it, and leaves a later entry ongoing to today', () => {
    const summary = summariseDemo(
      [record('entry', '2025-06-01'), record('entry', '2025-06-20'), record('exit', '2025-06-10')],
      TODAY,
    );
    expect(
      summary.visits.map((v) => [v.entryDate, v.exitDate, v.isOngoing, v.durationDays]),
    ).toEqual([
      ['2025-06-20', null, true, 11],
      ['2025-06-01', '2025-06-10', false, 10],
    ]);
    expect(summary.daysUsed).toBe(21);
    expect(summary.isInside).toBe(true);
  });

  it('is Inside when today falls in a visit and Outside the day after it', () => {
    const entries = visit('2025-06-25', '2025-06-30');
    expect(summariseDemo(entries, '2025-06-30').isInside).toBe(true);
    expect(summariseDemo(entries, '2025-07-01').isInside).toBe(false);
  });

  // Visits ending today of n days: n days used in the window.
  it.each([
    [60, 'safe'],
    [61, 'warning'],
    [75, 'warning'],
    [76, 'danger'],
    [90, 'danger'],
    [91, 'exceeded'],
  ])('rates %i days used as %s on the demo scale', (days, level) => {
    const start = new Date(Date.UTC(2025, 5, 30 - days + 1)).toISOString().slice(0, 10);
    const summary = summariseDemo(visit(start, TODAY), TODAY);
    expect(summary.daysUsed).toBe(days);
    expect(summary.level).toBe(level);
    expect(summary.daysLeft).toBe(Math.max(0, 90 - days));
  });

  it('rounds the usage percentage and caps the bar at 100', () => {
    const summary = summariseDemo(visit('2025-03-01', TODAY), TODAY);
    expect(summary.daysUsed).toBe(122);
    expect(summary.percent).toBe(136);
    expect(summary.barPercent).toBe(100);
  });
});
