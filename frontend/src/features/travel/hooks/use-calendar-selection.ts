import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import type { LanguageCode } from '@app/i18n/web';
import type { IsoDate } from '@app/schengen-rules';

import { useToast } from '../../../components/feedback/toast';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { useCancelOnEscape, visitSpans, type VisitSpan } from '../../../components/year-calendar';
import {
  type CalendarOutcome,
  type CalendarSelection,
  calendarTransition,
  IDLE,
} from '../components/calendar/calendar-selection';
import { useCreateVisitFlow } from './use-create-visit-flow';
import { useTravelActions } from './use-travel-actions';
import type { TravelVisit } from '../../../lib/travel';

/** SPEC §2 and §9: the clicked day is highlighted for 500 ms. */
export const CALENDAR_HIGHLIGHT_MS = 500;

/** The values of a toast's 'your (ongoing) visit from … (to …)', in the page's `language`. */
function visitValues({ visit, start }: VisitSpan<TravelVisit>, language: LanguageCode) {
  return {
    ongoing: visit.exitDate === null ? 'yes' : 'no',
    start: formatLongDate(start, language),
    end: visit.exitDate === null ? '' : formatLongDate(visit.exitDate, language),
  };
}

export interface CalendarSelectionState {
  selection: CalendarSelection;
  highlightedDate: IsoDate | null;
  clickDay: (date: IsoDate) => void;
  cancel: () => void;
  /** The visit whose deletion awaits confirmation. */
  pendingDelete: TravelVisit | null;
  confirmDelete: () => void;
  cancelDelete: () => void;
  /** The creation flow's warning dialogs. */
  dialogs: ReactNode;
}

/**
 * The calendar's clicks (SPEC §4 "Calendar selection") wired to the screen: the pure click
 * machine decides, this hook shows the banner state, the toasts and the delete confirmation, and
 * hands a completed range to the visit-creation flow.
 */
export function useCalendarSelection(
  visits: readonly TravelVisit[],
  today: IsoDate,
): CalendarSelectionState {
  const { toast } = useToast();
  const intl = useIntl();
  const language = useLanguage();
  const { createVisit, dialogs } = useCreateVisitFlow();
  const { deleteVisit } = useTravelActions();
  const [selection, setSelection] = useState<CalendarSelection>(IDLE);
  const [highlight, setHighlight] = useState<{ date: IsoDate; click: number } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TravelVisit | null>(null);
  const spans = useMemo(() => visitSpans(visits, today), [visits, today]);

  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), CALENDAR_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const act = (outcome: CalendarOutcome<TravelVisit>) => {
    switch (outcome.type) {
      case 'create':
        void createVisit(
          { entry_date: outcome.entryDate, exit_date: outcome.exitDate },
          'calendar',
        );
        return;
      case 'confirm-delete':
        setPendingDelete(outcome.visit);
        return;
      case 'day-in-visit':
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'dashboard.toast.dayInVisit' }),
          description: intl.formatMessage(
            { id: 'dashboard.toast.dayInVisitText' },
            {
              date: formatLongDate(outcome.date, language),
              ...visitValues(outcome.span, language),
            },
          ),
        });
        return;
      case 'overlap':
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'dashboard.toast.overlap' }),
          description: intl.formatMessage(
            { id: 'dashboard.toast.overlapText' },
            {
              entry: formatLongDate(outcome.entryDate, language),
              exit: formatLongDate(outcome.exitDate, language),
              ...visitValues(outcome.span, language),
            },
          ),
        });
        return;
      case 'cancelled':
        toast({
          title: intl.formatMessage({ id: 'dashboard.toast.cancelled' }),
          description: intl.formatMessage({ id: 'dashboard.toast.cancelledText' }),
        });
        return;
      default:
        return;
    }
  };

  const clickDay = (date: IsoDate) => {
    setHighlight((previous) => ({ date, click: (previous?.click ?? 0) + 1 }));
    const next = calendarTransition(selection, { type: 'click-day', date, spans });
    setSelection(next.selection);
    act(next.outcome);
  };

  const cancel = () => {
    const next = calendarTransition<TravelVisit>(selection, { type: 'cancel' });
    setSelection(next.selection);
    act(next.outcome);
  };
  // Escape does what the banner's Cancel does, toast included.
  useCancelOnEscape(selection.mode === 'selecting', cancel);

  const confirmDelete = () => {
    const visit = pendingDelete;
    setPendingDelete(null);
    if (visit) void deleteVisit(visit);
  };

  return {
    selection,
    highlightedDate: highlight?.date ?? null,
    clickDay,
    cancel,
    pendingDelete,
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
    dialogs,
  };
}
