/**
 * fast-check generators of travel histories over 2023 to 2026: a leap year (2024), three year
 * ends, overlapping and duplicated stays, and ongoing stays, with dates biased towards
 * 28 February to 1 March and 31 December to 1 January.
 */
import fc from 'fast-check';

import type { IsoDate, Stay } from '../src';

import { dayOf, isoOf } from './oracle';

const FIRST_DAY = dayOf('2023-01-01');
const LAST_DAY = dayOf('2026-06-30');
const AWKWARD_DAYS = [
  '2023-12-31',
  '2024-01-01',
  '2024-02-28',
  '2024-02-29',
  '2024-03-01',
  '2024-12-31',
  '2025-01-01',
  '2025-02-28',
  '2025-03-01',
  '2025-12-31',
].map(dayOf);

export const dayArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: FIRST_DAY, max: LAST_DAY }) },
  { weight: 1, arbitrary: fc.constantFrom(...AWKWARD_DAYS) },
);

export const isoDateArb: fc.Arbitrary<IsoDate> = dayArb.map(isoOf);

const closedStayArb: fc.Arbitrary<Stay> = fc
  .tuple(dayArb, fc.oneof(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 120 })))
  .map(([start, length]) => ({ entry: isoOf(start), exit: isoOf(start + length - 1) }));

const openStayArb: fc.Arbitrary<Stay> = dayArb.map((start) => ({
  entry: isoOf(start),
  exit: null,
}));

/** A history of closed stays, with some stays repeated exactly. */
export const closedHistoryArb: fc.Arbitrary<Stay[]> = fc
  .array(closedStayArb, { maxLength: 14 })
  .chain((stays) => fc.subarray(stays).map((repeats) => [...stays, ...repeats]));

/** A history that may hold ongoing stays, with the today they need. */
export const historyArb: fc.Arbitrary<{ stays: Stay[]; today: IsoDate }> = fc.record({
  stays: fc
    .tuple(closedHistoryArb, fc.array(openStayArb, { maxLength: 2 }))
    .map(([closed, open]) => [...closed, ...open]),
  today: isoDateArb,
});
