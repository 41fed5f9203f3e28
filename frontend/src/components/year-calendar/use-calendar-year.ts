import { useCallback } from 'react';

import { CALENDAR_MIN_YEAR, type IsoDate } from '@app/schengen-rules';

import { STORAGE_KEYS } from '../../lib/storage';
import { useStoredState } from '../../lib/use-stored-state';

/** The last year the calendar offers (the rules library's dates end in 9999). */
export const CALENDAR_MAX_YEAR = 9998;

const isCalendarYear = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= CALENDAR_MIN_YEAR &&
  (value as number) <= CALENDAR_MAX_YEAR;

export interface CalendarYear {
  year: number;
  canGoBack: boolean;
  canGoForward: boolean;
  previous: () => void;
  next: () => void;
  /** Back to the year of the traveller's today. */
  toToday: () => void;
}

/**
 * The calendar's year (SPEC §2): kept in localStorage, never below 2021, today's year when nothing
 * valid is stored.
 */
export function useCalendarYear(today: IsoDate): CalendarYear {
  const todayYear = Math.max(CALENDAR_MIN_YEAR, Number(today.slice(0, 4)));
  const [year, setYear] = useStoredState(STORAGE_KEYS.calendarYear, isCalendarYear, todayYear);
  const go = useCallback(
    (target: number) => setYear(Math.min(CALENDAR_MAX_YEAR, Math.max(CALENDAR_MIN_YEAR, target))),
    [setYear],
  );
  return {
    year,
    canGoBack: year > CALENDAR_MIN_YEAR,
    canGoForward: year < CALENDAR_MAX_YEAR,
    previous: () => go(year - 1),
    next: () => go(year + 1),
    toToday: () => go(todayYear),
  };
}
