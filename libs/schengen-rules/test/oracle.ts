/**
 * A deliberately naive, day-by-day model of SPEC's rules, written without any code of the
 * library: it walks JavaScript UTC dates one day at a time and counts set members. Slow on
 * purpose; the property suite checks the fast library against it. Only the membership table
 * (data: which state applied the Schengen rules in full from which day) comes from the library.
 */
import { type ExcludedPeriod, type IsoDate, SCHENGEN_MEMBERSHIP, type Stay } from '../src';

const MS_PER_DAY = 86_400_000;
const LIMIT = 90;
const WINDOW = 180;

/** Day number of an ISO date via the built-in parser (UTC midnight). */
export function dayOf(date: IsoDate): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

export function isoOf(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Every day present in `stays`, an ongoing stay running to `today`. */
export function presentDays(stays: readonly Stay[], today?: IsoDate): Set<number> {
  const days = new Set<number>();
  for (const stay of stays) {
    const last = stay.exit ?? today;
    if (last === undefined) throw new Error('ongoing stay without today');
    for (let day = dayOf(stay.entry); day <= dayOf(last); day += 1) days.add(day);
  }
  return days;
}

/** The first day a stay in `country` counts, as an ISO date; null never; '' with no country. */
function countsFrom(country: string | null | undefined): IsoDate | null {
  if (!country) return '';
  const row = SCHENGEN_MEMBERSHIP.find((m) => m.code === country || m.name === country);
  if (!row) throw new Error(`unknown country ${country}`);
  return row.countsFrom;
}

/** Whether an excluded period covers `day`: inside from..to and its issuing state in Schengen. */
function isExcluded(period: ExcludedPeriod, day: number): boolean {
  const start = countsFrom(period.issuingState);
  return (
    start !== null && dayOf(period.from) <= day && day <= dayOf(period.to) && isoOf(day) >= start
  );
}

/** Whether `stay` counts `day`: it covers the day in a state then in Schengen, and no period excludes it. */
export function stayCounts(
  stay: Stay,
  day: number,
  today: IsoDate | undefined,
  periods: readonly ExcludedPeriod[],
): boolean {
  const last = stay.exit ?? today;
  if (last === undefined) throw new Error('ongoing stay without today');
  if (day < dayOf(stay.entry) || day > dayOf(last)) return false;
  const start = countsFrom(stay.country);
  if (start === null || isoOf(day) < start) return false;
  return !periods.some((period) => isExcluded(period, day));
}

/** Every day that counts: a day of some stay that the stay counts. */
export function countedDays(
  stays: readonly Stay[],
  today?: IsoDate,
  periods: readonly ExcludedPeriod[] = [],
): Set<number> {
  const days = new Set<number>();
  for (const day of presentDays(stays, today)) {
    if (stays.some((stay) => stayCounts(stay, day, today, periods))) days.add(day);
  }
  return days;
}

export function countWindow(present: ReadonlySet<number>, day: number): number {
  let used = 0;
  for (let back = 0; back < WINDOW; back += 1) if (present.has(day - back)) used += 1;
  return used;
}

export function naiveDaysUsed(
  stays: readonly Stay[],
  date: IsoDate,
  today?: IsoDate,
  periods: readonly ExcludedPeriod[] = [],
): number {
  return countWindow(countedDays(stays, today, periods), dayOf(date));
}

export function naiveIsStayAllowed(
  recorded: ReadonlySet<number>,
  entry: number,
  exit: number,
  considerLaterStays: boolean,
): boolean {
  const withTrip = new Set(recorded);
  for (let day = entry; day <= exit; day += 1) withTrip.add(day);
  for (let day = entry; day <= exit; day += 1) {
    if (countWindow(withTrip, day) > LIMIT) return false;
  }
  if (considerLaterStays) {
    for (let day = exit + 1; day < exit + WINDOW; day += 1) {
      if (recorded.has(day) && countWindow(withTrip, day) > LIMIT) return false;
    }
  }
  return true;
}

/** Tries every exit from the entry day to 100 days on and keeps the last allowed one. */
export function naiveLatestExit(
  stays: readonly Stay[],
  entry: IsoDate,
  today: IsoDate | undefined,
  considerLaterStays: boolean,
  periods: readonly ExcludedPeriod[] = [],
): IsoDate | null {
  let best: number | null = null;
  const first = dayOf(entry);
  const recorded = countedDays(stays, today, periods);
  for (let exit = first; exit <= first + 100; exit += 1) {
    if (naiveIsStayAllowed(recorded, first, exit, considerLaterStays)) best = exit;
  }
  return best === null ? null : isoOf(best);
}

export function naiveEarliestEntry(
  stays: readonly Stay[],
  from: IsoDate,
  length: number,
  today: IsoDate | undefined,
  considerLaterStays: boolean,
  periods: readonly ExcludedPeriod[] = [],
): IsoDate | null {
  if (length > LIMIT) return null;
  const first = dayOf(from);
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 3);
  const lastCandidate = Math.round(limit.getTime() / MS_PER_DAY);
  const recorded = countedDays(stays, today, periods);
  for (let entry = first; entry <= lastCandidate; entry += 1) {
    if (naiveIsStayAllowed(recorded, entry, entry + length - 1, considerLaterStays)) {
      return isoOf(entry);
    }
  }
  return null;
}

