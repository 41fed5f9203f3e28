/**
 * Property-based checks of the joint planner (issue #22: "the longest trip, or the earliest start,
 * that is legal for every selected traveller at once") against the naive day-by-day oracle, over
 * several travellers with countries, excluded periods, ongoing and later stays.
 */
import fc from 'fast-check';

import { type JointTraveller, jointEarliestStart, jointLongestStay } from '../src';

import { countedHistoryArb, countryDayArb } from './arbitraries';
import {
  type NaiveTraveller,
  countedDays,
  dayOf,
  isoOf,
  naiveAddMonths,
  naiveJointLongest,
  naiveJointStart,
  naiveLongestNewTrip,
  presentDays,
} from './oracle';

/** One to three travellers sharing a today, and a day to plan from, often near a stay's edge. */
const jointPlanArb = fc
  .tuple(fc.array(countedHistoryArb, { minLength: 1, maxLength: 3 }), countryDayArb)
  .chain(([histories, today]) => {
    const travellers: JointTraveller[] = histories.map(({ stays, periods }) => ({
      stays,
      excludedPeriods: periods,
    }));
    const edges = travellers
      .flatMap((t) => t.stays.flatMap((stay) => [stay.entry, stay.exit ?? isoOf(today)]))
      .map(dayOf);
    const nearEdge =
      edges.length === 0
        ? countryDayArb
        : fc
            .tuple(fc.constantFrom(...edges), fc.integer({ min: -30, max: 10 }))
            .map(([edge, offset]) => edge + offset);
    return fc.record({
      travellers: fc.constant(travellers),
      today: fc.constant(isoOf(today)),
      day: fc.oneof(countryDayArb, nearEdge),
    });
  });

function naive(travellers: readonly JointTraveller[], today: string): NaiveTraveller[] {
  return travellers.map(({ stays, excludedPeriods }) => ({
    counted: countedDays(stays, today, excludedPeriods),
    occupied: presentDays(stays, today),
  }));
}

describe('the joint planner, against the day-by-day oracle', () => {
  it('jointLongestStay is the last exit of a trip of its own that every traveller may take', () => {
    fc.assert(
      fc.property(jointPlanArb, ({ travellers, today, day }) => {
        const each = naive(travellers, today);
        const longest = naiveJointLongest(each, day);
        expect(jointLongestStay(travellers, isoOf(day), { today })).toEqual(
          longest === null ? null : { exit: isoOf(longest), days: longest - day + 1 },
        );
        // With one traveller it is the planner's longest stay for them alone.
        const alone = naiveLongestNewTrip(each[0]!.counted, day, each[0]!.occupied);
        expect(jointLongestStay(travellers.slice(0, 1), isoOf(day), { today })?.exit ?? null).toBe(
          alone === null ? null : isoOf(alone),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('jointEarliestStart is the first start at which every traveller may take the trip', () => {
    fc.assert(
      fc.property(
        jointPlanArb,
        fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 95 })),
        ({ travellers, today, day }, length) => {
          const from = isoOf(day);
          const last = dayOf(naiveAddMonths(from, 36));
          const expected = naiveJointStart(naive(travellers, today), day, last, length);
          expect(jointEarliestStart(travellers, from, length, { today })).toBe(
            expected === null ? null : isoOf(expected),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
