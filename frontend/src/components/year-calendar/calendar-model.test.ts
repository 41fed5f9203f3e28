import type { IntlShape } from 'react-intl';

import type { TravelEntryDto } from '@app/contracts';
import { pairVisits } from '@app/schengen-rules';

import { aVisit } from '../../testing/builders';
import { intlIn } from '../../testing/page-language';

import {
  buildCalendarYear,
  reuseUnchangedMonths,
  visitSpans,
  weekdayNames,
} from './calendar-model';

const TODAY = '2025-06-30';

let english: IntlShape;

beforeAll(async () => {
  english = await intlIn('en');
});

function yearOf(entries: TravelEntryDto[], year = 2025, today = TODAY, intl = english) {
  return buildCalendarYear(pairVisits(entries, { today }), today, year, intl);
}

function dayOf(months: ReturnType<typeof yearOf>, date: string) {
  const day = months.flatMap((month) => month.days).find((d) => d.date === date);
  if (!day) throw new Error(`No day ${date}`);
  return day;
}

describe('buildCalendarYear', () => {
  it('lays out twelve months with every day once, weeks starting on Monday', () => {
    const months = yearOf([]);
    expect(months.map((month) => month.title)).toEqual([
      'January 2025',
      'February 2025',
      'March 2025',
      'April 2025',
      'May 2025',
      'June 2025',
      'July 2025',
      'August 2025',
      'September 2025',
      'October 2025',
      'November 2025',
      'December 2025',
    ]);
    expect(months.reduce((sum, month) => sum + month.days.length, 0)).toBe(365);
    // 1 January 2025 is a Wednesday, 1 June 2025 a Sunday.
    expect(months[0]!.firstWeekday).toBe(2);
    expect(months[5]!.firstWeekday).toBe(6);
    expect(yearOf([], 2024)[1]!.days).toHaveLength(29);
  });

  it('shows days used inside a visit and days remaining outside', () => {
    const months = yearOf(aVisit('2025-05-01', '2025-05-10', { country: 'Italy' }));
    expect(dayOf(months, '2025-04-30')).toMatchObject({ count: 90, isInVisit: false });
    expect(dayOf(months, '2025-05-01')).toMatchObject({
      count: 1,
      isInVisit: true,
      country: 'Italy',
      label: 'Thursday 1 May 2025: 1 day used',
    });
    expect(dayOf(months, '2025-05-10')).toMatchObject({ count: 10, isInVisit: true });
    expect(dayOf(months, '2025-05-11')).toMatchObject({
      count: 80,
      isInVisit: false,
      country: null,
      label: 'Sunday 11 May 2025: 80 days remaining',
    });
    expect(dayOf(months, TODAY)).toMatchObject({
      isToday: true,
      label: 'Monday 30 June 2025: 80 days remaining, today',
    });
    // 28 October's window (that day and the 179 before) starts on 2 May: 1 May drops out.
    expect(dayOf(months, '2025-10-27').count).toBe(80);
    expect(dayOf(months, '2025-10-28').count).toBe(81);
    expect(dayOf(months, '2025-11-07').count).toBe(90);
  });

  it('colours each day by the dashboard level of its days used', () => {
    const months = yearOf(aVisit('2025-01-01', '2025-04-10'));
    expect(dayOf(months, '2025-03-11')).toMatchObject({ count: 70, level: 'warning' });
    expect(dayOf(months, '2025-03-26')).toMatchObject({ count: 85, level: 'danger' });
    expect(dayOf(months, '2025-04-01')).toMatchObject({ count: 91, level: 'exceeded' });
    expect(dayOf(months, '2025-04-11')).toMatchObject({
      count: 0,
      isInVisit: false,
      level: 'exceeded',
    });
  });

  it('counts an ongoing visit up to today and marks its days up to today', () => {
    const months = yearOf(aVisit('2025-06-21', null));
    expect(dayOf(months, TODAY)).toMatchObject({ count: 10, isInVisit: true });
    expect(dayOf(months, '2025-07-01')).toMatchObject({ count: 80, isInVisit: false });
  });

  it('carries counts across the new year from the previous year’s visits', () => {
    const months = yearOf(aVisit('2024-12-22', '2025-01-02'), 2025, '2025-01-10');
    expect(dayOf(months, '2025-01-01')).toMatchObject({ count: 11, isInVisit: true });
    expect(dayOf(months, '2025-01-03')).toMatchObject({ count: 78, isInVisit: false });
  });
});

