import Alert from '@mui/material/Alert';

/** The Calendar View tab until the 12-month calendar lands (SPEC §2). */
export function CalendarPlaceholder() {
  return (
    <Alert severity="info" role="note">
      The 12-month calendar view arrives next. Meanwhile, record and review your visits in the
      Travel History tab.
    </Alert>
  );
}
