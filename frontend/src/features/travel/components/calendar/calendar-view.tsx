import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

import { LoadingSpinner } from '../../../../components/feedback/loading-spinner';
import { useCalendarSelection } from '../../hooks/use-calendar-selection';
import { useCalendarYear } from '../../../../components/year-calendar';
import { useVisits } from '../../../../lib/travel';
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
  const { entries, visits, today, isLoading, isError } = useVisits();
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
      {isError ? <Alert severity="error">Your travel entries could not be loaded.</Alert> : null}
      {isLoading ? (
        <LoadingSpinner />
      ) : (
        <YearCalendar
          entries={entries}
          today={today}
          year={calendar.year}
          selectionStart={selection.mode === 'selecting' ? selection.start : null}
          highlightedDate={highlightedDate}
          onDayClick={clickDay}
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