describe('buildCalendarYear with options', () => {
  it('lays out only the chosen month, counting from the visits before it', () => {
    const visits = pairVisits(aVisit('2025-05-20', '2025-06-02'), { today: TODAY });
    const months = buildCalendarYear(visits, TODAY, 2025, english, { month: 6 });
    expect(months.map((month) => month.title)).toEqual(['June 2025']);
    expect(months[0]!.days).toHaveLength(30);
    expect(months[0]!.firstWeekday).toBe(6);
    expect(dayOf(months, '2025-06-01')).toMatchObject({ count: 13, isInVisit: true });
    expect(dayOf(months, '2025-06-03')).toMatchObject({ count: 76, isInVisit: false });
    expect(buildCalendarYear([], TODAY, 2024, english, { month: 2 })[0]!.days).toHaveLength(29);
  });

  it('colours the days on the demo scale when asked', () => {
    const visits = pairVisits(aVisit('2025-01-01', '2025-04-10'), { today: TODAY });
    const demo = buildCalendarYear(visits, TODAY, 2025, english, { scale: 'demo', month: 3 });
    expect(dayOf(demo, '2025-03-01')).toMatchObject({ count: 60, level: 'safe' });
    expect(dayOf(demo, '2025-03-02')).toMatchObject({ count: 61, level: 'warning' });
    expect(dayOf(demo, '2025-03-17')).toMatchObject({ count: 76, level: 'danger' });
    const dashboard = buildCalendarYear(visits, TODAY, 2025, english, { month: 3 });
    expect(dayOf(dashboard, '2025-03-02')).toMatchObject({ count: 61, level: 'safe' });
  });

  it.each([0, 13, 1.5])('rejects month %s', (month) => {
    expect(() => buildCalendarYear([], TODAY, 2025, english, { month })).toThrow(RangeError);
  });
});

describe('visitSpans', () => {
  it('covers a future ongoing visit on its entry day only', () => {
    const visits = pairVisits(aVisit('2025-08-01', null), { today: TODAY });
    expect(visitSpans(visits, TODAY)).toMatchObject([{ start: '2025-08-01', end: '2025-08-01' }]);
  });

  it('runs a started ongoing visit to today and a completed one to its exit', () => {
    const visits = pairVisits(
      [...aVisit('2025-03-01', '2025-03-10'), ...aVisit('2025-06-20', null)],
      {
        today: TODAY,
      },
    );
    expect(visitSpans(visits, TODAY)).toMatchObject([
      { start: '2025-06-20', end: TODAY },
      { start: '2025-03-01', end: '2025-03-10' },
    ]);
  });
});

describe('reuseUnchangedMonths', () => {
  it('keeps the previous object of every month whose days are unchanged', () => {
    const before = yearOf(aVisit('2025-01-05', '2025-01-06'));
    const after = yearOf([
      ...aVisit('2025-01-05', '2025-01-06'),
      ...aVisit('2025-12-01', '2025-12-02'),
    ]);
    const reused = reuseUnchangedMonths(before, after);
    expect(reused.slice(0, 11).every((month, i) => month === before[i])).toBe(true);
    expect(reused[11]).toBe(after[11]);
  });
});