export interface NaiveRecord {
  id: number;
  entry_type: 'entry' | 'exit';
  entry_date: IsoDate;
  created_at: string;
}

/** SPEC §3 read literally: sort, then for each entry scan for the first unused later-or-same exit. */
export function naivePairs(records: readonly NaiveRecord[]): Array<[number, number | null]> {
  const sorted = [...records].sort(
    (a, b) =>
      dayOf(a.entry_date) - dayOf(b.entry_date) ||
      Date.parse(a.created_at) - Date.parse(b.created_at) ||
      records.indexOf(a) - records.indexOf(b),
  );
  const used = new Set<number>();
  const pairs: Array<[number, number | null]> = [];
  for (const entry of sorted) {
    if (entry.entry_type !== 'entry') continue;
    const exit = sorted.find(
      (r) =>
        r.entry_type === 'exit' &&
        !used.has(r.id) &&
        dayOf(r.entry_date) >= dayOf(entry.entry_date),
    );
    if (exit) used.add(exit.id);
    pairs.push([entry.id, exit ? exit.id : null]);
  }
  return pairs.reverse();
}

/** Calendar months added the way a person would: same day number, or the month's last day. */
export function naiveAddMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastOfTarget)));
  return target.toISOString().slice(0, 10);
}

/** A stay's days as the oracle sees them: entry to exit, an ongoing stay to `today`. */
function stayDays(stay: Stay, today?: IsoDate): [number, number] {
  const last = stay.exit ?? today;
  if (last === undefined) throw new Error('ongoing stay without today');
  return [dayOf(stay.entry), dayOf(last)];
}

export interface NaiveGroup {
  index: number;
  first: number;
  last: number;
  days: number;
}

/**
 * Walks the window of `date` day by day; each counted day goes to a stay that counts it: the one
 * whose run of counted days holding that day starts first, then ends last, then the first given
 * (without periods or countries a stay's run is the stay itself). Groups in order of first day.
 */
export function naiveExplainDay(
  stays: readonly Stay[],
  date: IsoDate,
  today?: IsoDate,
  periods: readonly ExcludedPeriod[] = [],
): NaiveGroup[] {
  // Each stay's runs of counted days, walked day by day from its entry to its last day.
  const runs = stays.map((stay) => {
    const found: [number, number][] = [];
    const [first, last] = stayDays(stay, today);
    for (let day = first; day <= last; day += 1) {
      if (!stayCounts(stay, day, today, periods)) continue;
      const run = found[found.length - 1];
      if (run && run[1] === day - 1) run[1] = day;
      else found.push([day, day]);
    }
    return found;
  });
  const groups: NaiveGroup[] = [];
  for (let day = dayOf(date) - WINDOW + 1; day <= dayOf(date); day += 1) {
    let owner = -1;
    let best: [number, number] = [0, 0];
    runs.forEach((stayRuns, index) => {
      const run = stayRuns.find(([first, last]) => first <= day && day <= last);
      if (!run) return;
      if (owner === -1 || run[0] < best[0] || (run[0] === best[0] && run[1] > best[1])) {
        owner = index;
        best = run;
      }
    });
    if (owner === -1) continue;
    const group = groups[groups.length - 1];
    if (group && group.index === owner && group.last === day - 1) {
      group.last = day;
      group.days += 1;
    } else groups.push({ index: owner, first: day, last: day, days: 1 });
  }
  return groups;
}

export interface NaiveUncounted {
  index: number;
  first: number;
  last: number;
  reason: string;
  /** The country for a country reason, the period's position for an excluded period. */
  detail: string | number;
}

/**
 * Each day from `from` to `to` inside some stay that no stay counts, named for the covering stay
 * with the earliest entry, then the latest end, then the first given, with that stay's reason:
 * its country never or not yet in Schengen, else the first given period excluding the day.
 * Consecutive days with the same stay and reason form one run.
 */
