/**
 * Property-based checks of every rule against the naive day-by-day oracle in ./oracle.ts, over
 * thousands of random histories (leap years, year ends, overlaps, duplicates, ongoing stays).
 */
import fc from 'fast-check';

import {
  addMonths,
  checkPassport,
  complianceLevel,
  dailyUsage,
  daysLeft,
  daysUsed,
  earliestEntryFor,
  findOrphanExits,
  insurancePeriodUsage,
  isInside,
  isStayAllowed,
  latestExit,
  pairVisits,
} from '../src';

import { closedHistoryArb, dayArb, historyArb, isoDateArb } from './arbitraries';
import {
  type NaiveRecord,
  countWindow,
  dayOf,
  isoOf,
  naiveAddMonths,
  naiveDaysUsed,
  naiveEarliestEntry,
  naiveIsStayAllowed,
  naiveLatestExit,
  naivePairs,
  presentDays,
} from './oracle';

const many = { numRuns: 2000 };
const some = { numRuns: 300 };

describe('rules against the day-by-day oracle', () => {
  it('daysUsed and daysLeft match a day-by-day count', () => {
    fc.assert(
      fc.property(historyArb, isoDateArb, ({ stays, today }, date) => {
        const expected = naiveDaysUsed(stays, date, today);
        expect(daysUsed(stays, date, { today })).toBe(expected);
        expect(daysLeft(stays, date, { today })).toBe(Math.max(0, 90 - expected));
      }),
      many,
    );
  });

  it('dailyUsage matches the day-by-day count on every day of a range', () => {
    fc.assert(
      fc.property(
        historyArb,
        dayArb,
        fc.integer({ min: 0, max: 400 }),
        ({ stays, today }, first, span) => {
          const present = presentDays(stays, today);
          const days = dailyUsage(stays, isoOf(first), isoOf(first + span), { today });
          expect(days).toHaveLength(span + 1);
          days.forEach((usage, index) => {
            const day = first + index;
            const used = countWindow(present, day);
            expect(usage).toEqual({
              date: isoOf(day),
              daysUsed: used,
              daysLeft: Math.max(0, 90 - used),
              isPresent: present.has(day),
            });
          });
        },
      ),
      some,
    );
  });

  it('isStayAllowed matches the oracle, with and without later stays', () => {
    fc.assert(
      fc.property(
        historyArb,
        dayArb,
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        ({ stays, today }, entry, length, considerLaterStays) => {
          const exit = entry + length - 1;
          const planned = { entry: isoOf(entry), exit: isoOf(exit) };
          expect(isStayAllowed(stays, planned, { today, considerLaterStays })).toBe(
            naiveIsStayAllowed(presentDays(stays, today), entry, exit, considerLaterStays),
          );
        },
      ),
      many,
    );
  });

  it('latestExit is the last exit the oracle allows', () => {
    fc.assert(
      fc.property(
        historyArb,
        isoDateArb,
        fc.boolean(),
        ({ stays, today }, entry, considerLaterStays) => {
          expect(latestExit(stays, entry, { today, considerLaterStays })).toBe(
            naiveLatestExit(stays, entry, today, considerLaterStays),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('earliestEntryFor is the first start day the oracle allows', () => {
    fc.assert(
      fc.property(
        closedHistoryArb,
        isoDateArb,
        fc.integer({ min: 1, max: 95 }),
        fc.boolean(),
        (stays, from, length, considerLaterStays) => {
          expect(earliestEntryFor(stays, from, length, { considerLaterStays })).toBe(
            naiveEarliestEntry(stays, from, length, undefined, considerLaterStays),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('isInside is presence on today', () => {
    fc.assert(
      fc.property(historyArb, ({ stays, today }) => {
        expect(isInside(stays, today)).toBe(presentDays(stays, today).has(dayOf(today)));
      }),
      many,
    );
  });

  it('insurancePeriodUsage counts the days present in the inclusive period', () => {
    fc.assert(
      fc.property(
        historyArb,
        dayArb,
        fc.integer({ min: 0, max: 800 }),
        ({ stays, today }, start, span) => {
          const present = presentDays(stays, today);
          let expected = 0;
          for (let day = start; day <= start + span; day += 1) if (present.has(day)) expected += 1;
          const usage = insurancePeriodUsage(
            stays,
            { start: isoOf(start), end: isoOf(start + span) },
            { today },
          );
          expect(usage.daysUsed).toBe(expected);
          expect(usage.periodDays).toBe(span + 1);
          expect(usage.percent).toBe(Math.round((expected * 100) / 90));
          expect(usage.barPercent).toBe(Math.min(100, usage.percent));
        },
      ),
      many,
    );
  });
});

const recordsArb: fc.Arbitrary<NaiveRecord[]> = fc
  .array(
    fc.record({
      entry_type: fc.constantFrom<'entry' | 'exit'>('entry', 'exit'),
      day: fc.integer({ min: dayOf('2024-12-20'), max: dayOf('2025-01-20') }),
      createdSecond: fc.integer({ min: 0, max: 5 }),
    }),
    { maxLength: 16 },
  )
  .map((drafts) =>
    drafts.map((draft, index) => ({
      id: index + 1,
      entry_type: draft.entry_type,
      entry_date: isoOf(draft.day),
      created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, draft.createdSecond)).toISOString(),
    })),
  );

describe('pairVisits against a literal reading of SPEC §3', () => {
  it('pairs each entry with the same exit as the oracle, newest first', () => {
    fc.assert(
      fc.property(recordsArb, (records) => {
        const visits = pairVisits(records, { today: '2025-02-01' });
        expect(visits.map((v) => [v.entry.id, v.exit ? v.exit.id : null])).toEqual(
          naivePairs(records),
        );
        for (const visit of visits) {
          if (visit.exitDate !== null)
            expect(dayOf(visit.exitDate)).toBeGreaterThanOrEqual(dayOf(visit.entryDate));
          const last = visit.exitDate ?? '2025-02-01';
          expect(visit.durationDays).toBe(Math.max(0, dayOf(last) - dayOf(visit.entryDate) + 1));
        }
      }),
      many,
    );
  });

  it('finds as orphans exactly the exits with no entry on or before them', () => {
    fc.assert(
      fc.property(recordsArb, (records) => {
        const orphans = findOrphanExits(records).map((r) => r.id);
        const expected = records
          .filter(
            (exit) =>
              exit.entry_type === 'exit' &&
              !records.some(
                (r) => r.entry_type === 'entry' && dayOf(r.entry_date) <= dayOf(exit.entry_date),
              ),
          )
          .map((r) => r.id);
        expect(orphans).toEqual(expected);
      }),
      many,
    );
  });
});

describe('date arithmetic and thresholds against the oracle', () => {
  it('addMonths clamps to the end of the month like a person would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayOf('1990-01-01'), max: dayOf('2040-12-31') }),
        fc.integer({ min: -130, max: 130 }),
        (day, months) => {
          expect(addMonths(isoOf(day), months)).toBe(naiveAddMonths(isoOf(day), months));
        },
      ),
      many,
    );
  });

  it('checkPassport agrees with margins computed by hand', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayOf('2012-01-01'), max: dayOf('2020-12-31') }),
        fc.integer({ min: dayOf('2024-01-01'), max: dayOf('2031-12-31') }),
        dayArb,
        fc.integer({ min: 0, max: 60 }),
        (issue, expiry, entry, length) => {
          const trip = { entry: isoOf(entry), exit: isoOf(entry + length) };
          const result = checkPassport(
            { issueDate: isoOf(issue), expiryDate: isoOf(expiry) },
            trip,
          );
          // Days to spare up to the last allowed entry day and from the earliest allowed expiry.
          const tenYearMargin = dayOf(naiveAddMonths(isoOf(issue), 120)) - 1 - entry;
          const threeMonthMargin = expiry - (dayOf(naiveAddMonths(trip.exit, 3)) + 1);
          const status = (margin: number) => (margin < 0 ? 'fail' : margin < 90 ? 'warn' : 'pass');
          expect(result.tenYearRule).toMatchObject({
            marginDays: tenYearMargin,
            status: status(tenYearMargin),
          });
          expect(result.threeMonthRule).toMatchObject({
            marginDays: threeMonthMargin,
            status: status(threeMonthMargin),
          });
        },
      ),
      many,
    );
  });

  it('complianceLevel reads both scales of SPEC §9 for every count from 0 to 200', () => {
    for (let used = 0; used <= 200; used += 1) {
      const dashboard =
        used > 90 ? 'exceeded' : used >= 85 ? 'danger' : used >= 70 ? 'warning' : 'safe';
      const demo = used > 90 ? 'exceeded' : used > 75 ? 'danger' : used > 60 ? 'warning' : 'safe';
      expect([used, complianceLevel(used, 'dashboard')]).toEqual([used, dashboard]);
      expect([used, complianceLevel(used, 'demo')]).toEqual([used, demo]);
    }
  });
});
