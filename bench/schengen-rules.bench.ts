/**
 * Benchmark of @app/schengen-rules against the figures of the foundation issue:
 *   dailyUsage over 10 years for 1,000 stays  < 5 ms
 *   latestExit, earliestEntryFor for 1,000 stays  < 1 ms each
 *   10x the stays (or days) costs at most ~10x the time (linear growth)
 * and the same with countries on every stay and 20 excluded periods (issue #22, ADR 0033).
 * Run with `npm run bench`. Prints a table; deterministic inputs (seeded), wall-clock timings.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import {
  type ExcludedPeriod,
  SCHENGEN_MEMBERSHIP,
  type Stay,
  addDays,
  dailyUsage,
  daysUsed,
  daysComingBack,
  earliestEntryFor,
  explainDay,
  explainPlannedStay,
  isStayAllowed,
  latestExit,
  pairVisits,
  uncountedDays,
} from '@app/schengen-rules';

/** mulberry32: a tiny seeded PRNG so every run measures the same histories. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` short stays spread over `years` years from 2016-01-01, sorted, some overlapping. */
function history(count: number, years: number, seed = 42): Stay[] {
  const next = random(seed);
  const span = Math.round(years * 365.25);
  return Array.from({ length: count }, () => {
    const start = Math.floor(next() * span);
    return {
      entry: addDays('2016-01-01', start),
      exit: addDays('2016-01-01', start + Math.floor(next() * 4)),
    };
  });
}