export function naiveUncounted(
  stays: readonly Stay[],
  from: number,
  to: number,
  today?: IsoDate,
  periods: readonly ExcludedPeriod[] = [],
): NaiveUncounted[] {
  const runs: NaiveUncounted[] = [];
  for (let day = from; day <= to; day += 1) {
    if (stays.some((stay) => stayCounts(stay, day, today, periods))) continue;
    let owner = -1;
    stays.forEach((stay, index) => {
      const [first, last] = stayDays(stay, today);
      if (day < first || day > last) return;
      const best = owner === -1 ? null : stayDays(stays[owner]!, today);
      if (!best || first < best[0] || (first === best[0] && last > best[1])) owner = index;
    });
    if (owner === -1) continue;
    const country = stays[owner]!.country;
    const start = countsFrom(country);
    let reason: string;
    let detail: string | number;
    if (start === null) [reason, detail] = ['not_schengen', country!];
    else if (isoOf(day) < start) [reason, detail] = ['not_schengen_then', country!];
    else [reason, detail] = ['excluded_period', periods.findIndex((p) => isExcluded(p, day))];
    const run = runs[runs.length - 1];
    if (
      run &&
      run.index === owner &&
      run.last === day - 1 &&
      run.reason === reason &&
      run.detail === detail
    ) {
      run.last = day;
    } else runs.push({ index: owner, first: day, last: day, reason, detail });
  }
  return runs;
}

/** Days left on each day from `from` to `from` + 180, counted afresh every day. */
export function naiveDaysLeft(
  stays: readonly Stay[],
  from: IsoDate,
  today?: IsoDate,
  periods: readonly ExcludedPeriod[] = [],
): number[] {
  const present = countedDays(stays, today, periods);
  const left: number[] = [];
  for (let day = dayOf(from); day <= dayOf(from) + WINDOW; day += 1) {
    left.push(Math.max(0, LIMIT - countWindow(present, day)));
  }
  return left;
}

/** The first day of the trip, or present in the 179 days after it, that passes 90 with the trip. */
export function naiveFirstDayOver(
  recorded: ReadonlySet<number>,
  entry: number,
  exit: number,
): number | null {
  const withTrip = new Set(recorded);
  for (let day = entry; day <= exit; day += 1) withTrip.add(day);
  for (let day = entry; day < exit + WINDOW; day += 1) {
    if (withTrip.has(day) && countWindow(withTrip, day) > LIMIT) return day;
  }
  return null;
}

/**
 * Whether the trip entry..exit is allowed with later stays and holds no day of a recorded stay
 * (`occupied`: counted or not).
 */
function isNewTripAllowed(
  recorded: ReadonlySet<number>,
  entry: number,
  exit: number,
  occupied: ReadonlySet<number>,
): boolean {
  for (let day = entry; day <= exit; day += 1) if (occupied.has(day)) return false;
  return naiveIsStayAllowed(recorded, entry, exit, true);
}

/**
 * Tries every start from `from` to `to` (forwards or backwards) and keeps the first at which a
 * new trip of `length` days is allowed.
 */
export function naiveNewTripStart(
  recorded: ReadonlySet<number>,
  from: number,
  to: number,
  length: number,
  occupied: ReadonlySet<number> = recorded,
): number | null {
  const step = to >= from ? 1 : -1;
  for (let start = from; step > 0 ? start <= to : start >= to; start += step) {
    if (isNewTripAllowed(recorded, start, start + length - 1, occupied)) return start;
  }
  return null;
}

/** Tries every exit from the entry day to 100 days on and keeps the last new trip allowed. */
export function naiveLongestNewTrip(
  recorded: ReadonlySet<number>,
  entry: number,
  occupied: ReadonlySet<number> = recorded,
): number | null {
  let best: number | null = null;
  for (let exit = entry; exit <= entry + 100; exit += 1) {
    if (isNewTripAllowed(recorded, entry, exit, occupied)) best = exit;
  }
  return best;
}

/** One traveller as the oracle sees them: the days that count and the days inside a stay. */
export interface NaiveTraveller {
  counted: ReadonlySet<number>;
  occupied: ReadonlySet<number>;
}

/** Tries every exit from the entry day to 100 days on and keeps the last new trip all may take. */
export function naiveJointLongest(
  travellers: readonly NaiveTraveller[],
  entry: number,
): number | null {
  let best: number | null = null;
  for (let exit = entry; exit <= entry + 100; exit += 1) {
    if (travellers.every((t) => isNewTripAllowed(t.counted, entry, exit, t.occupied))) best = exit;
  }
  return best;
}

/** Tries every start from `from` to `to` and keeps the first at which all may take the trip. */
export function naiveJointStart(
  travellers: readonly NaiveTraveller[],
  from: number,
  to: number,
  length: number,
): number | null {
  if (length > LIMIT) return null;
  for (let start = from; start <= to; start += 1) {
    const exit = start + length - 1;
    if (travellers.every((t) => isNewTripAllowed(t.counted, start, exit, t.occupied))) {
      return start;
    }
  }
  return null;
}
