/**
 * Property-based checks of the days that do not count (issue #22: residence permits and long-stay
 * visas, countries before they applied the Schengen rules in full, Cyprus and Ireland) against the
 * naive day-by-day oracle: every count, planning and explanation function over random histories
 * with countries and excluded periods.
 */
import fc from 'fast-check';

import {
  dailyUsage,
  daysComingBack,
  daysLeft,
  daysUsed,
  earliestEntryFor,
  entryAfterOverstay,
  explainDay,
  explainPlannedStay,
  isInside,
  isStayAllowed,
  lastDayToStay,
  latestExit,
  uncountedDays,
} from '../src';

import { asNaiveGroups, asNaiveUncounted, withIds } from './adapters';
import { countedHistoryArb, countedPlanArb, countryDateArb, countryDayArb } from './arbitraries';
import {
  countWindow,
  countedDays,
  dayOf,
  isoOf,
  naiveAddMonths,
  naiveDaysLeft,
  naiveDaysUsed,
  naiveEarliestEntry,
  naiveExplainDay,
  naiveFirstDayOver,
  naiveIsStayAllowed,
  naiveLatestExit,
  naiveLongestNewTrip,
  naiveNewTripStart,
  naiveUncounted,
  presentDays,
  stayCounts,
} from './oracle';

const many = { numRuns: 400 };
const some = { numRuns: 150 };

