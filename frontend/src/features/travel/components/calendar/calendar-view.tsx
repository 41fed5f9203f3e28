import Stack from '@mui/material/Stack';
import { type ComponentType, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import type { IsoDate } from '@app/schengen-rules';

import { LoadErrorAlert } from '../../../../components/feedback/load-error-alert';
import { useCalendarSelection } from '../../hooks/use-calendar-selection';
import { useCalendarYear } from '../../../../components/year-calendar';
import { useVisits } from '../../../../lib/travel';
import { openedLater } from '../../../../components/layout/opened-later';
import { CalendarHelp } from './calendar-help';
import { CalendarLegend, SelectionBanner } from '../../../../components/year-calendar';
import { YearCalendar } from '../../../../components/year-calendar';
import { YearNavigation } from '../../../../components/year-calendar';

// Opens only when a visit is clicked: its code (MUI's Dialog) loads beside the page.
const DeleteVisitDialog = openedLater(
  () => import('../delete-visit-dialog').then((module) => module.DeleteVisitDialog),
  ({ open }) => open,
);

/**
 * What explains a day's count (issue #21, features/explain, composed by the route): a switch for
 * what a day click does, and the dialog that explains the day.
 */
export interface CalendarExplainer {
  ModeSwitch: ComponentType<{ isExplaining: boolean; onChange: (isExplaining: boolean) => void }>;
  Dialog: ComponentType<{ date: IsoDate | null; onClose: () => void }>;
}

/**
 * SPEC §2 Calendar View tab: the chosen year's twelve months, where a click on a free day starts
 * a visit, a second click completes it, and a click inside a visit offers to delete it. With an
 * `explainer`, a switch turns a day click (or Enter or Space on a day) into opening the day's
 * "Why" dialog instead.
 */
export function CalendarView({ explainer }: { explainer?: CalendarExplainer }) {
  const { entries, visits, today, excludedPeriods, isLoading, isError, retry } = useVisits();
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
  const [isExplaining, setIsExplaining] = useState(false);
  const [explainedDate, setExplainedDate] = useState<IsoDate | null>(null);
  const explain = (on: boolean) => {
    if (on && selection.mode === 'selecting') cancel();
    setIsExplaining(on);
  };

  return (
    <Stack spacing={2}>
      <CalendarHelp />
      <YearNavigation calendar={calendar} />
      {explainer ? <explainer.ModeSwitch isExplaining={isExplaining} onChange={explain} /> : null}
      {selection.mode === 'selecting' ? (
        <SelectionBanner start={selection.start} onCancel={cancel} />
      ) : null}
      {/* No calendar when the entries could not be loaded: its days would show 90 left. While
          they load, the months without figures hold the calendar's place (issue #17). */}
      {isError ? (
        <LoadErrorAlert onRetry={retry}>
          <FormattedMessage id="dashboard.loadError" />
        </LoadErrorAlert>
      ) : (
        <YearCalendar
          entries={entries}
          today={today}
          year={calendar.year}
          selectionStart={selection.mode === 'selecting' ? selection.start : null}
          highlightedDate={highlightedDate}
          onDayClick={isExplaining ? setExplainedDate : clickDay}
          pending={isLoading}
          excludedPeriods={excludedPeriods}
        />
      )}
      <CalendarLegend />
      <DeleteVisitDialog
        open={pendingDelete !== null}
        onCancel={cancelDelete}
        onConfirm={confirmDelete}
      />
      {dialogs}
      {explainer ? (
        <explainer.Dialog date={explainedDate} onClose={() => setExplainedDate(null)} />
      ) : null}
    </Stack>
  );
}
