/**
 * SPEC §3's pairing of stored `entry`/`exit` records into visits. Records are sorted by date,
 * then creation time; each entry takes the next unused exit dated on or after it; an entry left
 * without an exit is an ongoing visit. Visits come back newest first, with their inclusive
 * duration (an ongoing visit: the days since entry + 1, which needs `opts.today`).
 *
 * @example
 * pairVisits([
 *   { id: 1, entry_type: 'entry', entry_date: '2025-01-01' },
 *   { id: 2, entry_type: 'exit', entry_date: '2025-01-10' },
 * ]); // → [{ entry: {id: 1, …}, exit: {id: 2, …}, entryDate: '2025-01-01', exitDate: '2025-01-10', isOngoing: false, durationDays: 10 }]
 */
import { toDay } from '../_lib/day-number';
import type { IsoDate } from '../types';

import { type TravelRecord, sortRecords } from './travel-record';

export interface Visit<R extends TravelRecord = TravelRecord> {
  readonly entry: R;
  readonly exit: R | null;
  readonly entryDate: IsoDate;
  readonly exitDate: IsoDate | null;
  readonly isOngoing: boolean;
  /** Inclusive days; for an ongoing visit up to today (0 before it starts), or null without today. */
  readonly durationDays: number | null;
}

export interface PairOptions {
  readonly today?: IsoDate;
}

export function pairVisits<R extends TravelRecord>(
  records: readonly R[],
  opts: PairOptions = {},
): Visit<R>[] {
  for (const record of records) toDay(record.entry_date);
  const today = opts.today === undefined ? undefined : toDay(opts.today);
  const sorted = sortRecords(records);
  const exits = sorted.filter((r) => r.entry_type === 'exit');
  const visits: Visit<R>[] = [];
  let nextExit = 0;
  for (const entry of sorted) {
    if (entry.entry_type !== 'entry') continue;
    // Entries come in date order, so an exit dated before this entry can never be taken later.
    while (nextExit < exits.length && exits[nextExit]!.entry_date < entry.entry_date) nextExit += 1;
    const exit = exits[nextExit] ?? null;
    if (exit) nextExit += 1;
    visits.push(toVisit(entry, exit, today));
  }
  return visits.reverse();
}

function toVisit<R extends TravelRecord>(
  entry: R,
  exit: R | null,
  today: number | undefined,
): Visit<R> {
  const start = toDay(entry.entry_date);
  let durationDays: number | null;
  if (exit) durationDays = toDay(exit.entry_date) - start + 1;
  else durationDays = today === undefined ? null : Math.max(0, today - start + 1);
  return {
    entry,
    exit,
    entryDate: entry.entry_date,
    exitDate: exit ? exit.entry_date : null,
    isOngoing: exit === null,
    durationDays,
  };
}
