/**
 * A deliberately naive, day-by-day model of SPEC's rules, written without any code of the
 * library: it walks JavaScript UTC dates one day at a time and counts set members. Slow on
 * purpose; the property suite checks the fast library against it.
 */
import type { IsoDate, Stay } from '../src';

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

export function countWindow(present: ReadonlySet<number>, day: number): number {
  let used = 0;
  for (let back = 0; back < WINDOW; back += 1) if (present.has(day - back)) used += 1;
  return used;
}

export function naiveDaysUsed(stays: readonly Stay[], date: IsoDate, today?: IsoDate): number {
  return countWindow(presentDays(stays, today), dayOf(date));
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
): IsoDate | null {
  let best: number | null = null;
  const first = dayOf(entry);
  const recorded = presentDays(stays, today);
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
): IsoDate | null {
  if (length > LIMIT) return null;
  const first = dayOf(from);
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 3);
  const lastCandidate = Math.round(limit.getTime() / MS_PER_DAY);
  const recorded = presentDays(stays, today);
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
 * Walks the window of `date` day by day; each present day goes to the covering stay with the
 * earliest entry, then the latest end, then the first given. Groups in order of their first day.
 */
export function naiveExplainDay(
  stays: readonly Stay[],
  date: IsoDate,
  today?: IsoDate,
): NaiveGroup[] {
  const spans = stays.map((stay) => stayDays(stay, today));
  const groups = new Map<number, NaiveGroup>();
  for (let day = dayOf(date) - WINDOW + 1; day <= dayOf(date); day += 1) {
    let owner = -1;
    spans.forEach(([first, last], index) => {
      if (day < first || day > last) return;
      const best = spans[owner];
      if (!best || first < best[0] || (first === best[0] && last > best[1])) owner = index;
    });
    if (owner === -1) continue;
    const group = groups.get(owner) ?? { index: owner, first: day, last: day, days: 0 };
    group.last = day;
    group.days += 1;
    groups.set(owner, group);
  }
  return [...groups.values()].sort((a, b) => a.first - b.first);
}

/** Days left on each day from `from` to `from` + 180, counted afresh every day. */
export function naiveDaysLeft(stays: readonly Stay[], from: IsoDate, today?: IsoDate): number[] {
  const present = presentDays(stays, today);
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

/** Whether the trip entry..exit is allowed with later stays and holds no recorded day. */
function isNewTripAllowed(recorded: ReadonlySet<number>, entry: number, exit: number): boolean {
  for (let day = entry; day <= exit; day += 1) if (recorded.has(day)) return false;
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
): number | null {
  const step = to >= from ? 1 : -1;
  for (let start = from; step > 0 ? start <= to : start >= to; start += step) {
    if (isNewTripAllowed(recorded, start, start + length - 1)) return start;
  }
  return null;
}

/** Tries every exit from the entry day to 100 days on and keeps the last new trip allowed. */
export function naiveLongestNewTrip(recorded: ReadonlySet<number>, entry: number): number | null {
  let best: number | null = null;
  for (let exit = entry; exit <= entry + 100; exit += 1) {
    if (isNewTripAllowed(recorded, entry, exit)) best = exit;
  }
  return best;
}
