import type { IsoDate } from '@app/schengen-rules';

import { overlappingSpan, spanAt, type VisitSpan } from '../../../../components/year-calendar';

/** SPEC §4 "Calendar selection": idle, or selecting with the first day and its year recorded. */
export type CalendarSelection =
  | { readonly mode: 'idle' }
  | { readonly mode: 'selecting'; readonly start: IsoDate; readonly year: number };

export const IDLE: CalendarSelection = { mode: 'idle' };

export type CalendarAction<V> =
  | {
      readonly type: 'click-day';
      readonly date: IsoDate;
      /** The visits as they lie on the calendar when the day is clicked. */
      readonly spans: readonly VisitSpan<V>[];
    }
  | { readonly type: 'cancel' };

/** What the click asks the screen to do. */
export type CalendarOutcome<V> =
  | { readonly type: 'none' }
  | { readonly type: 'started'; readonly date: IsoDate }
  | { readonly type: 'create'; readonly entryDate: IsoDate; readonly exitDate: IsoDate }
  | { readonly type: 'confirm-delete'; readonly visit: V }
  /** The second day lies inside a visit: the selection stays so another day can be chosen. */
  | { readonly type: 'day-in-visit'; readonly date: IsoDate; readonly span: VisitSpan<V> }
  /** The range would overlap a visit: the selection stays so another day can be chosen. */
  | {
      readonly type: 'overlap';
      readonly entryDate: IsoDate;
      readonly exitDate: IsoDate;
      readonly span: VisitSpan<V>;
    }
  | { readonly type: 'cancelled' };

export interface CalendarTransition<V> {
  readonly selection: CalendarSelection;
  readonly outcome: CalendarOutcome<V>;
}

/**
 * The calendar's click machine (SPEC §4), pure:
 * - idle, a day inside a visit → idle, confirm deleting that visit;
 * - idle, a free day → selecting from that day;
 * - selecting, a free day → idle, create the visit between the two days (earlier one first);
 *   a day inside a visit, or a range over one, keeps selecting and says why;
 * - selecting, Cancel → idle, cancelled.
 */
export function calendarTransition<V>(
  selection: CalendarSelection,
  action: CalendarAction<V>,
): CalendarTransition<V> {
  if (action.type === 'cancel') {
    return selection.mode === 'selecting'
      ? { selection: IDLE, outcome: { type: 'cancelled' } }
      : { selection, outcome: { type: 'none' } };
  }
  const { date, spans } = action;
  const span = spanAt(spans, date);
  if (selection.mode === 'idle') {
    if (span) return { selection, outcome: { type: 'confirm-delete', visit: span.visit } };
    return {
      selection: { mode: 'selecting', start: date, year: Number(date.slice(0, 4)) },
      outcome: { type: 'started', date },
    };
  }
  if (span) return { selection, outcome: { type: 'day-in-visit', date, span } };
  const [entryDate, exitDate] =
    date < selection.start ? [date, selection.start] : [selection.start, date];
  const overlapped = overlappingSpan(spans, entryDate, exitDate);
  if (overlapped) {
    return { selection, outcome: { type: 'overlap', entryDate, exitDate, span: overlapped } };
  }
  return { selection: IDLE, outcome: { type: 'create', entryDate, exitDate } };
}
