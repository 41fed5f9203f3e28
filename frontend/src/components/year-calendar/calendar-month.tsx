import { memo } from 'react';

import type { IsoDate } from '@app/schengen-rules';

import type { CalendarMonth as CalendarMonthModel } from './calendar-model';

interface CalendarMonthProps {
  month: CalendarMonthModel;
  /** The column headings, Monday first (`weekdayNames`). */
  weekdays: readonly string[];
  /** Each of these is null unless it falls in this month, so other months skip re-rendering. */
  tabStop: IsoDate | null;
  selectionStart: IsoDate | null;
  highlightedDate: IsoDate | null;
  headingId: string;
  /** The days without their figures (the entries are loading): named by date, not clickable. */
  pending?: boolean;
}

/**
 * One month of the year calendar: a heading and a button per day, named with its date and count.
 * Memoised: it renders again only when its own days, tab stop, selection or highlight change.
 */
export const CalendarMonth = memo(function CalendarMonth({
  month,
  weekdays,
  tabStop,
  selectionStart,
  highlightedDate,
  headingId,
  pending = false,
}: CalendarMonthProps) {
  return (
    <div className="yc-month" role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="yc-month-title">
        {month.title}
      </h4>
      <div className="yc-weekdays" aria-hidden="true">
        {weekdays.map((weekday, index) => (
          <span key={index}>{weekday}</span>
        ))}
      </div>
      <div className="yc-days">
        {month.days.map((day, index) => (
          <button
            key={day.date}
            type="button"
            className="yc-day"
            style={index === 0 ? { gridColumnStart: month.firstWeekday + 1 } : undefined}
            tabIndex={day.date === tabStop ? 0 : -1}
            aria-label={pending ? day.dateName : day.label}
            disabled={pending || undefined}
            aria-current={day.isToday ? 'date' : undefined}
            title={day.hint ?? undefined}
            data-date={day.date}
            data-level={pending ? undefined : day.level}
            data-in-visit={pending ? undefined : day.isInVisit}
            data-not-counted={pending || day.notCounted === null ? undefined : true}
            data-selected={day.date === selectionStart || undefined}
            data-highlighted={day.date === highlightedDate || undefined}
          >
            <span className="yc-num" aria-hidden="true">
              {day.dayOfMonth}
            </span>
            {/* The count is drawn from data-count by CSS: the day's visible label is its number,
                which its name contains (WCAG 2.5.3, Label in Name); the name carries the count. */}
            <span
              className="yc-count"
              aria-hidden="true"
              data-count={pending ? undefined : day.count}
            />
            {day.country ? <span className="yc-dot" aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
    </div>
  );
});
