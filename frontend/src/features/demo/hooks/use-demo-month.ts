import { useState } from 'react';

import { CALENDAR_MIN_YEAR, type IsoDate } from '@app/schengen-rules';

import { CALENDAR_MAX_YEAR } from '../../../components/year-calendar';

export interface ShownMonth {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

const FIRST: ShownMonth = { year: CALENDAR_MIN_YEAR, month: 1 };
const LAST: ShownMonth = { year: CALENDAR_MAX_YEAR, month: 12 };

const index = ({ year, month }: ShownMonth) => year * 12 + (month - 1);
const fromIndex = (i: number): ShownMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/** The month `months` after `from` (before, when negative), kept between January 2021 and 9998. */
export function shiftMonth(from: ShownMonth, months: number): ShownMonth {
  return fromIndex(Math.min(index(LAST), Math.max(index(FIRST), index(from) + months)));
}

/** The month of `today`, or January 2021 for an earlier today. */
export function monthOf(today: IsoDate): ShownMonth {
  return shiftMonth({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }, 0);
}

export interface DemoMonth extends ShownMonth {
  canGoBackMonth: boolean;
  canGoBackYear: boolean;
  canGoForwardMonth: boolean;
  canGoForwardYear: boolean;
  previousMonth: () => void;
  nextMonth: () => void;
  previousYear: () => void;
  nextYear: () => void;
  toToday: () => void;
}

/**
 * The month the demo shows (SPEC §5 "Demo calendar"): today's at first; months and years move
 * with the arrows, never before 2021 (SPEC §9).
 */
export function useDemoMonth(today: IsoDate): DemoMonth {
  const [shown, setShown] = useState<ShownMonth>(() => monthOf(today));
  const at = index(shown);
  return {
    ...shown,
    canGoBackMonth: at > index(FIRST),
    canGoBackYear: shown.year > CALENDAR_MIN_YEAR,
    canGoForwardMonth: at < index(LAST),
    canGoForwardYear: shown.year < CALENDAR_MAX_YEAR,
    previousMonth: () => setShown(shiftMonth(shown, -1)),
    nextMonth: () => setShown(shiftMonth(shown, 1)),
    previousYear: () => setShown(shiftMonth(shown, -12)),
    nextYear: () => setShown(shiftMonth(shown, 12)),
    toToday: () => setShown(monthOf(today)),
  };
}
