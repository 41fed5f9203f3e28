/**
 * Property-based checks of the explanations (issue #21: "Why" a day, days coming back, the
 * planner's refusal, the date after an overstay) against the naive day-by-day oracle.
 */
import fc from 'fast-check';

import {
  type Stay,
  daysComingBack,
  entryAfterOverstay,
  explainDay,
  explainPlannedStay,
} from '../src';

import { asNaiveGroups, withIds } from './adapters';
import { dayArb, historyArb, isoDateArb } from './arbitraries';
import {
  countWindow,
  dayOf,
  isoOf,
  naiveAddMonths,
  naiveDaysLeft,
  naiveDaysUsed,
  naiveExplainDay,
  naiveFirstDayOver,
  naiveIsStayAllowed,
  naiveLongestNewTrip,
  naiveNewTripStart,
  presentDays,
} from './oracle';

const many = { numRuns: 1000 };
const some = { numRuns: 200 };

/** A planned trip, half the time starting within a fortnight of the end of a recorded stay. */
const plannedArb = (stays: readonly Stay[], today: string) =>
  fc
    .tuple(
      fc.oneof(
        dayArb,
        fc
          .tuple(fc.nat({ max: Math.max(0, stays.length - 1) }), fc.integer({ min: -20, max: 14 }))
          .map(([i, offset]) => {
            const stay = stays[i];
            return stay ? dayOf(stay.exit ?? today) + offset : dayOf(today);
          }),
      ),
      fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 95 })),
    )
    .map(([entry, length]) => ({ entry, exit: entry + length - 1, length }));