describe('days that do not count, against the day-by-day oracle', () => {
  it('daysUsed and daysLeft count only the days that count', () => {
    fc.assert(
      fc.property(countedHistoryArb, countryDateArb, ({ stays, today, periods }, date) => {
        const expected = naiveDaysUsed(stays, date, today, periods);
        const opts = { today, excludedPeriods: periods };
        expect(daysUsed(stays, date, opts)).toBe(expected);
        expect(daysLeft(stays, date, opts)).toBe(Math.max(0, 90 - expected));
      }),
      many,
    );
  });

  it('dailyUsage counts the days that count, and marks every day inside a stay as present', () => {
    fc.assert(
      fc.property(
        countedHistoryArb,
        countryDayArb,
        fc.integer({ min: 0, max: 200 }),
        ({ stays, today, periods }, first, span) => {
          const counted = countedDays(stays, today, periods);
          const present = presentDays(stays, today);
          const days = dailyUsage(stays, isoOf(first), isoOf(first + span), {
            today,
            excludedPeriods: periods,
          });
          const expected = [];
          for (let day = first; day <= first + span; day += 1) {
            const used = countWindow(counted, day);
            const usage = { date: isoOf(day), daysUsed: used, isPresent: present.has(day) };
            expected.push({ ...usage, daysLeft: Math.max(0, 90 - used) });
          }
          expect(days).toEqual(expected);
        },
      ),
      some,
    );
  });

  it('isStayAllowed matches the oracle over the counted days, with and without later stays', () => {
    fc.assert(
      fc.property(
        countedPlanArb,
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        ({ stays, today, periods, day: entry }, length, considerLaterStays) => {
          const exit = entry + length - 1;
          const planned = { entry: isoOf(entry), exit: isoOf(exit) };
          const counted = countedDays(stays, today, periods);
          expect(
            isStayAllowed(stays, planned, { today, considerLaterStays, excludedPeriods: periods }),
          ).toBe(naiveIsStayAllowed(counted, entry, exit, considerLaterStays));
        },
      ),
      many,
    );
  });

  it('latestExit and lastDayToStay are the last exit the oracle allows', () => {
    fc.assert(
      fc.property(
        countedPlanArb,
        fc.boolean(),
        ({ stays, today, periods, day }, considerLaterStays) => {
          const entry = isoOf(day);
          expect(
            latestExit(stays, entry, { today, considerLaterStays, excludedPeriods: periods }),
          ).toBe(naiveLatestExit(stays, entry, today, considerLaterStays, periods));
          // The visit's own stay (the first with its dates, here the first) is left out.
          const own = stays[0];
          if (own?.exit) {
            expect(
              lastDayToStay(stays, { entryDate: own.entry, exitDate: own.exit }, today, {
                excludedPeriods: periods,
              }),
            ).toBe(naiveLatestExit(stays.slice(1), own.entry, today, false, periods));
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('earliestEntryFor is the first start day the oracle allows', () => {
    fc.assert(
      fc.property(
        countedPlanArb,
        fc.integer({ min: 1, max: 95 }),
        fc.boolean(),
        ({ stays, today, periods, day }, length, considerLaterStays) => {
          const from = isoOf(day);
          expect(
            earliestEntryFor(stays, from, length, {
              today,
              considerLaterStays,
              excludedPeriods: periods,
            }),
          ).toBe(naiveEarliestEntry(stays, from, length, today, considerLaterStays, periods));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('isInside is presence today in a stay whose country is in Schengen that day', () => {
    fc.assert(
      fc.property(countedHistoryArb, ({ stays, today }) => {
        expect(isInside(stays, today)).toBe(
          stays.some((stay) => stayCounts(stay, dayOf(today), today, [])),
        );
      }),
      many,
    );
  });

  it('explainDay groups the counted days by stay and names every day that does not count, with its reason', () => {
    fc.assert(
      fc.property(countedHistoryArb, countryDateArb, ({ stays, today, periods }, date) => {
        const given = withIds(stays);
        const why = explainDay(given, date, { today, excludedPeriods: periods });
        const used = naiveDaysUsed(stays, date, today, periods);

        expect(why.daysUsed).toBe(used);
        expect(why.daysLeft).toBe(Math.max(0, 90 - used));
        expect(why.stays.reduce((sum, group) => sum + group.days, 0)).toBe(used);
        expect(asNaiveGroups(why.stays)).toEqual(naiveExplainDay(stays, date, today, periods));
        expect(asNaiveUncounted(why.notCounted, periods)).toEqual(
          naiveUncounted(stays, dayOf(date) - 179, dayOf(date), today, periods),
        );
        for (const run of why.notCounted) {
          expect(run.stay).toBe(given[run.stay.id]);
          expect(run.count).toBe(dayOf(run.days.end) - dayOf(run.days.start) + 1);
          if (run.reason === 'not_schengen_then') expect(run.days.end < run.countsFrom).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('uncountedDays names every day of a range inside a stay that no stay counts', () => {
    fc.assert(
      fc.property(
        countedHistoryArb,
        countryDayArb,
        fc.integer({ min: 0, max: 400 }),
        ({ stays, today, periods }, first, span) => {
          const runs = uncountedDays(withIds(stays), isoOf(first), isoOf(first + span), {
            today,
            excludedPeriods: periods,
          });
          expect(asNaiveUncounted(runs, periods)).toEqual(
            naiveUncounted(stays, first, first + span, today, periods),
          );
        },
      ),
      some,
    );
  });

  it('daysComingBack lists every rise of days left over the counted days', () => {
    fc.assert(
      fc.property(countedHistoryArb, countryDateArb, ({ stays, today, periods }, from) => {
        const left = naiveDaysLeft(stays, from, today, periods);
        const back = daysComingBack(stays, from, { today, excludedPeriods: periods });
        expect(back.daysLeft).toBe(left[0]);
        expect(back.regains).toEqual(
          left.flatMap((daysLeft, i) =>
            i > 0 && daysLeft > left[i - 1]!
              ? [{ date: isoOf(dayOf(from) + i), regained: 1, daysLeftAfter: daysLeft }]
              : [],
          ),
        );
      }),
      some,
    );
  });

  it('explainPlannedStay refuses what the oracle refuses and suggests trips that hold no recorded day', () => {
    fc.assert(
      fc.property(
        countedPlanArb,
        fc.integer({ min: 1, max: 95 }),
        fc.option(fc.integer({ min: 0, max: 200 })),
        ({ stays, today, periods, day: entry }, length, earliestBack) => {
          const exit = entry + length - 1;
          const given = withIds(stays);
          const counted = countedDays(stays, today, periods);
          const occupied = presentDays(stays, today);
          const planned = { entry: isoOf(entry), exit: isoOf(exit) };
          const earliestStart = earliestBack === null ? undefined : isoOf(entry - earliestBack);
          const result = explainPlannedStay(given, planned, {
            today,
            earliestStart,
            excludedPeriods: periods,
          });

          expect(result.isAllowed).toBe(naiveIsStayAllowed(counted, entry, exit, true));
          if (result.isAllowed) return;
          const over = naiveFirstDayOver(counted, entry, exit)!;
          const withTrip = new Set(counted);
          for (let day = entry; day <= exit; day += 1) withTrip.add(day);
          expect(result.firstDayOver).toBe(isoOf(over));
          expect(result.daysUsed).toBe(countWindow(withTrip, over));
          expect(asNaiveGroups(result.causes)).toEqual(
            naiveExplainDay(stays, isoOf(over), today, periods),
          );

          const iso = (day: number | null) => (day === null ? null : isoOf(day));
          const threeYears = (months: number) => dayOf(naiveAddMonths(planned.entry, months));
          const fits = length <= 90;
          expect(result.nearestStart).toBe(
            fits ? iso(naiveNewTripStart(counted, entry, threeYears(36), length, occupied)) : null,
          );
          const earliest = Math.max(entry - (earliestBack ?? 0), threeYears(-36));
          expect(result.nearestStartBefore).toBe(
            fits && earliestBack !== null
              ? iso(naiveNewTripStart(counted, entry - 1, earliest, length, occupied))
              : null,
          );
          const longest = naiveLongestNewTrip(counted, entry, occupied);
          expect(result.longestStay).toEqual(
            longest === null ? null : { exit: isoOf(longest), days: longest - entry + 1 },
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('entryAfterOverstay is the first day after the overstay whose window, with it, holds 90 or fewer counted days', () => {
    fc.assert(
      fc.property(
        countedHistoryArb,
        countryDayArb,
        fc.integer({ min: 91, max: 200 }),
        ({ stays, today, periods }, start, length) => {
          const overstay = { entry: isoOf(start), exit: isoOf(start + length - 1) };
          const all = [...stays, overstay];
          const counted = countedDays(all, today, periods);
          const countWith = (day: number) => countWindow(counted, day) + (counted.has(day) ? 0 : 1);
          const last = dayOf(overstay.exit);
          let expected: number | null = null;
          for (let day = last + 1; day <= dayOf(naiveAddMonths(isoOf(last + 1), 36)); day += 1) {
            if (countWith(day) <= 90) {
              expected = day;
              break;
            }
          }
          expect(entryAfterOverstay(all, overstay.exit, { today, excludedPeriods: periods })).toBe(
            expected === null ? null : isoOf(expected),
          );
        },
      ),
      some,
    );
  });
});
