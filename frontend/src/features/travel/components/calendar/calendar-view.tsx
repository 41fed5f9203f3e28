import Stack from '@mui/material/Stack';

import { LoadErrorAlert } from '../../../../components/feedback/load-error-alert';
import { useCalendarSelection } from '../../hooks/use-calendar-selection';
import { useCalendarYear } from '../../../../components/year-calendar';
import { ENTRIES_LOAD_ERROR, useVisits } from '../../../../lib/travel';
import { DeleteVisitDialog } from '../delete-visit-dialog';
import { CalendarHelp } from './calendar-help';
import { CalendarLegend, SelectionBanner } from '../../../../components/year-calendar';
import { YearCalendar } from '../../../../components/year-calendar';
import { YearNavigation } from '../../../../components/year-calendar';

/**
 * SPEC §2 Calendar View tab: the chosen year's twelve months, where a click on a free day starts
 * a visit, a second click completes it, and a click inside a visit offers to delete it.
 */
export function CalendarView() {
  const { entries, visits, today, isLoading, isError, retry } = useVisits();
  const calendar = useCalendarYear(today);
  const {
    selection,
    highlightedDate,
    clickDay,
    cancel,
    pendingDelete,
    confirmDelete,
    cancelDelete,
    dialogs,
  } = useCalendarSelection(visits, today);

  return (
    <Stack spacing={2}>
      <CalendarHelp />
      <YearNavigation calendar={calendar} />
      {selection.mode === 'selecting' ? (
        <SelectionBanner start={selection.start} onCancel={cancel} />
      ) : null}
      {/* No calendar when the entries could not be loaded: its days would show 90 left. While
          they load, the months without figures hold the calendar's place (issue #17). */}
      {isError ? (
        <LoadErrorAlert onRetry={retry}>{ENTRIES_LOAD_ERROR}</LoadErrorAlert>
      ) : (
        <YearCalendar
          entries={entries}
          today={today}
          year={calendar.year}
          selectionStart={selection.mode === 'selecting' ? selection.start : null}
          highlightedDate={highlightedDate}
          onDayClick={clickDay}
          pending={isLoading}
        />
      )}
      <CalendarLegend />
      <DeleteVisitDialog
        open={pendingDelete !== null}
        onCancel={cancelDelete}
        onConfirm={confirmDelete}
      />
      {dialogs}
    </Stack>
  );
}
