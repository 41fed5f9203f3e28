import Box from '@mui/material/Box';
import { type KeyboardEvent, type MouseEvent, memo, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import {
  addDays,
  addMonths,
  type ComplianceScale,
  type ExcludedPeriod,
  type IsoDate,
  pairVisits,
  type TravelRecord,
} from '@app/schengen-rules';

import { useLanguage } from '../../lib/i18n/language-provider';
import {
  buildCalendarYear,
  type CalendarMonth as MonthModel,
  reuseUnchangedMonths,
  weekdayNames,
} from './calendar-model';
import { CalendarMonth } from './calendar-month';
import { useKeepInPlace } from './use-keep-in-place';
import { yearCalendarSx } from './year-calendar.styles';

/** A travel record the calendar can show: a stored entry, or a demo entry kept in the browser. */
export type CalendarRecord = TravelRecord & { readonly country?: string | null };

export interface YearCalendarProps {
  /** The travel records (paired into visits here). */
  entries: readonly CalendarRecord[];
  /** The traveller's today, YYYY-MM-DD. */
  today: IsoDate;
  year: number;
  /**
   * Only this month (1 to 12) of `year`: the demo's one-month view (SPEC §5), where only the shown
   * month's days can be clicked or reached with the arrow keys. All twelve months when left out.
   */
  month?: number;
  /** The threshold scale of the day colours (SPEC §9): 'dashboard' (the default) or 'demo'. */
  scale?: ComplianceScale;
  /** The first day of a visit being created (SPEC §4 "Calendar selection"). */
  selectionStart?: IsoDate | null;
  /** The day just clicked, highlighted for 500 ms. */
  highlightedDate?: IsoDate | null;
  onDayClick?: (date: IsoDate) => void;
  /**
   * The records are still loading: the months and their days, without a figure or a colour, not
   * clickable, and marked busy (the calendar's loading state, the size it will have, issue #17).
   */
  pending?: boolean;
  /** The traveller's residence permits and long-stay visas: their days are shown as not counted. */
  excludedPeriods?: readonly ExcludedPeriod[];
}

const MOVES: Record<string, (date: IsoDate) => IsoDate> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
  Home: (date) => `${date.slice(0, 8)}01`,
  End: (date) => addDays(addMonths(`${date.slice(0, 8)}01`, 1), -1),
};

function inMonth(date: IsoDate | null, month: MonthModel): IsoDate | null {
  return date !== null && date.startsWith(month.key) ? date : null;
}

/**
 * The twelve months of `year` (SPEC §2 Calendar View), or only `month` (the demo): a day inside a
 * visit shows the days used in its 180-day window, any other day the days left of 90, coloured by
 * the compliance level of `scale`. Every day is a button; one of them is in the tab order and the
 * arrow keys (Page Up/Down: a month; Home/End: the month's ends) move between the shown days.
 * A clicked day keeps its place on screen through the render its click causes. Renderable on its
 * own with `entries`, `today` and `year`.
 */
export const YearCalendar = memo(function YearCalendar({
  entries,
  today,
  year,
  month,
  scale = 'dashboard',
  selectionStart = null,
  highlightedDate = null,
  onDayClick,
  pending = false,
  excludedPeriods,
}: YearCalendarProps) {
  const idPrefix = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const previousMonths = useRef<MonthModel[] | null>(null);
  const [focusDate, setFocusDate] = useState<IsoDate | null>(null);
  const holdInPlace = useKeepInPlace();
  const intl = useIntl();
  const weekdays = weekdayNames(useLanguage());

  const visits = useMemo(() => pairVisits(entries, { today }), [entries, today]);
  const months = useMemo(() => {
    const next = reuseUnchangedMonths(
      previousMonths.current,
      buildCalendarYear(
        visits,
        today,
        year,
        intl,
        month === undefined ? { scale, excludedPeriods } : { scale, month, excludedPeriods },
      ),
    );
    previousMonths.current = next;
    return next;
  }, [visits, today, year, intl, month, scale, excludedPeriods]);

  // The shown days: the whole year, or the one month.
  const first = months[0]!.days[0]!.date;
  const lastDays = months[months.length - 1]!.days;
  const last = lastDays[lastDays.length - 1]!.date;
  const isShown = (date: IsoDate | null): date is IsoDate =>
    date !== null && date >= first && date <= last;
  const tabStop = [focusDate, selectionStart, today].find(isShown) ?? first;

  const dayButtonOf = (event: { target: EventTarget }): HTMLButtonElement | null => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-date]');
    return button && rootRef.current?.contains(button) ? button : null;
  };
  const dayOf = (event: { target: EventTarget }): IsoDate | null =>
    dayButtonOf(event)?.dataset.date ?? null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = dayButtonOf(event);
    const date = button?.dataset.date;
    if (!button || date === undefined) return;
    // The click may start or end a selection, whose banner above the calendar moves the days.
    holdInPlace(button);
    setFocusDate(date);
    onDayClick?.(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const date = dayOf(event);
    if (!move || date === null) return;
    event.preventDefault();
    const moved = move(date);
    const next = moved < first ? first : moved > last ? last : moved;
    setFocusDate(next);
    rootRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`)?.focus();
  };

  return (
    <Box
      ref={rootRef}
      sx={yearCalendarSx}
      onClick={onClick}
      onKeyDown={onKeyDown}
      data-year={year}
      data-layout={month === undefined ? 'year' : 'month'}
      aria-busy={pending || undefined}
    >
      {months.map((month) => (
        <CalendarMonth
          key={month.key}
          month={month}
          weekdays={weekdays}
          headingId={`${idPrefix}-${month.key}`}
          tabStop={inMonth(tabStop, month)}
          selectionStart={inMonth(selectionStart, month)}
          highlightedDate={inMonth(highlightedDate, month)}
          pending={pending}
        />
      ))}
    </Box>
  );
});
