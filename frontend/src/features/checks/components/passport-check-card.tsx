import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { isIsoDate, type PassportDates } from '@app/schengen-rules';

import { useAuth } from '../../../lib/session';
import { CheckCard } from './check-card';
import { PassportCheckPanel } from './passport-check-panel';

const PANEL_ID = 'passport-check-panel';

/** Both passport dates of the signed-in user, or null while either is missing. */
function passportDatesOf(
  user: { passport_issue_date?: string | null; passport_expiry_date?: string | null } | null,
): PassportDates | null {
  const issueDate = user?.passport_issue_date;
  const expiryDate = user?.passport_expiry_date;
  if (!isIsoDate(issueDate) || !isIsoDate(expiryDate)) return null;
  return { issueDate, expiryDate };
}

/** SPEC §2 'Valid Passport Dates': the check runs once both passport dates are on the profile. */
export function PassportCheckCard() {
  const { user } = useAuth();
  const passport = passportDatesOf(user);
  const [isOpen, setIsOpen] = useState(false);
  const isShown = isOpen && passport !== null;

  return (
    <CheckCard id="passport-check" title="Valid Passport Dates">
      <Typography color="text.secondary">
        Your passport must have been issued less than 10 years before you enter the Schengen Area
        and must stay valid for more than 3 months after you leave. This checks it against your
        recorded visits.
      </Typography>
      {passport === null ? (
        <Alert severity="info" role="note">
          Add your passport issue date and expiry date in the Profile tab to run this check.
        </Alert>
      ) : null}
      <Box>
        <Button
          variant="contained"
          disabled={passport === null}
          aria-expanded={isShown}
          aria-controls={isShown ? PANEL_ID : undefined}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isShown ? 'Hide Passport Check' : 'Check Passport Validity'}
        </Button>
      </Box>
      {isShown ? <PassportCheckPanel id={PANEL_ID} passport={passport} /> : null}
    </CheckCard>
  );
}