/** Median milliseconds per call over several timed batches, after a warm-up. */
function measure(fn: () => unknown, minBatchMs = 50, batches = 7): number {
  for (let i = 0; i < 20; i += 1) fn();
  let perBatch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i += 1) fn();
    if (performance.now() - start >= minBatchMs) break;
    perBatch *= 2;
  }
  const samples: number[] = [];
  for (let b = 0; b < batches; b += 1) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i += 1) fn();
    samples.push((performance.now() - start) / perBatch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

interface Row {
  name: string;
  ms: number;
  budget?: number;
}

const rows: Row[] = [];
const record = (name: string, ms: number, budget?: number) => rows.push({ name, ms, budget });

const stays1k = history(1_000, 10);
const stays10k = history(10_000, 10);
const stays100k = history(100_000, 10);
const stays1kOver100y = history(1_000, 100);

const tenYears = (stays: Stay[]) => () => dailyUsage(stays, '2016-01-01', '2025-12-31');
record('dailyUsage, 10 years, 1,000 stays', measure(tenYears(stays1k)), 5);
record('dailyUsage, 10 years, 10,000 stays', measure(tenYears(stays10k)));
record('dailyUsage, 10 years, 100,000 stays', measure(tenYears(stays100k)));
record(
  'dailyUsage, 100 years, 1,000 stays',
  measure(() => dailyUsage(stays1kOver100y, '2016-01-01', '2115-12-31')),
);

record(
  'latestExit, 1,000 stays',
  measure(() => latestExit(stays1k, '2021-06-01')),
  1,
);
record(
  'latestExit, 10,000 stays',
  measure(() => latestExit(stays10k, '2021-06-01')),
);
record(
  'latestExit + considerLaterStays, 1,000 stays',
  measure(() => latestExit(stays1k, '2021-06-01', { considerLaterStays: true })),
  1,
);
record(
  'earliestEntryFor 30 days, 1,000 stays',
  measure(() => earliestEntryFor(stays1k, '2021-06-01', 30)),
  1,
);
record(
  'earliestEntryFor 30 days, 10,000 stays',
  measure(() => earliestEntryFor(stays10k, '2021-06-01', 30)),
);
record(
  'earliestEntryFor 30 days + considerLaterStays, 1,000 stays',
  measure(() => earliestEntryFor(stays1k, '2021-06-01', 30, { considerLaterStays: true })),
  1,
);
record(
  'isStayAllowed, 1,000 stays',
  measure(() => isStayAllowed(stays1k, { entry: '2021-06-01', exit: '2021-06-20' })),
);
record(
  'daysUsed, 1,000 stays',
  measure(() => daysUsed(stays1k, '2021-06-01')),
);

record(
  'explainDay, 1,000 stays',
  measure(() => explainDay(stays1k, '2021-06-01')),
);
record(
  'daysComingBack, 1,000 stays',
  measure(() => daysComingBack(stays1k, '2021-06-01')),
);
record(
  'explainPlannedStay, refused 60 days + a year back, 1,000 stays',
  measure(() =>
    explainPlannedStay(
      stays1k,
      { entry: '2021-06-01', exit: '2021-07-30' },
      { earliestStart: '2020-06-01' },
    ),
  ),
);

// Issue #22: every stay in a country (Croatia, Cyprus, Romania… by name, as stored), and 20
// residence permits or long-stay visas of 60 days spread over the same 10 years.
const countries = SCHENGEN_MEMBERSHIP.map((membership) => membership.name);
const countryStays1k = stays1k.map((stay, i) => ({
  ...stay,
  country: countries[i % countries.length],
}));
const periods: ExcludedPeriod[] = Array.from({ length: 20 }, (_, i) => ({
  from: addDays('2016-01-01', i * 180),
  to: addDays('2016-01-01', i * 180 + 59),
  issuingState: 'FR',
  kind: 'long_stay_visa',
}));
const withPeriods = { excludedPeriods: periods };
record(
  'dailyUsage, 10 years, 1,000 stays + countries + 20 periods',
  measure(() => dailyUsage(countryStays1k, '2016-01-01', '2025-12-31', withPeriods)),
  5,
);
record(
  'uncountedDays, 10 years, 1,000 stays + countries + 20 periods',
  measure(() => uncountedDays(countryStays1k, '2016-01-01', '2025-12-31', withPeriods)),
);
record(
  'explainDay, 1,000 stays + countries + 20 periods',
  measure(() => explainDay(countryStays1k, '2021-06-01', withPeriods)),
);
record(
  'latestExit, 1,000 stays + countries + 20 periods',
  measure(() => latestExit(countryStays1k, '2021-06-01', withPeriods)),
  1,
);
record(
  'earliestEntryFor 30 days, 1,000 stays + countries + 20 periods',
  measure(() => earliestEntryFor(countryStays1k, '2021-06-01', 30, withPeriods)),
  1,
);

const records1k = stays1k.flatMap((stay, i) => [
  { id: 2 * i, entry_type: 'entry' as const, entry_date: stay.entry },
  { id: 2 * i + 1, entry_type: 'exit' as const, entry_date: stay.exit! },
]);
record(
  'pairVisits, 2,000 records',
  measure(() => pairVisits(records1k)),
);

const width = Math.max(...rows.map((r) => r.name.length));
const host = `${availableParallelism()} CPUs, load ${loadavg()
  .map((load) => load.toFixed(2))
  .join(' ')}`;
console.log(
  `@app/schengen-rules benchmark (node ${process.version}, ${host}, median ms per call)\n`,
);
for (const row of rows) {
  const verdict =
    row.budget === undefined
      ? ''
      : row.ms < row.budget
        ? `  ok (< ${row.budget} ms)`
        : `  OVER BUDGET (${row.budget} ms)`;
  console.log(`${row.name.padEnd(width)}  ${row.ms.toFixed(4).padStart(10)} ms${verdict}`);
}

const ms = (name: string) => rows.find((r) => r.name === name)!.ms;
const growth: Array<[string, number]> = [
  [
    'dailyUsage: 10x stays (1k → 10k)',
    ms('dailyUsage, 10 years, 10,000 stays') / ms('dailyUsage, 10 years, 1,000 stays'),
  ],
  [
    'dailyUsage: 100x stays (1k → 100k)',
    ms('dailyUsage, 10 years, 100,000 stays') / ms('dailyUsage, 10 years, 1,000 stays'),
  ],
  [
    'dailyUsage: 10x days (10 → 100 years)',
    ms('dailyUsage, 100 years, 1,000 stays') / ms('dailyUsage, 10 years, 1,000 stays'),
  ],
  ['latestExit: 10x stays', ms('latestExit, 10,000 stays') / ms('latestExit, 1,000 stays')],
  [
    'earliestEntryFor: 10x stays',
    ms('earliestEntryFor 30 days, 10,000 stays') / ms('earliestEntryFor 30 days, 1,000 stays'),
  ],
];
console.log('\nGrowth (time ratio; linear means about the size ratio or less)');
for (const [name, ratio] of growth)
  console.log(`${name.padEnd(width)}  ${ratio.toFixed(2).padStart(10)} x`);
