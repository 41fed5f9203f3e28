/**
 * fast-check generators of travel histories over 2023 to 2026: a leap year (2024), three year
 * ends, overlapping and duplicated stays, and ongoing stays, with dates biased towards
 * 28 February to 1 March and 31 December to 1 January.
 */
import fc from 'fast-check';

import type { ExcludedPeriod, ExcludedPeriodKind, IsoDate, Stay } from '../src';

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

const COUNTRY_FIRST_DAY = dayOf('2022-06-01');
const COUNTRY_AWKWARD_DAYS = [
  '2022-12-31',
  '2023-01-01',
  '2024-03-30',
  '2024-03-31',
  '2024-12-31',
  '2025-01-01',
].map(dayOf);

/** Days from mid-2022, biased towards the days Croatia, Bulgaria and Romania joined. */
const countryDayArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: COUNTRY_FIRST_DAY, max: LAST_DAY }) },
  { weight: 2, arbitrary: fc.constantFrom(...COUNTRY_AWKWARD_DAYS) },
);

/** A stay's country as the product may hold it: none, a code, or an English name. */
export const countryArb: fc.Arbitrary<string | null | undefined> = fc.constantFrom(
  undefined,
  null,
  '',
  'FR',
  'Germany',
  'HR',
  'Croatia',
  'RO',
  'Bulgaria',
  'CY',
  'Ireland',
);

const countryStayArb: fc.Arbitrary<Stay> = fc
  .tuple(
    countryDayArb,
    fc.oneof(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 120 })),
    countryArb,
  )
  .map(([start, length, country]) => ({
    entry: isoOf(start),
    exit: isoOf(start + length - 1),
    ...(country === undefined ? {} : { country }),
  }));

/** Residence permits and long-stay visas, some issued by states that joined late. */
export const periodsArb: fc.Arbitrary<ExcludedPeriod[]> = fc.array(
  fc
    .tuple(
      countryDayArb,
      fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 300 })),
      fc.constantFrom('FR', 'Germany', 'RO', 'HR', 'Italy'),
      fc.constantFrom<ExcludedPeriodKind>('residence_permit', 'long_stay_visa'),
    )
    .map(([start, length, issuingState, kind]) => ({
      from: isoOf(start),
      to: isoOf(start + length - 1),
      issuingState,
      kind,
    })),
  { maxLength: 3 },
);

/**
 * A history with countries and excluded periods (and ongoing stays), with the today it needs:
 * the histories of `historyArb`, where some days do not count.
 */
export const countedHistoryArb: fc.Arbitrary<{
  stays: Stay[];
  today: IsoDate;
  periods: ExcludedPeriod[];
}> = fc.record({
  stays: fc
    .tuple(
      fc.array(countryStayArb, { maxLength: 12 }),
      fc.array(
        fc.tuple(countryDayArb, countryArb).map(([start, country]) => ({
          entry: isoOf(start),
          exit: null,
          country,
        })),
        { maxLength: 2 },
      ),
    )
    .chain(([closed, open]) =>
      fc.subarray(closed).map((repeats) => [...closed, ...repeats, ...open]),
    ),
  today: countryDayArb.map(isoOf),
  periods: periodsArb,
});

/** Any day of the country histories. */
export const countryDateArb: fc.Arbitrary<IsoDate> = countryDayArb.map(isoOf);
export { countryDayArb };

/**
 * A country history with a day to plan from: any day, or half the time a day within three weeks of
 * the edge of a recorded stay or of an excluded period, where days that do not count matter most.
 */
export const countedPlanArb = countedHistoryArb.chain((history) => {
  const edges = [
    ...history.stays.flatMap((stay) => [stay.entry, stay.exit ?? history.today]),
    ...history.periods.flatMap((period) => [period.from, period.to]),
  ].map(dayOf);
  const nearEdge =
    edges.length === 0
      ? countryDayArb
      : fc
          .tuple(fc.constantFrom(...edges), fc.integer({ min: -20, max: 20 }))
          .map(([edge, offset]) => edge + offset);
  return fc.record({
    stays: fc.constant(history.stays),
    today: fc.constant(history.today),
    periods: fc.constant(history.periods),
    day: fc.oneof(countryDayArb, nearEdge),
  });
});