describe('explanations against the day-by-day oracle', () => {
  it('explainDay groups exactly the oracle’s counted days by stay, with their drop-out days', () => {
    fc.assert(
      fc.property(historyArb, isoDateArb, ({ stays, today }, date) => {
        const given = withIds(stays);
        const why = explainDay(given, date, { today });
        const used = naiveDaysUsed(stays, date, today);

        expect(why.date).toBe(date);
        expect(why.window).toEqual({ start: isoOf(dayOf(date) - 179), end: date });
        expect(why.daysUsed).toBe(used);
        expect(why.daysLeft).toBe(Math.max(0, 90 - used));
        expect(why.stays.reduce((sum, group) => sum + group.days, 0)).toBe(used);
        expect(asNaiveGroups(why.stays)).toEqual(naiveExplainDay(stays, date, today));
        for (const group of why.stays) {
          expect(group.stay).toBe(given[group.stay.id]);
          // One run of days per stay, each dropping out 180 days after it counted.
          expect(group.days).toBe(dayOf(group.counted.end) - dayOf(group.counted.start) + 1);
          expect(dayOf(group.dropsOut.start)).toBe(dayOf(group.counted.start) + 180);
          expect(dayOf(group.dropsOut.end)).toBe(dayOf(group.counted.end) + 180);
        }
      }),
      many,
    );
  });

  it('a counted day no longer counts from its drop-out day on, and counts the day before', () => {
    fc.assert(
      fc.property(historyArb, isoDateArb, ({ stays, today }, date) => {
        const present = presentDays(stays, today);
        for (const group of explainDay(stays, date, { today }).stays) {
          const counted = dayOf(group.counted.start);
          const dropsOut = dayOf(group.dropsOut.start);
          expect(present.has(counted)).toBe(true);
          expect(countWindow(new Set([counted]), dropsOut - 1)).toBe(1);
          expect(countWindow(new Set([counted]), dropsOut)).toBe(0);
        }
      }),
      some,
    );
  });

  it('daysComingBack lists every rise of days left in the 180 days after the baseline', () => {
    fc.assert(
      fc.property(historyArb, isoDateArb, ({ stays, today }, from) => {
        const left = naiveDaysLeft(stays, from, today);
        const back = daysComingBack(stays, from, { today });

        expect(back.from).toBe(from);
        expect(back.daysLeft).toBe(left[0]);
        expect(back.through).toBe(isoOf(dayOf(from) + 180));
        const expected = left.flatMap((daysLeft, i) =>
          i > 0 && daysLeft > left[i - 1]!
            ? [{ date: isoOf(dayOf(from) + i), regained: 1, daysLeftAfter: daysLeft }]
            : [],
        );
        expect(back.regains).toEqual(expected);
        for (const regain of back.regains) {
          expect(regain.daysLeftAfter).toBe(
            Math.max(0, 90 - naiveDaysUsed(stays, regain.date, today)),
          );
        }
      }),
      some,
    );
  });

  it('explainPlannedStay refuses what the oracle refuses, names the first day over and its causes, and offers what fits', () => {
    fc.assert(
      fc.property(
        historyArb.chain(({ stays, today }) =>
          fc.record({
            stays: fc.constant(stays),
            today: fc.constant(today),
            trip: plannedArb(stays, today),
            earliestBack: fc.option(fc.integer({ min: 0, max: 200 })),
          }),
        ),
        ({ stays, today, trip, earliestBack }) => {
          const given = withIds(stays);
          const recorded = presentDays(stays, today);
          const planned = { entry: isoOf(trip.entry), exit: isoOf(trip.exit) };
          const earliestStart =
            earliestBack === null ? undefined : isoOf(trip.entry - earliestBack);
          const result = explainPlannedStay(given, planned, { today, earliestStart });

          expect(result.isAllowed).toBe(naiveIsStayAllowed(recorded, trip.entry, trip.exit, true));
          expect(result.days).toBe(trip.length);
          if (result.isAllowed) return;

          const over = naiveFirstDayOver(recorded, trip.entry, trip.exit);
          expect(over).not.toBeNull();
          const withTrip = new Set(recorded);
          for (let day = trip.entry; day <= trip.exit; day += 1) withTrip.add(day);
          expect(result.firstDayOver).toBe(isoOf(over!));
          expect(result.isInTrip).toBe(over! <= trip.exit);
          expect(result.daysUsed).toBe(countWindow(withTrip, over!));
          expect(result.daysUsed).toBeGreaterThan(90);
          expect(result.window).toEqual({ start: isoOf(over! - 179), end: isoOf(over!) });
          expect(asNaiveGroups(result.causes)).toEqual(naiveExplainDay(stays, isoOf(over!), today));
          expect(result.tripDays + result.causes.reduce((sum, c) => sum + c.days, 0)).toBe(
            result.daysUsed,
          );

          // Suggestions are new trips (no recorded day) the oracle allows; none nearer is.
          const iso = (day: number | null) => (day === null ? null : isoOf(day));
          const fits = trip.length <= 90; // a longer stay never fits
          const threeYears = (months: number) => dayOf(naiveAddMonths(planned.entry, months));
          expect(result.nearestStart).toBe(
            fits ? iso(naiveNewTripStart(recorded, trip.entry, threeYears(36), trip.length)) : null,
          );
          const earliest = Math.max(trip.entry - (earliestBack ?? 0), threeYears(-36));
          expect(result.nearestStartBefore).toBe(
            fits && earliestBack !== null
              ? iso(naiveNewTripStart(recorded, trip.entry - 1, earliest, trip.length))
              : null,
          );
          const longest = naiveLongestNewTrip(recorded, trip.entry);
          expect(result.longestStay).toEqual(
            longest === null ? null : { exit: isoOf(longest), days: longest - trip.entry + 1 },
          );
          if (result.longestStay !== null) {
            expect(result.longestStay.days).toBeLessThan(trip.length);
          }
        },
      ),
      some,
    );
  });

  it('entryAfterOverstay is the first day after the overstay whose window, with it, holds 90 or fewer', () => {
    fc.assert(
      fc.property(
        historyArb,
        dayArb,
        fc.integer({ min: 91, max: 200 }),
        ({ stays, today }, start, length) => {
          const overstay = { entry: isoOf(start), exit: isoOf(start + length - 1) };
          const all = [...stays, overstay];
          const present = presentDays(all, today);
          const countWith = (day: number) => countWindow(present, day) + (present.has(day) ? 0 : 1);

          // Every day after the overstay, up to three years on, until one fits.
          const last = dayOf(overstay.exit);
          let expected: number | null = null;
          for (let day = last + 1; day <= dayOf(naiveAddMonths(isoOf(last + 1), 36)); day += 1) {
            if (countWith(day) <= 90) {
              expected = day;
              break;
            }
          }
          expect(entryAfterOverstay(all, overstay.exit, { today })).toBe(
            expected === null ? null : isoOf(expected),
          );
        },
      ),
      some,
    );
  });
});