describe('buildCalendarYear: days that do not count (issue #22)', () => {
  it('marks a visit in Cyprus as not counted, with the reason, and leaves its days out of the count', () => {
    const entries = [
      ...aVisit('2025-03-01', '2025-03-10', { country: 'Cyprus' }),
      ...aVisit('2025-03-11', '2025-03-12', { country: 'Greece' }),
    ];
    const months = yearOf(entries);
    const cyprus = dayOf(months, '2025-03-05');
    expect(cyprus.isInVisit).toBe(true);
    expect(cyprus.notCounted).toBe('Cyprus does not apply the Schengen rules in full');
    expect(cyprus.count).toBe(0);
    expect(cyprus.label).toBe(
      'Wednesday 5 March 2025: 0 days used, not counted: Cyprus does not apply the Schengen rules in full',
    );
    const greece = dayOf(months, '2025-03-12');
    expect(greece.notCounted).toBeNull();
    expect(greece.count).toBe(2);
  });

  it('names the day a country joined for a stay before it, and counts from that day', () => {
    const months = yearOf(aVisit('2023-12-30', '2024-01-02', { country: 'Romania' }), 2024);
    expect(dayOf(months, '2024-01-01').notCounted).toBe(
      'Romania applied the Schengen rules in full only from 31 March 2024',
    );
    expect(dayOf(months, '2024-01-02').count).toBe(0);
  });

  it('marks the days of a residence permit, and no day outside a visit', () => {
    const months = buildCalendarYear(
      pairVisits(aVisit('2025-05-01', '2025-05-20'), { today: TODAY }),
      TODAY,
      2025,
      english,
      {
        excludedPeriods: [
          {
            from: '2025-05-11',
            to: '2025-12-31',
            issuingState: 'France',
            kind: 'residence_permit',
          },
        ],
      },
    );
    expect(dayOf(months, '2025-05-10').notCounted).toBeNull();
    expect(dayOf(months, '2025-05-10').count).toBe(10);
    expect(dayOf(months, '2025-05-11').notCounted).toBe('covered by a residence permit of France');
    expect(dayOf(months, '2025-05-20').count).toBe(10);
    expect(dayOf(months, '2025-05-21').notCounted).toBeNull();
  });
});

describe("buildCalendarYear in the page's language (issue #21)", () => {
  const entries = [
    ...aVisit('2025-03-01', '2025-03-10', { country: 'Cyprus' }),
    ...aVisit('2025-05-01', '2025-05-10', { country: 'Italy' }),
  ];

  it('names months, days, countries and reasons in German', async () => {
    const months = yearOf(entries, 2025, TODAY, await intlIn('de'));
    expect(months[2]!.title).toBe('März 2025');
    expect(dayOf(months, '2025-05-01').label).toBe('Donnerstag, 1. Mai 2025: 1 Tag verbraucht');
    expect(dayOf(months, '2025-05-11').label).toBe('Sonntag, 11. Mai 2025: 80 Tage übrig');
    expect(dayOf(months, TODAY).label).toBe('Montag, 30. Juni 2025: 80 Tage übrig, heute');
    expect(dayOf(months, '2025-03-05')).toMatchObject({
      country: 'Cyprus',
      label:
        'Mittwoch, 5. März 2025: 0 Tage verbraucht, nicht gezählt: Zypern wendet die Schengen-Regeln nicht vollständig an',
      hint: 'Zypern · Nicht gezählt: Zypern wendet die Schengen-Regeln nicht vollständig an',
    });
    expect(dayOf(months, '2025-05-02').hint).toBe('Italien');
  });

  it('uses all of Arabic’s plural forms for the counts', async () => {
    const months = yearOf(entries, 2025, TODAY, await intlIn('ar'));
    expect(months[4]!.title).toBe('مايو 2025');
    expect(dayOf(months, '2025-05-01').label).toBe('الخميس، 1 مايو 2025: يوم واحد مستخدم');
    expect(dayOf(months, '2025-05-02').label).toBe('الجمعة، 2 مايو 2025: يومان مستخدمان');
    expect(dayOf(months, '2025-05-03').label).toBe('السبت، 3 مايو 2025: 3 أيام مستخدمة');
    expect(dayOf(months, TODAY).label).toBe('الاثنين، 30 يونيو 2025: 80 يومًا متبقيًا، اليوم');
  });
});

describe('weekdayNames', () => {
  it('heads the columns from Monday with the short names, or the narrow ones where short ones are long', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdayNames('ar')).toEqual(['ن', 'ث', 'ر', 'خ', 'ج', 'س', 'ح']);
    expect(weekdayNames('de')).toBe(weekdayNames('de'));
  });
});
